// A dynamic list's members are the contact search of its filters (features/entities: the same
// filters, ranking and paging as GET /entities/query), narrowed further when asked.
import { type ContactList, type ListFilters, MY_CONTACTS } from '@crm/shared';
import type { RawBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Row } from '../../db/rows.js';
import { searchRows } from '../../db/search.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, userIdOf } from '../../shared/audit.js';
import { entityFilters } from '../entities/query-entities.js';

/** Filters as stored: `representative_id: "me"` becomes the owner's id (a list made with an API
 * key has no owner: 400, as the contact search answers). */
export function storedFilters(filters: ListFilters, actor: Actor): ListFilters {
  if (filters.representative_id !== MY_CONTACTS) return filters;
  const owner = userIdOf(actor);
  if (owner === null)
    throw new AppError(400, 'validation', 'val.representativeMe', 'filters.representative_id');
  return { ...filters, representative_id: owner };
}

/** A page of a dynamic list's members, in the contact search's order. */
export async function dynamicMembers(
  database: Database,
  list: Pick<ContactList, 'filters' | 'owner_id'>,
  page: { limit: number; offset: number },
  where: RawBuilder<unknown>[] = [],
): Promise<Row<'entities'>[]> {
  const f = list.filters ?? {};
  const query = {
    name: f.name,
    roles: f.roles,
    user_types: f.user_types,
    city: f.city,
    province: f.province,
    representative_id: f.representative_id,
    has_email: f.has_email,
    has_phone: f.has_phone,
  };
  // `me` was resolved when the list was saved: the actor names no one here.
  const filters = await entityFilters(database, query, 'list');
  return searchRows(database, { ...filters, where: [...(filters.where ?? []), ...where], ...page });
}
