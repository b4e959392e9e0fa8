import type { ListingDocumentList } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { documentFromRow, findListingId } from './listing-document-rows.js';

/** GET /listings/{id}/documents (staff): every document of the listing, in its order. */
export async function listListingDocuments(database: Database, rawId: string): Promise<ListingDocumentList> {
  const listingId = await findListingId(database.db, rawId);
  const rows = await database.db
    .selectFrom('listing_documents')
    .selectAll()
    .where('listing_id', '=', listingId)
    .orderBy('position')
    .execute();
  return { data: rows.map(documentFromRow) };
}
