import { type Deal, type DealUpdate, dealIssues } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import { bumpVersion } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import { updateRecord, type Versioned } from '../../shared/update-record.js';
import { assertVersion } from '../../shared/versions.js';
import { reassignDateTasks, syncDateTasks } from './deal-date-tasks.js';
import { setParties } from './deal-parties.js';
import { assertDealReferences } from './deal-references.js';
import { dealColumns, dealSpec } from './deal-spec.js';
import { getDeal } from './read-deals.js';

/** PUT /deals/{id}: only the fields given (parties and splits replace their lists, dates the ones
 * given), checked as the deal would be after the write, with the same refusals as a create; its
 * key-date tasks follow its dates (deal-date-tasks.ts), its name when renamed, its owner when it
 * changes hands. With
 * `expected` (If-Match), a StaleVersion unless still at that version. */
export function updateDeal(
  database: Database,
  id: string,
  input: DealUpdate,
  actor: Actor,
  timeZone: string,
  expected?: number,
): Promise<Versioned<Deal>> {
  return database.db
    .transaction()
    .execute((trx) => changeDeal(database, trx, id, input, actor, timeZone, expected));
}

/** The same, in the caller's transaction (the deals import's fill and overwrite). */
export async function changeDeal(
  database: Database,
  trx: Transaction<DB>,
  id: string,
  input: DealUpdate,
  actor: Actor,
  timeZone: string,
  expected?: number,
): Promise<Versioned<Deal>> {
  const row = await findRecordRow(trx, dealSpec, id);
  const key = String(row.id);
  // Locks the row on PostgreSQL, so a write changing only the parties is checked too.
  if (expected !== undefined) await assertVersion(trx, database.dialect, { table: 'deals', key, expected });
  const current = dealSpec.fromRow(row);
  const issues = dealIssues({
    commission_pct: input.commission_pct === undefined ? current.commission_pct : input.commission_pct,
    commission_amount:
      input.commission_amount === undefined ? current.commission_amount : input.commission_amount,
    splits: input.splits ?? JSON.parse(current.splits),
  });
  if (Object.keys(issues).length > 0) throw new AppError(400, 'validation', 'err.validation', issues);
  await assertDealReferences(trx, input);
  const saved = await updateRecord(database, trx, dealSpec, key, dealColumns(input), actor, expected);
  const moved = input.parties !== undefined && (await setParties(trx, key, input.parties, actor));
  if (moved && saved.version === Number(row.version)) await bumpVersion(trx, 'deals', key);
  if (input.owner_id !== undefined && input.owner_id !== row.owner_id)
    await reassignDateTasks(database, trx, key, row.owner_id, input.owner_id, actor, timeZone);
  const renamed = input.name !== undefined && input.name !== row.name;
  if (input.dates !== undefined || renamed) await syncDateTasks(database, trx, key, actor, timeZone, renamed);
  return getDeal(trx, key);
}
