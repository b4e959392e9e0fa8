import { type AddressQuery, searchText } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { addressFromRow } from '../../db/rows.js';
import { searchRows } from '../../db/search.js';

/** GET /addresses/query: address text, city (any of the merged city fields), postal code
 * (spaces ignored: "h3g1p1" finds "H3G 1P1") and country ("usa", "United States", "US"). */
export async function queryAddresses(database: Database, q: AddressQuery) {
  const rows = await searchRows(database, {
    table: 'addresses',
    text: {
      search_address: q.address && searchText(q.address),
      search_city: q.city && searchText(q.city),
      search_postal: q.postal_code && searchText(q.postal_code).replace(/\s+/g, ''),
      search_country: q.country && searchText(q.country),
    },
    min: { n_linked_entities: q.min_entities },
    limit: q.limit,
    offset: q.offset,
  });
  return { data: rows.map(addressFromRow), offset: q.offset };
}
