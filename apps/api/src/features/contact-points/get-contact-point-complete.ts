import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { LINKS_SHOWN } from '../entities/get-entity-complete.js';
import type { ContactPointSpec } from './contact-point-specs.js';
import { findContactPoint } from './find-contact-point.js';

/** The email or number with the entities linked to it (name and link type). */
export async function getContactPointComplete<T>(database: Database, spec: ContactPointSpec<T>, key: string) {
  const record = spec.fromRow(await findContactPoint(database.db, spec, key)) as Record<string, unknown>;
  const { rows } = await sql<{ entity_id: string; name: string; type: string }>`
    SELECT l.entity_id, e.name, l.type FROM ${sql.table(spec.linkTable)} l JOIN entities e ON e.uuid = l.entity_id
    WHERE l.${sql.ref(spec.key)} = ${record[spec.key]} ORDER BY l.created_at LIMIT ${LINKS_SHOWN}`.execute(
    database.db,
  );
  return {
    ...record,
    links: { entities: rows.map((r) => ({ ...r, entity_id: String(r.entity_id) })) },
  } as T & {
    links: { entities: typeof rows };
  };
}
