import type { Address, AddressUpdate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { addressFromRow, toColumns } from '../../db/rows.js';
import { exists } from '../../shared/app-error.js';
import { type Actor, appendAudit, diff } from '../../shared/audit.js';
import { addressKeyTaken, DERIVING_FIELDS, derivedColumns, findAddressRow } from './address-record.js';

/** PUT /addresses/{id}: writes only the changed fields; the search columns follow. */
export function updateAddress(
  database: Database,
  id: string,
  input: AddressUpdate,
  actor: Actor,
): Promise<Address> {
  return database.db.transaction().execute(async (trx) => {
    const before = addressFromRow(await findAddressRow(trx, id));
    const changes = diff(before, input);
    if (Object.keys(changes).length === 0) return before;
    let values: Record<string, unknown> = { ...input, updated_at: new Date().toISOString() };
    if (DERIVING_FIELDS.some((f) => f in changes)) {
      const derived = derivedColumns({ ...before, ...input } as never);
      if (await addressKeyTaken(trx, derived, before.uuid)) throw exists('exists.address', 'address');
      values = { ...values, ...derived };
    }
    await trx
      .updateTable('addresses')
      .set(toColumns(database.dialect, values))
      .where('uuid', '=', before.uuid)
      .execute();
    await appendAudit(trx, { actor, action: 'update', type: 'address', id: before.uuid, changes });
    return addressFromRow(await findAddressRow(trx, before.uuid));
  });
}
