import type { AddressMatch, AddressMatchPage, AddressMatchQuery } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Row } from '../../db/rows.js';
import { notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';
import { matchReasons } from './match-reasons.js';
import { OFFER_OF_DEAL, type OfferRow, offerColumns, offeredAs, offerFromRow } from './offers.js';
import { requirementFromRow } from './requirement-spec.js';
import { ANY_TYPE } from './requirement-types.js';

type MatchRow = Row<'requirements'> & OfferRow & { entity_name: string };

/** GET /addresses/{id}/matches, who wants this: the requirements fitting the address's offers (a
 * building: itself and its spaces; a space: itself), one item a requirement and offer, by
 * requirement (oldest first) then offer. The offers are the few addresses of one building; each
 * finds its requirements by deal and type through `requirement_types` (its type or '*'), the
 * city, size and ceiling checked on those rows. 404 for no address. */
export async function matchAddress(
  database: Database,
  id: string,
  q: AddressMatchQuery,
): Promise<AddressMatchPage> {
  const { db } = database;
  const uuid = uuidKey(id);
  const found = uuid
    ? await db.selectFrom('addresses').select('uuid').where('uuid', '=', uuid).executeTakeFirst()
    : undefined;
  if (!uuid || !found) throw notFound('lookup.address');
  // The address itself and its spaces, each arm on one index. Not `uuid = ? OR parent = ?`:
  // SQLite 3.51 then reads both through a MULTI-INDEX OR and reuses the area's correlated
  // subquery across its branches, answering one row's area for another's (matches.test.ts).
  const arms = [sql`a.uuid = ${uuid}`, sql`a.parent_address_id = ${uuid}`];
  const offers = (['lease', 'sale'] as const).flatMap((kind) =>
    arms.map(
      (which) => sql`SELECT ${offerColumns(database, kind)},
          ${sql.lit(kind === 'lease' ? 'lease' : 'buy')} AS deal,
          ${sql.lit(kind === 'lease' ? OFFER_OF_DEAL.lease.basis : OFFER_OF_DEAL.buy.basis)} AS basis,
          ${kind === 'lease' ? sql`a.asking_rent_sqft_year` : sql`a.asking_price`} AS asked
        FROM addresses a LEFT JOIN addresses p ON p.uuid = a.parent_address_id
        WHERE ${which} AND ${offeredAs(database, kind)}`,
    ),
  );
  const quoted =
    database.dialect === 'postgres'
      ? sql`strpos(r.search_cities, to_json(o.city)::text)`
      : sql`instr(r.search_cities, json_quote(o.city))`;
  const { rows } = await sql<MatchRow>`
    WITH o AS (${sql.join(offers, sql` UNION ALL `)})
    SELECT r.*, e.name AS entity_name, o.address_id, o.address, o.building_id, o.offer,
           o.property_type, o.city, o.sqft, o.asking_rent_sqft_year, o.asking_price, o.seq
      FROM o
      JOIN requirement_types t ON t.property_type IN (o.property_type, ${ANY_TYPE})
      JOIN requirements r ON r.id = t.requirement_id AND r.deal = o.deal
      JOIN entities e ON e.uuid = r.entity_id
     WHERE (r.search_cities = '[]' OR ${quoted} > 0)
       AND (r.min_sqft IS NULL OR o.sqft >= r.min_sqft)
       AND (r.max_sqft IS NULL OR o.sqft <= r.max_sqft)
       AND (r.price_max IS NULL OR r.price_basis <> o.basis OR o.asked <= r.price_max)
     ORDER BY r.id, o.seq, o.offer
     LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db);
  const data: AddressMatch[] = [];
  for (const row of rows) {
    const {
      entity_name,
      address_id,
      address,
      building_id,
      offer,
      property_type,
      city,
      sqft,
      asking_rent_sqft_year,
      asking_price,
      seq,
      ...own
    } = row;
    const requirement = requirementFromRow(own);
    const matched = offerFromRow(row);
    // The SQL above and these rules say the same; a row they disagree on is never shown as a fit.
    const why = matchReasons(requirement, matched);
    if (why)
      data.push({
        requirement,
        entity: { uuid: requirement.entity_id, name: entity_name },
        offer: matched,
        why,
      });
  }
  return { data, offset: q.offset };
}
