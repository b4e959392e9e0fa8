import type { Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import type { UpdateValues } from '../db/rows.js';
import type { DB } from '../db/schema.js';
import { type Actor, appendAudit, renameAuditSubject } from './audit.js';
import { findRecordRow } from './find-record.js';
import type { ApiRecord, RecordSpec, RecordTable } from './record-spec.js';
import { writeFields } from './write-fields.js';

/** A record as written, with the version it is now at (the ETag of the answer). */
export type Versioned<R> = R & { version: number };

/** PUT of a contact, address, email or number, inside `trx`: the fields are written by
 * `writeFields` (only what changed; a new key moves the record), then its `update` entry, under the
 * key the entries so far were written with, before a rename moves them all to the new key. With
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
  const { before, changes, key: newKey } = await writeFields(database, trx, spec, row, input, { expected });
  if (Object.keys(changes).length === 0) return { ...before, version: Number(row.version) };
  const currentKey = String(before[spec.key]);
  await appendAudit(trx, { actor, action: 'update', type: spec.auditType, id: currentKey, changes });
  if (newKey !== currentKey) await renameAuditSubject(trx, spec.auditType, currentKey, newKey);
  const after = await findRecordRow(trx, spec, newKey);
  return { ...spec.fromRow(after), version: Number(after.version) };
}
