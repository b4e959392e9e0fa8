// Conditions on `leases l` for GET /leases and the "leases expiring" lists (ADR 0043): status, an
// end-day window, and the leased property's city, use and size (LeasedPropertyFilters).
import { type LeasedPropertyFilters, type LeaseStatus, searchText } from '@crm/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { rankHead } from '../../db/search.js';

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

export function leaseConditions(database: Database, f: LeaseFilters): RawBuilder<boolean>[] {
  // The city is the rarer condition: its addresses are read through migration 0010's index on the
  // head of search_city, then their leases through lease_spaces (address_id, lease_id). SQLite
  // would rather walk leases_expiring (status, end_on) and probe the city per lease, as it did
  // for comps (ADR 0041): a unary + takes the status off that index, so it drives from the city.
  // PostgreSQL weighs both plans from its statistics.
  const byCity = database.dialect === 'sqlite' && f.city;
  const where: RawBuilder<boolean>[] = [];
  if (f.status) where.push(byCity ? sql`+l.status = ${f.status}` : sql`l.status = ${f.status}`);
  if (f.end_from) where.push(sql`l.end_on >= ${f.end_from}`);
  if (f.end_before) where.push(sql`l.end_on < ${f.end_before}`);
  if (f.city)
    where.push(sql`l.id IN (SELECT cls.lease_id FROM addresses ca
      JOIN lease_spaces cls ON cls.address_id = ca.uuid
      WHERE ${rankHead(database, 'search_city', 'ca')} = ${searchText(f.city)})`);
  if (f.use)
    where.push(sql`EXISTS (SELECT 1 FROM lease_spaces uls JOIN addresses ua ON ua.uuid = uls.address_id
      WHERE uls.lease_id = l.id AND ua.space_use = ${f.use})`);
  if (f.min_sqft !== undefined) where.push(sql`${leasedArea} >= ${f.min_sqft}`);
  if (f.max_sqft !== undefined) where.push(sql`${leasedArea} <= ${f.max_sqft}`);
  return where;
}
