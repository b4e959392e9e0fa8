// Conditions on `leases l` for GET /leases and the "leases expiring" lists (ADR 0043): status, an
// end-day window, and the leased property's city, use and size (LeasedPropertyFilters).
import { type LeasedPropertyFilters, type LeaseStatus, searchText } from '@crm/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { rankHead } from '../../db/search.js';
import { readRecordCount } from '../../shared/counters.js';

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

const cityOf = (database: Database, alias: string, city: string) =>
  sql<boolean>`${rankHead(database, 'search_city', alias)} = ${searchText(city)}`;

/** Everything but the city. With `cityLeads`, SQLite is kept off leases_expiring by a unary + on
 * the status (it would walk the window and probe the city per lease, as it did for comps, ADR
 * 0041); PostgreSQL is left to its planner. */
function ownConditions(database: Database, f: LeaseFilters, cityLeads = false): RawBuilder<boolean>[] {
  const where: RawBuilder<boolean>[] = [];
  const unindexed = cityLeads && database.dialect === 'sqlite';
  if (f.status) where.push(unindexed ? sql`+l.status = ${f.status}` : sql`l.status = ${f.status}`);
  if (f.end_from) where.push(sql`l.end_on >= ${f.end_from}`);
  if (f.end_before) where.push(sql`l.end_on < ${f.end_before}`);
  if (f.use)
    where.push(sql`EXISTS (SELECT 1 FROM lease_spaces uls JOIN addresses ua ON ua.uuid = uls.address_id
      WHERE uls.lease_id = l.id AND ua.space_use = ${f.use})`);
  if (f.min_sqft !== undefined) where.push(sql`${leasedArea} >= ${f.min_sqft}`);
  if (f.max_sqft !== undefined) where.push(sql`${leasedArea} <= ${f.max_sqft}`);
  return where;
}

/** The conditions for a set of leases (a list's tenants: every match is read): a city's leases
 * come from its addresses (migration 0010's index on the head of search_city, then lease_spaces
 * by address). */
export function leaseConditions(database: Database, f: LeaseFilters): RawBuilder<boolean>[] {
  const where = ownConditions(database, f, !!f.city);
  if (f.city)
    where.push(sql`l.id IN (SELECT cls.lease_id FROM addresses ca
      JOIN lease_spaces cls ON cls.address_id = ca.uuid WHERE ${cityOf(database, 'ca', f.city)})`);
  return where;
}

/** How much dearer a lease walked in end order (its row, its spaces, their city) is than a lease
 * read from its city: measured at 400,000 leases on SQLite (ADR 0043). */
const WALK_COST = 5;

/** The conditions for a page of leases in end order (GET /leases). With a city, two plans: read
 * the city's leases (cost: as many as it has) or walk the window in end order checking each
 * lease's city until the page is full (cost: the page over the city's share of leases). Neither
 * planner weighs them well (PostgreSQL's LIMIT optimism walked a whole year of 38,000 leases for a
 * city with none), so the city's leases are read first, up to the count past which walking is
 * cheaper; found all, the page reads them by id, else it walks. */
export async function pageLeaseConditions(
  database: Database,
  f: LeaseFilters,
  page: { limit: number; offset: number },
  /** The count past which the page walks (tests set it to see both plans). */
  walkFrom?: number,
): Promise<RawBuilder<boolean>[]> {
  if (!f.city) return ownConditions(database, f);
  const total = await readRecordCount(database.db, 'leases');
  const bound =
    walkFrom ?? Math.max(100, Math.ceil(Math.sqrt((page.offset + page.limit) * total * WALK_COST)));
  // PostgreSQL would hash-join the whole of lease_spaces: a LATERAL kept apart (OFFSET 0) probes
  // lease_spaces_other per address instead. SQLite does that by itself (and has no LATERAL).
  const spaces =
    database.dialect === 'postgres'
      ? sql`CROSS JOIN LATERAL (SELECT s.lease_id FROM lease_spaces s WHERE s.address_id = ca.uuid OFFSET 0) cls`
      : sql`JOIN lease_spaces cls ON cls.address_id = ca.uuid`;
  const { rows } = await sql<{ lease_id: string }>`SELECT cls.lease_id FROM addresses ca ${spaces}
    WHERE ${cityOf(database, 'ca', f.city)} LIMIT ${bound}`.execute(database.db);
  if (rows.length >= bound)
    return [
      ...ownConditions(database, f),
      sql`EXISTS (SELECT 1 FROM lease_spaces cls JOIN addresses ca ON ca.uuid = cls.address_id
        WHERE cls.lease_id = l.id AND ${cityOf(database, 'ca', f.city)})`,
    ];
  const ids = [...new Set(rows.map((r) => String(r.lease_id)))];
  if (ids.length === 0) return [sql`1 = 0`];
  return [
    ...ownConditions(database, f, true),
    database.dialect === 'postgres'
      ? sql`l.id = ANY(${ids}::uuid[])`
      : sql`l.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
  ];
}
