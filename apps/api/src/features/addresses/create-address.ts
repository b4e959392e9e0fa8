import type { Address, AddressCreate } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../shared/audit.js';
import { bumpVersion } from '../../shared/counters.js';
import { insertRecord } from '../../shared/insert-record.js';
import { addressSpec, derivedColumns } from './address-spec.js';
import { buildingOf, checkParent } from './check-parent.js';

/** An address written inside `trx`: 409 `exists` when the same building and unit is already
 * stored; 400 for a building that cannot hold it. A unit given no building joins its stored one
 * (issue 26). The route's create and the lease import's new spaces (imports/write-lease-row.ts). */
export async function insertAddress(
  database: Database,
  trx: Transaction<DB>,
  input: AddressCreate,
  actor: Actor,
): Promise<Address> {
  const parent = await parentFor(trx, input);
  const values = parent === undefined ? input : { ...input, parent_address_id: parent };
  const saved = await insertRecord(database, trx, addressSpec, values, actor);
  // The building's page lists its spaces: its ETag changes with them (ADR 0040).
  if (saved.parent_address_id) await bumpVersion(trx, 'addresses', saved.parent_address_id);
  return saved;
}

/** POST /addresses (insertAddress's refusals). */
export function createAddress(database: Database, input: AddressCreate, actor: Actor): Promise<Address> {
  return database.db.transaction().execute((trx) => insertAddress(database, trx, input, actor));
}

async function parentFor(trx: Transaction<DB>, input: AddressCreate): Promise<string | null | undefined> {
  const given = input.parent_address_id;
  if (given) {
    await checkParent(trx, given, null);
    return given;
  }
  // Null too: the portal's form posts every field, a building it does not know of as null. A unit
  // is detached by a PUT.
  if (!input.subpremise?.trim()) return given;
  return (await buildingOf(trx, derivedColumns(input).address_key)) ?? given;
}
