// GET /client/properties/{id}/performance: one building the client controls, its rent roll's figures
// today (the firm's time zone) and its NOI by year. Any other id, known or not, is refused the same
// way: a client learns nothing of a property that is not theirs.
import type { ClientPropertyPerformance } from '@crm/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { dayIn } from '../../shared/days.js';
import type { ClientScope } from '../client-access/client-scope.js';
import { clientFigures } from './client-figures.js';
import { buildingsOf, walkClient } from './client-properties.js';
import { readRollsAndFigures } from './read-rolls-and-figures.js';

export async function readPropertyPerformance(
  database: Database,
  scope: ClientScope,
  id: string,
  timeZone: string,
  log: FastifyBaseLogger,
): Promise<ClientPropertyPerformance> {
  const { reached } = await walkClient(database, scope);
  const building = buildingsOf(reached).find((b) => b === id.toLowerCase());
  if (!building) {
    log.warn({ userId: scope.userId, propertyId: id }, 'client asked for a property not theirs');
    throw new AppError(403, 'forbidden', 'client.err.notYours');
  }
  const day = dayIn(timeZone);
  const { rolls, figures } = await readRollsAndFigures(database, [building], day);
  // Deleted since the walk: as if never theirs.
  const roll = rolls[0];
  if (!roll) throw new AppError(403, 'forbidden', 'client.err.notYours');
  return { property: { id: building, address: roll.label }, ...clientFigures(rolls, figures, day) };
}
