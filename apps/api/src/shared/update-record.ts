import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { toUpdate, type UpdateValues } from '../db/rows.js';
import type { DB } from '../db/schema.js';
import { type Actor, appendAudit, diff, renameAuditSubject } from './audit.js';
import { assertUnique, findRecordRow } from './find-record.js';
import type { ApiRecord, RecordSpec, RecordTable } from './record-spec.js';

/** PUT of a contact, address, email or number, inside `trx`: an unchanged body writes nothing;
 * otherwise only the changed fields are written, with updated_at and, when a field they come from
 * changed, the derived columns (409 if that takes another record's unique value). A new key (an
 * email or number renamed) moves the record; its links follow by ON UPDATE CASCADE. */
export async function updateRecord<T extends RecordTable, R extends ApiRecord, C extends Partial<R>>(
  database: Database,
  trx: Transaction<DB>,
  spec: RecordSpec<T, R, C>,
  key: string,
  input: Partial<C> & UpdateValues<T>,
  actor: Actor,
): Promise<R> {
  const before = spec.fromRow(await findRecordRow(trx, spec, key));
  const changes = diff(before, input);
  if (Object.keys(changes).length === 0) return before;
  const currentKey = String(before[spec.key]);
  const values: Record<string, unknown> = { updated_at: new Date().toISOString() };
  for (const field of Object.keys(changes)) values[field] = input[field as keyof typeof input];
  if (spec.derived?.from.some((field) => field in changes))
    Object.assign(values, spec.derived.columns({ ...before, ...input }));
  await assertUnique(trx, spec, values, currentKey);
  // Fields of the input (typed by the table through `input`) and derived columns (by the spec).
  const set = toUpdate(database.dialect, spec.table, values as UpdateValues<T>);
  const assignments = Object.entries(set).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  await sql`UPDATE ${sql.table(spec.table)} SET ${sql.join(assignments)}
    WHERE ${sql.ref(spec.key)} = ${currentKey}`.execute(trx);
  await appendAudit(trx, { actor, action: 'update', type: spec.auditType, id: currentKey, changes });
  const newKey = String(values[spec.key] ?? currentKey);
  if (newKey !== currentKey) await renameAuditSubject(trx, spec.auditType, currentKey, newKey);
  return spec.fromRow(await findRecordRow(trx, spec, newKey));
}
