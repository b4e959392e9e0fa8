import type { ContactType } from '@crm/shared';
import { sql } from 'kysely';
import { type Database, readQueries } from '../../db/database.js';
import type { RecordRow } from '../../db/rows.js';
import { notFound } from '../../shared/app-error.js';
import type { ApiRecord } from '../../shared/record-spec.js';
import { LINKS_SHOWN } from '../entities/get-entity-complete.js';
import type { ContactPointSpec, ContactPointTable } from './contact-point-specs.js';

type Linked = { entity_id: string; name: string; type: ContactType };

/** The email or number with the entities linked to it (name and link type) and its version. */
export async function getContactPointComplete<
  T extends ContactPointTable,
  R extends ApiRecord,
  C extends Partial<R>,
>(database: Database, spec: ContactPointSpec<T, R, C>, key: string) {
  const canonical = spec.lookupKey(key);
  if (!canonical) throw notFound(spec.missing);
  const { db } = database;
  const [records, entities] = await readQueries(database, [
    sql<
      RecordRow<T>
    >`SELECT * FROM ${sql.table(spec.table)} WHERE ${sql.ref(spec.key)} = ${canonical}`.compile(db),
    sql<Linked>`SELECT l.entity_id, e.name, l.type FROM ${sql.table(spec.linkTable)} l JOIN entities e ON e.uuid = l.entity_id
      WHERE l.${sql.ref(spec.key)} = ${canonical} ORDER BY l.created_at LIMIT ${LINKS_SHOWN}`.compile(db),
  ]);
  const row = records[0];
  if (!row) throw notFound(spec.missing);
  const links = { entities: entities.map((r) => ({ ...r, entity_id: String(r.entity_id) })) };
  return { ...spec.fromRow(row), version: Number(row.version), links };
}
