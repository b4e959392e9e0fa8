import { type AddressComplete, FIGURES_SHOWN, type Space } from '@crm/shared';
import { type Database, readQueries } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { dayIn } from '../../shared/days.js';
import type { Versioned } from '../../shared/update-record.js';
import { LINKS_SHOWN } from '../entities/get-entity-complete.js';
import { buildingRentRoll } from '../leases/rent-roll.js';
import { addressSpec } from './address-spec.js';
import { figureFromRow } from './property-figures.js';

/** The address with its linked contacts, its spaces or its building (ADR 0040), its latest yearly
 * figures and its version (the ETag: a space or a figure written raises it). A building with an
 * active lease in effect today (in `timeZone`) answers its rent roll's occupancy as `pct_leased`. */
export async function getAddressComplete(
  database: Database,
  id: string,
  timeZone: string,
): Promise<Versioned<AddressComplete>> {
  const uuid = addressSpec.lookupKey(id);
  if (!uuid) throw notFound(addressSpec.missing);
  const { db } = database;
  const today = dayIn(timeZone);
  const [records, entities, spaces, area, parents, figures, leased] = await readQueries(database, [
    db.selectFrom('addresses').selectAll().where('uuid', '=', uuid).compile(),
    db
      .selectFrom('addresses_entities as l')
      .innerJoin('entities as e', 'e.uuid', 'l.entity_id')
      .select(['l.entity_id', 'e.name', 'l.role'])
      .where('l.address_id', '=', uuid)
      .orderBy('l.created_at')
      .limit(LINKS_SHOWN)
      .compile(),
    db
      .selectFrom('addresses')
      .select([
        'uuid',
        'address',
        'subpremise',
        'floor',
        'rba',
        'space_use',
        'space_status',
        'asking_rent_sqft_year',
      ])
      .where('parent_address_id', '=', uuid)
      // Which spaces are shown past the cap is the database's order; how they read is byFloor's.
      .orderBy('floor')
      .orderBy('subpremise')
      .orderBy('uuid')
      .limit(LINKS_SHOWN)
      .compile(),
    // Over every space, not only those shown.
    db
      .selectFrom('addresses')
      .select((eb) => [
        eb.fn.sum<number | string | null>('rba').as('total'),
        eb.fn.count<number>('rba').as('n'),
      ])
      .where('parent_address_id', '=', uuid)
      .compile(),
    db
      .selectFrom('addresses as a')
      .innerJoin('addresses as p', 'p.uuid', 'a.parent_address_id')
      .select(['p.uuid', 'p.address'])
      .where('a.uuid', '=', uuid)
      .compile(),
    db
      .selectFrom('property_figures')
      .selectAll()
      .where('address_id', '=', uuid)
      .orderBy('year', 'desc')
      .limit(FIGURES_SHOWN)
      .compile(),
    // Whether the rent roll is worth reading: an active lease in effect today on the address or
    // one of its spaces.
    db
      .selectFrom('lease_spaces as ls')
      .innerJoin('leases as l', 'l.id', 'ls.lease_id')
      .innerJoin('addresses as a', 'a.uuid', 'ls.address_id')
      .select('l.id')
      .where('l.status', '=', 'active')
      .where('l.start_on', '<=', today)
      .where('l.end_on', '>=', today)
      .where((eb) => eb.or([eb('a.uuid', '=', uuid), eb('a.parent_address_id', '=', uuid)]))
      .limit(1)
      .compile(),
  ]);
  const row = records[0];
  if (!row) throw notFound(addressSpec.missing);
  const record = addressSpec.fromRow(row);
  const summed = Number(area[0]?.n ?? 0) > 0;
  const parent = parents[0];
  // A space's pct_leased stays as entered: the rent roll is its building's.
  const occupancy =
    leased.length > 0 && !record.parent_address_id
      ? (await buildingRentRoll(database, uuid, today)).totals.occupancy
      : null;
  return {
    ...record,
    rba: summed ? Number(area[0]!.total) : record.rba,
    rba_from_spaces: summed,
    pct_leased: occupancy === null ? record.pct_leased : asPercent(occupancy),
    pct_leased_from_leases: occupancy !== null,
    figures: figures.map(figureFromRow).reverse(),
    version: Number(row.version),
    links: { entities: entities.map((r) => ({ ...r, entity_id: String(r.entity_id) })) },
    spaces: spaces.map((s) => ({ ...s, uuid: String(s.uuid) })).sort(byFloor),
    parent: parent ? { uuid: String(parent.uuid), address: parent.address } : null,
  };
}

/** A rent roll's occupancy as pct_leased's unit (0–100, to the hundredth): a lease larger than
 * the spaces' areas says more than 100 %, which the field cannot hold. */
const asPercent = (occupancy: number) => Math.min(100, Math.max(0, Math.round(occupancy * 10_000) / 100));

// Floors and units read as people number them: "3" before "12", an unnamed one last.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const named = (a: string | null, b: string | null) =>
  a === null || b === null ? Number(a === null) - Number(b === null) : collator.compare(a, b);
const byFloor = (a: Space, b: Space) =>
  named(a.floor, b.floor) || named(a.subpremise, b.subpremise) || (a.uuid < b.uuid ? -1 : 1);
