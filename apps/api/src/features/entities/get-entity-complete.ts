import type { EntityComplete } from '@crm/shared';
import { sql } from 'kysely';
import { type Database, readQueries } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import type { Versioned } from '../../shared/update-record.js';
import { entitySpec } from './entity-spec.js';

// A record shows at most this many links of each kind; the rest stay reachable by search.
export const LINKS_SHOWN = 1000;

type Links = EntityComplete['links'];

/** The entity with every link and its version (the ETag), each side of an entity-entity link seen from this entity. The five
 * reads run as one batch (one snapshot on SQLite). */
export async function getEntityComplete(database: Database, id: string): Promise<Versioned<EntityComplete>> {
  const uuid = entitySpec.lookupKey(id);
  if (!uuid) throw notFound(entitySpec.missing);
  const { db } = database;
  const queries = [
    db.selectFrom('entities').selectAll().where('uuid', '=', uuid).compile(),
    sql<Links['entities'][number]>`SELECT entity_id, name, relationship, direction FROM (
        SELECT l.entity_id2 AS entity_id, e.name, l.relationship, 'outgoing' AS direction, l.created_at
          FROM entities_entities l JOIN entities e ON e.uuid = l.entity_id2 WHERE l.entity_id = ${uuid}
        UNION ALL
        SELECT l.entity_id AS entity_id, e.name, l.relationship, 'incoming' AS direction, l.created_at
          FROM entities_entities l JOIN entities e ON e.uuid = l.entity_id WHERE l.entity_id2 = ${uuid}
      ) links ORDER BY created_at, entity_id LIMIT ${LINKS_SHOWN}`.compile(db),
    db
      .selectFrom('addresses_entities as l')
      .innerJoin('addresses as a', 'a.uuid', 'l.address_id')
      .select(['l.address_id', 'a.address', 'l.role'])
      .where('l.entity_id', '=', uuid)
      .orderBy('l.created_at')
      .limit(LINKS_SHOWN)
      .compile(),
    db
      .selectFrom('entities_numbers')
      .select(['phone_number', 'type'])
      .where('entity_id', '=', uuid)
      .orderBy('created_at')
      .limit(LINKS_SHOWN)
      .compile(),
    db
      .selectFrom('entities_emails')
      .select(['email', 'type'])
      .where('entity_id', '=', uuid)
      .orderBy('created_at')
      .limit(LINKS_SHOWN)
      .compile(),
  ] as const;
  const [records, entities, addresses, numbers, emails] = await readQueries(database, queries);
  const row = records[0];
  if (!row) throw notFound(entitySpec.missing);
  return {
    ...entitySpec.fromRow(row),
    version: Number(row.version),
    links: {
      entities: entities.map((r) => ({ ...r, entity_id: String(r.entity_id) })),
      addresses: addresses.map((r) => ({ ...r, address_id: String(r.address_id) })),
      numbers,
      emails,
    },
  };
}
