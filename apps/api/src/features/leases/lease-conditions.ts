// Conditions on `leases l` for GET /leases and the "leases expiring" lists (ADR 0043): status, an
// end-day window, and the leased property's city (the lease's own city key, migration 0031), use
// and size (LeasedPropertyFilters).
import { type LeasedPropertyFilters, type LeaseStatus, searchText } from '@crm/shared';
import { type RawBuilder, sql } from 'kysely';

export interface LeaseFilters extends LeasedPropertyFilters {
  status?: LeaseStatus | undefined;
  /** Ending on or after this day. */
  end_from?: string | undefined;
  /** Ending before this day. */
  end_before?: string | undefined;
}

/** The leased area as the API answers it (leased_sqft): area_sqft, else its spaces' rba summed
 * (null when none has one, and then no size bound holds). */
const leasedArea = sql`COALESCE(l.area_sqft, (SELECT SUM(sa.rba) FROM lease_spaces sls
  JOIN addresses sa ON sa.uuid = sls.address_id WHERE sls.lease_id = l.id))`;

/** The conditions on `leases l`. The city is the lease's own key (its spaces' city, kept by
 * migration 0031's triggers), read with the status and end window from leases_city_expiring. */
export function leaseConditions(f: LeaseFilters): RawBuilder<boolean>[] {
  const where: RawBuilder<boolean>[] = [];
  if (f.city) where.push(sql`l.city_key = ${searchText(f.city)}`);
  if (f.status) where.push(sql`l.status = ${f.status}`);
  if (f.end_from) where.push(sql`l.end_on >= ${f.end_from}`);
  if (f.end_before) where.push(sql`l.end_on < ${f.end_before}`);
  if (f.use)
    where.push(sql`EXISTS (SELECT 1 FROM lease_spaces uls JOIN addresses ua ON ua.uuid = uls.address_id
      WHERE uls.lease_id = l.id AND ua.space_use = ${f.use})`);
  if (f.min_sqft !== undefined) where.push(sql`${leasedArea} >= ${f.min_sqft}`);
  if (f.max_sqft !== undefined) where.push(sql`${leasedArea} <= ${f.max_sqft}`);
  return where;
}
