// A dynamic list's members are the contact search of its filters (features/entities: the same
// filters, ranking and paging as GET /entities/query), narrowed further when asked; its lease
// filters keep the tenants of the active leases they find (ADR 0043).
import { type ContactList, LEASE_FILTERS, type ListFilters, MY_CONTACTS } from '@crm/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Row } from '../../db/rows.js';
import { searchRows } from '../../db/search.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, userIdOf } from '../../shared/audit.js';
import { addDays, addMonths, dayIn } from '../../shared/days.js';
import { entityFilters } from '../entities/query-entities.js';
import { leaseConditions } from '../leases/lease-conditions.js';

/** Filters as stored: `representative_id: "me"` becomes the owner's id (a list made with an API
 * key has no owner: 400, as the contact search answers). */
export function storedFilters(filters: ListFilters, actor: Actor): ListFilters {
  if (filters.representative_id !== MY_CONTACTS) return filters;
  const owner = userIdOf(actor);
  if (owner === null)
    throw new AppError(400, 'validation', 'val.representativeMe', 'filters.representative_id');
  return { ...filters, representative_id: owner };
}

/** With a lease filter, the contact is the tenant of an active lease not yet over (ending today in
 * `timeZone` or later) that matches every lease filter given: ending within the next N months
 * (that day included), a leased space in the city and of the use, its leased area in the range. */
function tenantCondition(
  f: NonNullable<ContactList['filters']>,
  timeZone: string,
): RawBuilder<unknown> | undefined {
  if (!LEASE_FILTERS.some((name) => f[name] !== undefined)) return undefined;
  const today = dayIn(timeZone);
  const months = f.lease_expiring_months;
  const leases = leaseConditions({
    status: 'active',
    end_from: today,
    end_before: months ? addDays(addMonths(today, months), 1) : undefined,
    city: f.lease_city,
    use: f.lease_use,
    min_sqft: f.lease_min_sqft,
    max_sqft: f.lease_max_sqft,
  });
  return sql`t.uuid IN (SELECT l.tenant_id FROM leases l WHERE ${sql.join(leases, sql` AND `)})`;
}

/** A page of a dynamic list's members, in the contact search's order. `timeZone` says which day is
 * today for the lease filters. */
export async function dynamicMembers(
  database: Database,
  list: Pick<ContactList, 'filters' | 'owner_id'>,
  page: { limit: number; offset: number },
  timeZone: string,
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
  const tenant = tenantCondition(f, timeZone);
  return searchRows(database, {
    ...filters,
    where: [...(filters.where ?? []), ...(tenant ? [tenant] : []), ...where],
    ...page,
  });
}
