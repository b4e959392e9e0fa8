// The filters a deals list and a board share, on `deals d` joined to `addresses a` (its property).
import { searchText } from '@crm/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { rankHead } from '../../db/search.js';

export interface DealFilters {
  owner_id?: string | undefined;
  city?: string | undefined;
  address_id?: string | undefined;
  entity_id?: string | undefined;
}

export function dealConditions(database: Database, f: DealFilters): RawBuilder<boolean>[] {
  const where: RawBuilder<boolean>[] = [];
  if (f.owner_id) where.push(sql`d.owner_id = ${f.owner_id}`);
  // The property's own city: the head of its search_city, the key the address search compares.
  if (f.city) where.push(sql`${rankHead(database, 'search_city', 'a')} = ${searchText(f.city)}`);
  // A building's deals are its own and its spaces'.
  if (f.address_id)
    where.push(sql`(d.address_id = ${f.address_id}
      OR d.address_id IN (SELECT s.uuid FROM addresses s WHERE s.parent_address_id = ${f.address_id}))`);
  if (f.entity_id)
    where.push(
      sql`EXISTS (SELECT 1 FROM deal_parties dp WHERE dp.deal_id = d.id AND dp.entity_id = ${f.entity_id})`,
    );
  return where;
}

/** The conditions joined by AND (TRUE for none). */
export const allOf = (where: RawBuilder<boolean>[]) =>
  (where.length === 0 ? sql<boolean>`1 = 1` : sql.join(where, sql` AND `)) as RawBuilder<boolean>;

/** Cards and lists: by expected close, undated last, then name and id (stable pages). A stored
 * position per card (drag to reorder) was left out: the order says when a deal should close, which
 * is what a broker scans a column for, and needs no write when deals come and go. */
export const DEAL_ORDER = sql`d.expected_close_on IS NULL, d.expected_close_on, d.name, d.id`;
