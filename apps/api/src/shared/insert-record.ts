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
/** The row a new record from `input` is stored as: its fields, derived columns, new key and times
 * (the import writes these rows many at a time). */
export function newRecordRow<
  T extends RecordTable,
  R extends ApiRecord,
  C extends Partial<R> & Partial<InsertValues<T>>,
>(spec: RecordSpec<T, R, C>, input: C, now: string): InsertValues<T> & { [key: string]: unknown } {
  // The input's fields are the table's (C's bound); the key and the times complete the row.
  return {
    ...input,
    ...spec.derived?.columns(input),
    [spec.key]: spec.newKey(input),
    created_at: now,
    updated_at: now,
  } as InsertValues<T> & { [key: string]: unknown };
}

/** The audit entry of a record created from `input`. */
export const createdEntry = <T extends RecordTable, R extends ApiRecord, C extends Partial<R>>(
  spec: RecordSpec<T, R, C>,
  key: string,
  input: C,
  actor: Actor,
) => ({ actor, action: 'create' as const, type: spec.auditType, id: key, changes: created(input) });

export async function insertRecord<
  T extends RecordTable,
  R extends ApiRecord,
  C extends Partial<R> & Partial<InsertValues<T>>,
>(database: Database, trx: Transaction<DB>, spec: RecordSpec<T, R, C>, input: C, actor: Actor): Promise<R> {
  const values = newRecordRow(spec, input, new Date().toISOString());
  const key = String(values[spec.key]);
  await assertUnique(trx, spec, values);
  await trx
    .insertInto(spec.table)
    .values(toInsert(database.dialect, spec.table, values))
    .execute();
  await bumpRecordCount(trx, spec.table, 1);
  await appendAudit(trx, createdEntry(spec, key, input, actor));
  return spec.fromRow(await findRecordRow(trx, spec, key));
}
