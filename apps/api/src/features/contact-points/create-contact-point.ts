import type { Database } from '../../db/database.js';
import type { InsertValues } from '../../db/rows.js';
import type { Actor } from '../../shared/audit.js';
import { insertRecord } from '../../shared/insert-record.js';
import type { ContactPointSpec, ContactPointTable } from './contact-point-specs.js';

/** POST /emails and /numbers (the key already canonical): 409 when it exists. */
export function createContactPoint<
  T extends ContactPointTable,
  R extends Record<string, unknown>,
  C extends Partial<R> & Partial<InsertValues<T>>,
>(database: Database, spec: ContactPointSpec<T, R, C>, input: C, actor: Actor): Promise<R> {
  return database.db.transaction().execute((trx) => insertRecord(database, trx, spec, input, actor));
}
