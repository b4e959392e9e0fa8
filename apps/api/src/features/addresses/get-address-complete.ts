import type { AddressComplete } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { addressFromRow } from '../../db/rows.js';
import { LINKS_SHOWN } from '../entities/get-entity-complete.js';
import { findAddressRow } from './address-record.js';

export async function getAddressComplete(database: Database, id: string): Promise<AddressComplete> {
  const address = addressFromRow(await findAddressRow(database.db, id));
  const entities = await database.db
    .selectFrom('addresses_entities as l')
    .innerJoin('entities as e', 'e.uuid', 'l.entity_id')
    .select(['l.entity_id', 'e.name', 'l.role'])
    .where('l.address_id', '=', address.uuid)
    .orderBy('l.created_at')
    .limit(LINKS_SHOWN)
    .execute();
  return {
    ...address,
    links: {
      entities: entities.map((r) => ({
        ...r,
        entity_id: String(r.entity_id),
      })) as AddressComplete['links']['entities'],
    },
  };
}
