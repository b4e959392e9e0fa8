import type { Address, AddressUpdate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { bumpVersion } from '../../shared/counters.js';
import { lookupRecordRow } from '../../shared/find-record.js';
import { updateRecord, type Versioned } from '../../shared/update-record.js';
import { addressSpec } from './address-spec.js';
import { checkParent } from './check-parent.js';

/** PUT /addresses/{id}: writes only the changed fields; the search columns and the duplicate key
 * follow (409 onto another address); a new building is checked first (400, ADR 0040). */
export function updateAddress(
  database: Database,
  id: string,
  input: AddressUpdate,
  actor: Actor,
  expected?: number,
): Promise<Versioned<Address>> {
  return database.db.transaction().execute(async (trx) => {
    const before = await lookupRecordRow(trx, addressSpec, id);
    const parent = input.parent_address_id;
    if (before && parent && parent !== before.parent_address_id)
      await checkParent(trx, parent, String(before.uuid));
    const saved = await updateRecord(database, trx, addressSpec, id, input, actor, expected);
    // A space written (or moved) changes what its buildings' pages list: their ETags change too.
    if (before && saved.version !== Number(before.version))
      for (const building of new Set([before.parent_address_id, saved.parent_address_id]))
        if (building) await bumpVersion(trx, 'addresses', String(building));
    return saved;
  });
}
