import type { Requirement, RequirementList } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { findRecordRow } from '../../shared/find-record.js';
import type { Versioned } from '../../shared/update-record.js';
import { entitySpec } from '../entities/entity-spec.js';
import { requirementFromRow, requirementSpec } from './requirement-spec.js';

type Db = Kysely<DB> | Transaction<DB>;

/** GET /requirements/{id}/complete (and what a write answers): the requirement with its version. */
export async function getRequirement(db: Db, raw: string): Promise<Versioned<Requirement>> {
  const row = await findRecordRow(db, requirementSpec, raw);
  return { ...requirementFromRow(row), version: Number(row.version) };
}

/** GET /entities/{id}/requirements: a contact's requirements, oldest first; 404 for no contact. */
export async function listEntityRequirements(database: Database, raw: string): Promise<RequirementList> {
  const { db } = database;
  const entity = await findRecordRow(db, entitySpec, raw);
  const rows = await db
    .selectFrom('requirements')
    .selectAll()
    .where('entity_id', '=', String(entity.uuid))
    .orderBy('id')
    .execute();
  return { data: rows.map(requirementFromRow) };
}
