import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { toUpdate, type UpdateValues } from '../db/rows.js';
import type { DB } from '../db/schema.js';
import { type Actor, appendAudit, diff, renameAuditSubject } from './audit.js';
import { assertUnique, findRecordRow } from './find-record.js';
import type { ApiRecord, RecordSpec, RecordTable } from './record-spec.js';
import { NEXT_VERSION, StaleVersion } from './versions.js';

/** A record as written, with the version it is now at (the ETag of the answer). */
export type Versioned<R> = R & { version: number };

/** PUT of a contact, address, email or number, inside `trx`: an unchanged body writes nothing;
 * otherwise only the changed fields are written, with updated_at and, when a field they come from
 * changed, the derived columns (409 if that takes another record's unique value). A new key (an
 * email or number renamed) moves the record; its links follow by ON UPDATE CASCADE. With
 * `expected` (the caller's If-Match), a record at another version is a StaleVersion and nothing is
 * written; a write raises the version. */
export async function updateRecord<T extends RecordTable, R extends ApiRecord, C extends Partial<R>>(
  database: Database,
  trx: Transaction<DB>,
  spec: RecordSpec<T, R, C>,
  key: string,
  input: Partial<C> & UpdateValues<T>,
  actor: Actor,
  expected?: number,
): Promise<Versioned<R>> {
  const row = await findRecordRow(trx, spec, key);
  const version = Number(row.version);
  if (expected !== undefined && version !== expected) throw new StaleVersion();
  const before = spec.fromRow(row);
  const changes = diff(before, input);
  if (Object.keys(changes).length === 0) return { ...before, version };
  const currentKey = String(before[spec.key]);
  const values: Record<string, unknown> = { updated_at: new Date().toISOString() };
  for (const field of Object.keys(changes)) values[field] = input[field as keyof typeof input];
  if (spec.derived?.from.some((field) => field in changes))
    Object.assign(values, spec.derived.columns({ ...before, ...input }));
  await assertUnique(trx, spec, values, currentKey);
  // Fields of the input (typed by the table through `input`) and derived columns (by the spec).
  const set = toUpdate(database.dialect, spec.table, values as UpdateValues<T>);
  const assignments = Object.entries(set).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  // Checked: still at the version read (on PostgreSQL a write committed since then makes this match
  // no row). Unchecked: the last write wins, as before versions existed.
  const still = expected === undefined ? sql`` : sql` AND version = ${version}`;
  const result = await sql`UPDATE ${sql.table(spec.table)} SET ${sql.join([...assignments, NEXT_VERSION])}
    WHERE ${sql.ref(spec.key)} = ${currentKey}${still}`.execute(trx);
  if (Number(result.numAffectedRows ?? 0) === 0) throw new StaleVersion();
  await appendAudit(trx, { actor, action: 'update', type: spec.auditType, id: currentKey, changes });
  const newKey = String(values[spec.key] ?? currentKey);
  if (newKey !== currentKey) await renameAuditSubject(trx, spec.auditType, currentKey, newKey);
  const after = await findRecordRow(trx, spec, newKey);
  return { ...spec.fromRow(after), version: Number(after.version) };
}
