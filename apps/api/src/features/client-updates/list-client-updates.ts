// GET /client/updates: the updates published to this client (their deliveries), newest first, each
// in the client's language (the other when staff wrote only that one), with its property.
import type { ClientUpdateList } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { toIso } from '../../db/rows.js';
import type { ClientScope } from '../client-access/client-scope.js';
import { inLanguage } from './update-mail.js';
import { filesOf } from './update-rows.js';

const CLIENT_UPDATES_MAX = 200;

export async function listClientUpdates(database: Database, scope: ClientScope): Promise<ClientUpdateList> {
  const { db } = database;
  const access = await db
    .selectFrom('client_access')
    .select('lang')
    .where('user_id', '=', scope.userId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('client_update_deliveries as d')
    .innerJoin('client_updates as u', 'u.id', 'd.update_id')
    .leftJoin('addresses as a', 'a.uuid', 'u.address_id')
    .select(['u.id', 'u.title_en', 'u.title_fr', 'u.body_en', 'u.body_fr', 'u.created_at', 'u.address_id'])
    .select('a.address')
    .where('d.user_id', '=', scope.userId)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(CLIENT_UPDATES_MAX)
    .execute();
  const files = await filesOf(
    db,
    rows.map((r) => String(r.id)),
  );
  return {
    data: rows.map((r) => ({
      id: String(r.id),
      ...inLanguage(r, access.lang),
      property:
        r.address_id != null && r.address != null ? { id: String(r.address_id), address: r.address } : null,
      attachments: files.get(String(r.id)) ?? [],
      published_at: toIso(r.created_at),
    })),
  };
}
