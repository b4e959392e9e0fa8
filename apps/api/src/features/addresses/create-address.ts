import type { Address, AddressCreate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { insertRecord } from '../../shared/insert-record.js';
import { addressSpec } from './address-spec.js';

/** POST /addresses: 409 `exists` when the same building and unit is already stored. */
export function createAddress(database: Database, input: AddressCreate, actor: Actor): Promise<Address> {
  return database.db.transaction().execute((trx) => insertRecord(database, trx, addressSpec, input, actor));
}
