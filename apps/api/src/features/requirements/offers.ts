// What is on offer, as the matching reads it (issue 26, ADR 0040): an address whose space_status is
// available or vacant is offered for lease; one with for_sale true is offered for sale (it may be
// both). Each offer is read with the values a requirement is matched on:
// - its type: its space_use, else its property_type, else its building's, lowercased (the free-text
//   "Industrial" reads as the requirements' `industrial`; any other word matches no named type);
// - its city: the first line of search_city, through the very expression the rank index (0010) and
//   the offer indexes (0029) are written with, so a city or a status is an index read;
// - its area: its rba, a building's the sum of its spaces' when one has one (as `…/complete`);
// - its asking rent (per sq ft a year) for lease, its asking price for sale.
import { type Offer, type OfferKind, PROPERTY_TYPES, type PropertyType } from '@crm/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { numberOrNull } from '../../db/rows.js';
import { rankHead } from '../../db/search.js';

/** What a requirement's deal is matched against, and what its ceiling then is. */
export const OFFER_OF_DEAL = {
  lease: { offer: 'lease', basis: 'rent' },
  buy: { offer: 'sale', basis: 'price' },
} as const satisfies Record<string, { offer: OfferKind; basis: string }>;

/** The statuses of a space on offer for lease. */
export const OFFERED_STATUSES = ['available', 'vacant'] as const;

/** An offer's row as selected by `offerColumns`. */
export interface OfferRow {
  address_id: string;
  address: string;
  building_id: string;
  offer: OfferKind;
  property_type: string | null;
  city: string;
  sqft: number | string | null;
  asking_rent_sqft_year: number | null;
  asking_price: number | null;
  seq: number | string;
}

/** The expressions of an offer's matched values over `addresses a LEFT JOIN addresses p` (its
 * building). */
export function offerValues(database: Database) {
  const word = (column: string) => sql`nullif(lower(trim(${sql.ref(column)})), '')`;
  return {
    type: sql<string | null>`coalesce(a.space_use, ${word('a.property_type')}, ${word('p.property_type')})`,
    city: rankHead(database, 'search_city', 'a') as RawBuilder<string>,
    sqft: sql<
      number | null
    >`coalesce((SELECT sum(s.rba) FROM addresses s WHERE s.parent_address_id = a.uuid), a.rba)`,
  };
}

/** Whether `a` is on offer as `kind`. */
export function offeredAs(database: Database, kind: OfferKind): RawBuilder<boolean> {
  if (kind === 'lease')
    return sql<boolean>`a.space_status IN (${sql.join(OFFERED_STATUSES.map((s) => sql.lit(s)))})`;
  return sql<boolean>`a.for_sale = ${database.dialect === 'postgres' ? true : 1}`;
}

/** The offer's columns (OfferRow) as `kind`. */
export function offerColumns(database: Database, kind: OfferKind): RawBuilder<unknown> {
  const v = offerValues(database);
  return sql`a.uuid AS address_id, a.address, coalesce(a.parent_address_id, a.uuid) AS building_id,
    ${sql.lit(kind)} AS offer, ${v.type} AS property_type, ${v.city} AS city, ${v.sqft} AS sqft,
    a.asking_rent_sqft_year, a.asking_price, a.seq`;
}

const isPropertyType = (v: string | null): v is PropertyType => PROPERTY_TYPES.some((t) => t === v);

export function offerFromRow(row: OfferRow): Offer {
  return {
    address_id: String(row.address_id),
    address: row.address,
    building_id: String(row.building_id),
    offer: row.offer,
    property_type: isPropertyType(row.property_type) ? row.property_type : null,
    city: row.city || null,
    sqft: numberOrNull(row.sqft),
    asking_rent_sqft_year: numberOrNull(row.asking_rent_sqft_year),
    asking_price: numberOrNull(row.asking_price),
  };
}
