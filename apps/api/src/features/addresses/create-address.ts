import type { Address, AddressCreate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { addressFromRow, toColumns } from '../../db/rows.js';
import { exists } from '../../shared/app-error.js';
import { type Actor, appendAudit, created } from '../../shared/audit.js';
import { bumpRecordCount } from '../../shared/counters.js';
import { uuidv7 } from '../../shared/uuid.js';
import { addressKeyTaken, derivedColumns, findAddressRow } from './address-record.js';

/** POST /addresses: 409 `exists` when the same building and unit is already stored. */
export function createAddress(database: Database, input: AddressCreate, actor: Actor): Promise<Address> {
  return database.db.transaction().execute(async (trx) => {
    const derived = derivedColumns(input);
    if (await addressKeyTaken(trx, derived)) throw exists('exists.address', 'address');
    const now = new Date().toISOString();
    const uuid = uuidv7();
    const values = { ...input, ...derived, uuid, created_at: now, updated_at: now };
    await trx
      .insertInto('addresses')
      .values(toColumns(database.dialect, values) as never)
      .execute();
    await bumpRecordCount(trx, 'addresses', 1);
    await appendAudit(trx, { actor, action: 'create', type: 'address', id: uuid, changes: created(input) });
    return addressFromRow(await findAddressRow(trx, uuid));
  });
}
