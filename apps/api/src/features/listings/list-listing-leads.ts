import type { LeadLevelList } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { toIso } from '../../db/rows.js';
import { findListingId } from './listing-document-rows.js';

/** GET /listings/{id}/leads: every contact with a level on the listing, approved first, then by
 * name. */
export async function listListingLeads(database: Database, rawId: string): Promise<LeadLevelList> {
  const listingId = await findListingId(database.db, rawId);
  const rows = await database.db
    .selectFrom('listing_leads as l')
    .innerJoin('entities as e', 'e.uuid', 'l.entity_id')
    .select(['l.entity_id', 'e.name', 'l.level', 'l.updated_at', 'l.updated_by'])
    .where('l.listing_id', '=', listingId)
    .orderBy('l.level', 'desc')
    .orderBy('e.name')
    .execute();
  return {
    data: rows.map((r) => ({ ...r, entity_id: String(r.entity_id), updated_at: toIso(r.updated_at) })),
  };
}
