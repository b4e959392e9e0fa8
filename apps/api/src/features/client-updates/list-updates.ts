// GET /updates: staff's list of what was published, newest first (the latest 100), narrowed to the
// updates to a contact's client or about a property when asked.
import type { StaffUpdateList } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { uuidKey } from '../../shared/uuid.js';
import { staffUpdates } from './update-rows.js';

export const STAFF_UPDATES_MAX = 100;

export async function listUpdates(
  database: Database,
  query: { entity_id?: string; address_id?: string },
): Promise<StaffUpdateList> {
  const entityId = query.entity_id === undefined ? undefined : uuidKey(query.entity_id);
  const addressId = query.address_id === undefined ? undefined : uuidKey(query.address_id);
  // An id that is no UUID names no update: an empty list, as for an unknown one.
  if (entityId === null || addressId === null) return { data: [] };
  let select = database.db
    .selectFrom('client_updates')
    .select('id')
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(STAFF_UPDATES_MAX);
  if (entityId) select = select.where('entity_id', '=', entityId);
  if (addressId) select = select.where('address_id', '=', addressId);
  const ids = (await select.execute()).map((r) => String(r.id));
  return { data: await staffUpdates(database.db, ids) };
}
