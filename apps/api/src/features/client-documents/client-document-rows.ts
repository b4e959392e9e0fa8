// Shared documents as staff read them: the row, its property, and who downloaded it when.
import type { StaffClientDocument } from '@crm/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';

export async function staffDocuments(db: Kysely<DB>, ids: string[]): Promise<StaffClientDocument[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('client_documents as d')
    .leftJoin('addresses as a', 'a.uuid', 'd.address_id')
    .selectAll('d')
    .select('a.address')
    .where('d.id', 'in', ids)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  const downloads = await db
    .selectFrom('client_document_downloads as l')
    .innerJoin('user as u', 'u.id', 'l.user_id')
    .select(['l.document_id', 'l.user_id', 'u.name', 'u.email', 'l.ip', 'l.user_agent', 'l.at'])
    .where('l.document_id', 'in', ids)
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map((d) => ({
    id: String(d.id),
    title: d.title,
    file_name: d.file_name,
    content_type: d.content_type,
    size: Number(d.size),
    entity_id: d.entity_id == null ? null : String(d.entity_id),
    property:
      d.address_id != null && d.address != null ? { id: String(d.address_id), address: d.address } : null,
    shared_at: toIso(d.created_at),
    downloads: downloads
      .filter((l) => String(l.document_id) === String(d.id))
      .map((l) => ({
        user_id: l.user_id,
        name: l.name,
        email: l.email,
        ip: l.ip,
        user_agent: l.user_agent,
        at: toIso(l.at),
      })),
  }));
}
