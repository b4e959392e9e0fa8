import type { ListingPhotoList } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { findRecordRow } from '../../shared/find-record.js';
import { listingSpec } from './listing-spec.js';
import { photoOf, photoRows } from './photo-rows.js';

/** GET /listings/{id}/photos (staff): every photo in its order on the page; 404 for an unknown
 * listing. */
export async function listListingPhotos(database: Database, listingId: string): Promise<ListingPhotoList> {
  const listing = await findRecordRow(database.db, listingSpec, listingId);
  const rows = await photoRows(database.db, String(listing.id));
  return { data: rows.map((row) => photoOf(row, listing.slug)) };
}
