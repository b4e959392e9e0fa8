import type { DocumentView } from '@crm/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';

/** The view log's rows `ids` as a contact's timeline shows them: which listing, which document (its
 * title as served), opened or saved, when. */
export async function documentViewsByIds(db: Kysely<DB>, ids: string[]): Promise<DocumentView[]> {
  const rows = await db
    .selectFrom('listing_document_views as v')
    .innerJoin('listings as l', 'l.id', 'v.listing_id')
    .select([
      'v.id',
      'v.at',
      'v.action',
      'v.document_id',
      'v.document_title',
      'l.id as listing_id',
      'l.slug',
      'l.title_en',
      'l.title_fr',
    ])
    .where('v.id', 'in', ids)
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    at: toIso(r.at),
    action: r.action,
    listing: { id: String(r.listing_id), slug: r.slug, title: { en: r.title_en, fr: r.title_fr } },
    document: { id: String(r.document_id), title: r.document_title },
  }));
}
