import type { Database } from '../../db/database.js';
import type { UpdateValues } from '../../db/rows.js';
import type { Actor } from '../../shared/audit.js';
import { updateRecord, type Versioned } from '../../shared/update-record.js';
import type { ContactPointSpec, ContactPointTable } from './contact-point-specs.js';

/** PUT /emails/{email} and /numbers/{number}. A new key renames the record; its links follow
 * (ON UPDATE CASCADE) and a key already taken answers 409. */
export function updateContactPoint<
  T extends ContactPointTable,
  R extends Record<string, unknown>,
  C extends Partial<R>,
>(
  database: Database,
  spec: ContactPointSpec<T, R, C>,
  key: string,
  input: Partial<C> & UpdateValues<T>,
  actor: Actor,
  expected?: number,
): Promise<Versioned<R>> {
  return database.db
    .transaction()
    .execute((trx) => updateRecord(database, trx, spec, key, input, actor, expected));
}
