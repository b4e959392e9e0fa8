import type { AddressComplete } from '@crm/shared';
import { type Database, readQueries } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import type { Versioned } from '../../shared/update-record.js';
import { LINKS_SHOWN } from '../entities/get-entity-complete.js';
import { addressSpec } from './address-spec.js';

/** The address with its linked contacts and its version (the ETag). */
export async function getAddressComplete(
  database: Database,
  id: string,
): Promise<Versioned<AddressComplete>> {
  const uuid = addressSpec.lookupKey(id);
  if (!uuid) throw notFound(addressSpec.missing);
  const { db } = database;
  const [records, entities] = await readQueries(database, [
    db.selectFrom('addresses').selectAll().where('uuid', '=', uuid).compile(),
    db
      .selectFrom('addresses_entities as l')
      .innerJoin('entities as e', 'e.uuid', 'l.entity_id')
      .select(['l.entity_id', 'e.name', 'l.role'])
      .where('l.address_id', '=', uuid)
      .orderBy('l.created_at')
      .limit(LINKS_SHOWN)
      .compile(),
  ]);
  const row = records[0];
  if (!row) throw notFound(addressSpec.missing);
  return {
    ...addressSpec.fromRow(row),
    version: Number(row.version),
    links: { entities: entities.map((r) => ({ ...r, entity_id: String(r.entity_id) })) },
  };
}
