// A building's yearly figures (issue 26, ADR 0040) as stored in `property_figures`: read by
// GET …/figures and by `…/complete` (the latest years), written by put-figure.ts and
// delete-figure.ts.
import type { PropertyFigure } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import { numberOrNull, type Row, toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

export const figureFromRow = (row: Row<'property_figures'>): PropertyFigure => ({
  year: Number(row.year),
  noi: numberOrNull(row.noi),
  opex: numberOrNull(row.opex),
  taxes: numberOrNull(row.taxes),
  created_at: toIso(row.created_at),
  updated_at: toIso(row.updated_at),
});

/** The amounts of a year as its audit entry holds them, or null for a year not stored. */
export const figureAmounts = (figure: PropertyFigure | undefined) =>
  figure ? { noi: figure.noi, opex: figure.opex, taxes: figure.taxes } : null;

/** The audit field of a year's figures: the address's entry says `figures.2025` changed. */
export const figureField = (year: number) => `figures.${year}`;

/** The address's stored year, if any. */
export async function findFigure(db: Db, addressId: string, year: number) {
  const row = await db
    .selectFrom('property_figures')
    .selectAll()
    .where('address_id', '=', addressId)
    .where('year', '=', year)
    .executeTakeFirst();
  return row && figureFromRow(row);
}
