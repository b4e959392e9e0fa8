// GET /client/performance: every building the client controls (client-properties.ts: the walks from
// each root of their scope, each building once), its own line, and the totals over all of them.
import type { ClientPortfolioPerformance } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { dayIn } from '../../shared/days.js';
import type { ClientScope } from '../client-access/client-scope.js';
import { clientFigures } from './client-figures.js';
import { clientProperties } from './client-properties.js';
import { readRollsAndFigures } from './read-rolls-and-figures.js';

export async function readPortfolioPerformance(
  database: Database,
  scope: ClientScope,
  timeZone: string,
): Promise<ClientPortfolioPerformance> {
  const { data, partial } = await clientProperties(database, scope);
  const day = dayIn(timeZone);
  const { rolls, figures } = await readRollsAndFigures(
    database,
    data.map((p) => p.id),
    day,
  );
  const rollOf = new Map(rolls.map((r) => [r.id, r.roll.totals]));
  return {
    ...clientFigures(rolls, figures, day),
    // In the list's order; a building deleted between the two reads is left out.
    properties: data.flatMap((p) => {
      const totals = rollOf.get(p.id);
      if (!totals) return [];
      const { occupancy, annual_rent, walt_years } = totals;
      return [{ id: p.id, address: p.address, occupancy, annual_rent, walt_years }];
    }),
    partial,
  };
}
