// GET /client/performance: every building the client controls (client-properties.ts: the walks from
// each root of their scope, each building once), its own line, and the totals over all of them.
import type { ClientPortfolioPerformance } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { dayIn } from '../../shared/days.js';
import type { ClientScope } from '../client-access/client-scope.js';
import { labelOrder } from '../leases/read-building-rolls.js';
import { clientFigures } from './client-figures.js';
import { buildingsOf, walkClient } from './client-properties.js';
import { readRollsAndFigures } from './read-rolls-and-figures.js';

export async function readPortfolioPerformance(
  database: Database,
  scope: ClientScope,
  timeZone: string,
): Promise<ClientPortfolioPerformance> {
  const { reached, partial } = await walkClient(database, scope);
  const day = dayIn(timeZone);
  const { rolls, figures } = await readRollsAndFigures(database, buildingsOf(reached), day);
  // In the order of My properties (a building deleted since the walk has no roll: left out).
  rolls.sort((a, b) => labelOrder(a.label, b.label) || a.id.localeCompare(b.id));
  return {
    ...clientFigures(rolls, figures, day),
    properties: rolls.map(({ id, label, roll: { totals } }) => ({
      id,
      address: label,
      occupancy: totals.occupancy,
      annual_rent: totals.annual_rent,
      walt_years: totals.walt_years,
    })),
    partial,
  };
}
