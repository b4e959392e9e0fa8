import { type AddressQuery, searchText } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { addressFromRow } from '../../db/rows.js';
import { type SearchFilters, searchRows } from '../../db/search.js';

/** What an address search matches (…/query and …/export): address text, city (any of the merged
 * city fields), postal code (spaces ignored: "h3g1p1" finds "H3G 1P1") and country ("usa",
 * "United States", "US"). */
export const addressFilters = (q: Omit<AddressQuery, 'limit' | 'offset'>): SearchFilters<'addresses'> => ({
  table: 'addresses',
  text: {
    search_address: q.address && searchText(q.address),
    search_city: q.city && searchText(q.city),
    search_postal: q.postal_code && searchText(q.postal_code).replace(/\s+/g, ''),
    search_country: q.country && searchText(q.country),
  },
  min: { n_linked_entities: q.min_entities },
});

/** GET /addresses/query. */
export async function queryAddresses(database: Database, q: AddressQuery) {
  const rows = await searchRows(database, { ...addressFilters(q), limit: q.limit, offset: q.offset });
  return { data: rows.map(addressFromRow), offset: q.offset };
}
