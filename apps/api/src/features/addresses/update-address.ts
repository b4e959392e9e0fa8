import type { Address, AddressUpdate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { updateRecord, type Versioned } from '../../shared/update-record.js';
import { addressSpec } from './address-spec.js';

/** PUT /addresses/{id}: writes only the changed fields; the search columns and the duplicate key
 * follow (409 onto another address). */
export function updateAddress(
  database: Database,
  id: string,
  input: AddressUpdate,
  actor: Actor,
  expected?: number,
): Promise<Versioned<Address>> {
  return database.db
    .transaction()
    .execute((trx) => updateRecord(database, trx, addressSpec, id, input, actor, expected));
}
