import type { PropertyFigureList } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { findRecordRow } from '../../shared/find-record.js';
import { addressSpec } from './address-spec.js';
import { figureFromRow } from './property-figures.js';

/** GET /addresses/{id}/figures: every year entered, oldest first; 404 for no address. */
export async function listFigures(database: Database, id: string): Promise<PropertyFigureList> {
  const { db } = database;
  const address = await findRecordRow(db, addressSpec, id);
  const rows = await db
    .selectFrom('property_figures')
    .selectAll()
    .where('address_id', '=', String(address.uuid))
    .orderBy('year')
    .execute();
  return { data: rows.map(figureFromRow) };
}
