import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { toColumns } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { exists } from '../../shared/app-error.js';
import { type Actor, appendAudit, created } from '../../shared/audit.js';
import { bumpRecordCount } from '../../shared/counters.js';
import type { ContactPointSpec } from './contact-point-specs.js';
import { findContactPoint, lookupContactPoint } from './find-contact-point.js';

/** Inserts an email or number (its key already canonical) inside `trx`; 409 if it exists. */
export async function insertContactPoint<T>(
  database: Database,
  trx: Transaction<DB>,
  spec: ContactPointSpec<T>,
  input: Record<string, unknown>,
  actor: Actor,
): Promise<T> {
  const key = String(input[spec.key]);
  if (await lookupContactPoint(trx, spec, key)) throw exists(spec.duplicate, spec.key);
  const now = new Date().toISOString();
  const values = { ...input, ...spec.derived(key), created_at: now, updated_at: now };
  await trx
    .insertInto(spec.table)
    .values(toColumns(database.dialect, values) as never)
    .execute();
  await bumpRecordCount(trx, spec.table, 1);
  await appendAudit(trx, { actor, action: 'create', type: spec.auditType, id: key, changes: created(input) });
  return spec.fromRow(await findContactPoint(trx, spec, key));
}

export function createContactPoint<T>(
  database: Database,
  spec: ContactPointSpec<T>,
  input: Record<string, unknown>,
  actor: Actor,
): Promise<T> {
  return database.db.transaction().execute((trx) => insertContactPoint(database, trx, spec, input, actor));
}
