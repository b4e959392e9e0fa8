import { type EntityQuery, searchText } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { entityFromRow } from '../../db/rows.js';
import { type SearchFilters, searchRows } from '../../db/search.js';

/** What a contact search matches (…/query and …/export): `name` matches name, alt_name, nickname
 * and company_name. */
export const entityFilters = (q: Omit<EntityQuery, 'limit' | 'offset'>): SearchFilters<'entities'> => ({
  table: 'entities',
  text: { search: q.name && searchText(q.name) },
  min: {
    n_linked_addresses: q.min_addresses,
    n_linked_emails: q.min_emails,
    n_linked_numbers: q.min_numbers,
    n_linked_entities: q.min_entities,
  },
});

/** GET /entities/query. */
export async function queryEntities(database: Database, q: EntityQuery) {
  const rows = await searchRows(database, { ...entityFilters(q), limit: q.limit, offset: q.offset });
  return { data: rows.map(entityFromRow), offset: q.offset };
}
