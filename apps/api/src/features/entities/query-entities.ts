import { type EntityQuery, searchText } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { entityFromRow } from '../../db/rows.js';
import { type SearchFilters, searchRows } from '../../db/search.js';
import type { Actor } from '../../shared/audit.js';
import { contactConditions, resolveMyContacts } from './contact-filters.js';

/** What a contact search matches (…/query and …/export): `name` matches name, alt_name, nickname
 * and company_name; the filters of issue 25 narrow it (contact-filters.ts). `representative_id=me`
 * is resolved from the actor here. */
export async function entityFilters(
  database: Database,
  query: Omit<EntityQuery, 'limit' | 'offset'>,
  actor: Actor,
): Promise<SearchFilters<'entities'>> {
  const q = resolveMyContacts(query, actor);
  return {
    table: 'entities',
    text: { search: q.name && searchText(q.name) },
    min: {
      n_linked_addresses: q.min_addresses,
      n_linked_emails: Math.max(q.min_emails ?? 0, q.has_email ? 1 : 0),
      n_linked_numbers: Math.max(q.min_numbers ?? 0, q.has_phone ? 1 : 0),
      n_linked_entities: q.min_entities,
    },
    where: await contactConditions(database, q),
  };
}

/** GET /entities/query. */
export async function queryEntities(database: Database, q: EntityQuery, actor: Actor) {
  const filters = await entityFilters(database, q, actor);
  const rows = await searchRows(database, { ...filters, limit: q.limit, offset: q.offset });
  return { data: rows.map(entityFromRow), offset: q.offset };
}
