import type { AddressComplete, Space } from '@crm/shared';
import { type Database, readQueries } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import type { Versioned } from '../../shared/update-record.js';
import { LINKS_SHOWN } from '../entities/get-entity-complete.js';
import { addressSpec } from './address-spec.js';

/** The address with its linked contacts, its spaces or its building (ADR 0040) and its version
 * (the ETag: a space written raises its building's). */
export async function getAddressComplete(
  database: Database,
  id: string,
): Promise<Versioned<AddressComplete>> {
  const uuid = addressSpec.lookupKey(id);
  if (!uuid) throw notFound(addressSpec.missing);
  const { db } = database;
  const [records, entities, spaces, area, parents] = await readQueries(database, [
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
  ]);
  const row = records[0];
  if (!row) throw notFound(addressSpec.missing);
  const record = addressSpec.fromRow(row);
  const summed = Number(area[0]?.n ?? 0) > 0;
  const parent = parents[0];
  return {
    ...record,
    rba: summed ? Number(area[0]!.total) : record.rba,
    rba_from_spaces: summed,
    version: Number(row.version),
    links: { entities: entities.map((r) => ({ ...r, entity_id: String(r.entity_id) })) },
    spaces: spaces.map((s) => ({ ...s, uuid: String(s.uuid) })).sort(byFloor),
    parent: parent ? { uuid: String(parent.uuid), address: parent.address } : null,
  };
}

// Floors and units read as people number them: "3" before "12", an unnamed one last.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const named = (a: string | null, b: string | null) =>
  a === null || b === null ? Number(a === null) - Number(b === null) : collator.compare(a, b);
const byFloor = (a: Space, b: Space) =>
  named(a.floor, b.floor) || named(a.subpremise, b.subpremise) || (a.uuid < b.uuid ? -1 : 1);
