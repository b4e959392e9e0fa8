import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { type RecordRow, toUpdate, type UpdateValues } from '../db/rows.js';
import type { DB } from '../db/schema.js';
import { type Changes, diff } from './audit.js';
import { assertUnique } from './find-record.js';
import type { ApiRecord, RecordSpec, RecordTable } from './record-spec.js';
import { NEXT_VERSION, StaleVersion } from './versions.js';

/** What a field write did: the stored record before it, the changed fields (for the caller's
 * audit entry; none when nothing was written) and the record's key after it. */
export interface FieldsWritten<R> {
  before: R;
  changes: Changes;
  key: string;
}

export interface WriteOptions {
  /** The caller's If-Match: a record at another version is a StaleVersion and nothing is written. */
  expected?: number;
  /** updated_at; a merge passes its own time, so it matches merged_at. */
  now?: string;
}

/** The one write of a record's own fields, shared by `updateRecord` (a PUT, the import) and a
 * merge's survivor (merge-records.ts), inside `trx`. Values equal to the stored ones write
 * nothing; otherwise only the changed fields are written, with updated_at, the version raised and,
 * when a field they come from changed, the derived columns (409 if that takes another record's
 * unique value). A new key (an email or number renamed) moves the record; its links follow by ON
 * UPDATE CASCADE, its audit subjects are the caller's to move once its entry is written. */
export async function writeFields<T extends RecordTable, R extends ApiRecord, C extends Partial<R>>(
  database: Database,
  trx: Transaction<DB>,
  spec: RecordSpec<T, R, C>,
  row: RecordRow<T>,
  next: Record<string, unknown>,
  { expected, now = new Date().toISOString() }: WriteOptions = {},
): Promise<FieldsWritten<R>> {
  const version = Number(row.version);
  if (expected !== undefined && version !== expected) throw new StaleVersion();
  const before = spec.fromRow(row);
  const key = String(before[spec.key]);
  const changes = diff(before, next);
  if (Object.keys(changes).length === 0) return { before, changes, key };
  const values: Record<string, unknown> = { updated_at: now };
  for (const field of Object.keys(changes)) values[field] = next[field];
  if (spec.derived?.from.some((field) => field in changes))
    Object.assign(values, spec.derived.columns({ ...before, ...next }));
  await assertUnique(trx, spec, values, key);
  // Fields come typed by the table from each caller (PUT's body, a merge's stored values) and
  // derived columns from the spec; over a union of tables they can only be joined untyped here.
  const set = toUpdate(database.dialect, spec.table, values as UpdateValues<T>);
  const assignments = Object.entries(set).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  // Checked: still at the version read (on PostgreSQL a write committed since then makes this match
  // no row). Unchecked: the last write wins, as before versions existed.
  const still = expected === undefined ? sql`` : sql` AND version = ${version}`;
  const result = await sql`UPDATE ${sql.table(spec.table)} SET ${sql.join([...assignments, NEXT_VERSION])}
    WHERE ${sql.ref(spec.key)} = ${key}${still}`.execute(trx);
  if (Number(result.numAffectedRows ?? 0) === 0) throw new StaleVersion();
  return { before, changes, key: String(values[spec.key] ?? key) };
}
