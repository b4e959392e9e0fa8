import type { ListingPage, ListingQuery } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { listingFromJoined, selectListings } from './read-listings.js';

/** GET /listings (staff): newest first, of a status when asked, a page at a time. */
export async function queryListings(database: Database, q: ListingQuery): Promise<ListingPage> {
  let query = selectListings(database.db);
  if (q.status) query = query.where('l.status', '=', q.status);
  const rows = await query
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  return { data: rows.map((r) => listingFromJoined(r)), offset: q.offset };
}
