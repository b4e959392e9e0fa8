import {
  type EntityMatch,
  type EntityMatchPage,
  type EntityMatchQuery,
  type Requirement,
  searchText,
} from '@crm/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { findRecordRow } from '../../shared/find-record.js';
import { entitySpec } from '../entities/entity-spec.js';
import { matchReasons } from './match-reasons.js';
import {
  OFFER_OF_DEAL,
  type OfferRow,
  offerColumns,
  offeredAs,
  offerFromRow,
  offerValues,
} from './offers.js';
import { requirementFromRow } from './requirement-spec.js';

/** The offers fitting one requirement, oldest address first, one more than shown (to tell `more`).
 * Driven by the offer indexes: status (or for_sale) and, when the requirement names cities, the
 * city; the type, size and ceiling are checked on those rows. */
function fitsQuery(database: Database, r: Requirement, shown: number) {
  const { offer, basis } = OFFER_OF_DEAL[r.deal];
  const v = offerValues(database);
  const where: RawBuilder<unknown>[] = [offeredAs(database, offer)];
  if (r.cities.length > 0)
    where.push(sql`${v.city} IN (${sql.join([...new Set(r.cities.map(searchText))])})`);
  if (r.property_types.length > 0) where.push(sql`${v.type} IN (${sql.join(r.property_types)})`);
  if (r.min_sqft != null) where.push(sql`${v.sqft} >= ${r.min_sqft}`);
  if (r.max_sqft != null) where.push(sql`${v.sqft} <= ${r.max_sqft}`);
  if (r.price_max != null && r.price_basis === basis)
    where.push(
      sql`${offer === 'lease' ? sql`a.asking_rent_sqft_year` : sql`a.asking_price`} <= ${r.price_max}`,
    );
  return sql<OfferRow>`SELECT ${offerColumns(database, offer)}
    FROM addresses a LEFT JOIN addresses p ON p.uuid = a.parent_address_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY a.seq LIMIT ${shown + 1}`.compile(database.db);
}

/** GET /entities/{id}/matches, what fits: a page of the contact's requirements (oldest first), each
 * with up to `per_requirement` offers fitting it and why. 404 for no contact. */
export async function matchEntity(
  database: Database,
  id: string,
  q: EntityMatchQuery,
): Promise<EntityMatchPage> {
  const { db } = database;
  const entity = await findRecordRow(db, entitySpec, id);
  const rows = await db
    .selectFrom('requirements')
    .selectAll()
    .where('entity_id', '=', String(entity.uuid))
    .orderBy('id')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const requirements = rows.map(requirementFromRow);
  const fits =
    requirements.length === 0
      ? []
      : await database.read<OfferRow>(requirements.map((r) => fitsQuery(database, r, q.per_requirement)));
  const data: EntityMatch[] = requirements.map((requirement, i) => {
    const found = (fits[i] ?? []).map(offerFromRow);
    const shown = found.slice(0, q.per_requirement).flatMap((offer) => {
      // The SQL above and these rules say the same; a row they disagree on is never shown as a fit.
      const why = matchReasons(requirement, offer);
      return why ? [{ offer, why }] : [];
    });
    return { requirement, fits: shown, more: found.length > q.per_requirement };
  });
  return { data, offset: q.offset };
}
