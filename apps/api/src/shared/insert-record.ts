import type { Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { type InsertValues, toInsert } from '../db/rows.js';
import type { DB } from '../db/schema.js';
import { type Actor, appendAudit, created } from './audit.js';
import { bumpRecordCount } from './counters.js';
import { assertUnique, findRecordRow } from './find-record.js';
import type { ApiRecord, RecordSpec, RecordTable } from './record-spec.js';

/** Inserts a record inside `trx` (so create_or_update can compose it): its key, derived columns and
 * times, the record count, the audit row; 409 on the spec's unique column. Returns it as stored. */
export async function insertRecord<
  T extends RecordTable,
  R extends ApiRecord,
  C extends Partial<R> & Partial<InsertValues<T>>,
>(database: Database, trx: Transaction<DB>, spec: RecordSpec<T, R, C>, input: C, actor: Actor): Promise<R> {
  const key = spec.newKey(input);
  const now = new Date().toISOString();
  const values = {
    ...input,
    ...spec.derived?.columns(input),
    [spec.key]: key,
    created_at: now,
    updated_at: now,
  };
  await assertUnique(trx, spec, values);
  // The input's fields are the table's (C's bound); the key and the times complete the row.
  await trx
    .insertInto(spec.table)
    .values(toInsert(database.dialect, spec.table, values as InsertValues<T>))
    .execute();
  await bumpRecordCount(trx, spec.table, 1);
  await appendAudit(trx, { actor, action: 'create', type: spec.auditType, id: key, changes: created(input) });
  return spec.fromRow(await findRecordRow(trx, spec, key));
}
