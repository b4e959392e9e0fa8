// Reading updates back as staff see them: the row, its attachments in order, and how many clients
// it was published to and emailed.
import type { ClientFile, StaffUpdate } from '@crm/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';

export const fileOf = (f: {
  id: string;
  file_name: string;
  content_type: string;
  size: number | string;
}): ClientFile => ({
  id: String(f.id),
  file_name: f.file_name,
  content_type: f.content_type,
  size: Number(f.size),
});

/** The attachments of each update, in their order. */
export async function filesOf(db: Kysely<DB>, updateIds: string[]): Promise<Map<string, ClientFile[]>> {
  const byUpdate = new Map<string, ClientFile[]>();
  if (!updateIds.length) return byUpdate;
  const rows = await db
    .selectFrom('client_update_files')
    .select(['id', 'update_id', 'file_name', 'content_type', 'size'])
    .where('update_id', 'in', updateIds)
    .orderBy('update_id')
    .orderBy('position')
    .execute();
  for (const r of rows) {
    const list = byUpdate.get(String(r.update_id)) ?? [];
    list.push(fileOf(r));
    byUpdate.set(String(r.update_id), list);
  }
  return byUpdate;
}

/** Staff's view of updates, newest first as given. */
export async function staffUpdates(db: Kysely<DB>, ids: string[]): Promise<StaffUpdate[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('client_updates as u')
    .selectAll('u')
    .select((eb) => [
      eb
        .selectFrom('client_update_deliveries as d')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('d.update_id', '=', 'u.id')
        .as('recipients'),
      eb
        .selectFrom('client_update_deliveries as d')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('d.update_id', '=', 'u.id')
        .where('d.emailed_at', 'is not', null)
        .as('emailed'),
    ])
    .where('u.id', 'in', ids)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .execute();
  const files = await filesOf(db, ids);
  return rows.map((u) => ({
    id: String(u.id),
    audience: u.audience,
    entity_id: u.entity_id == null ? null : String(u.entity_id),
    address_id: u.address_id == null ? null : String(u.address_id),
    title: { en: u.title_en, fr: u.title_fr },
    body: { en: u.body_en, fr: u.body_fr },
    attachments: files.get(String(u.id)) ?? [],
    recipients: Number(u.recipients ?? 0),
    emailed: Number(u.emailed ?? 0),
    published_at: toIso(u.created_at),
  }));
}
