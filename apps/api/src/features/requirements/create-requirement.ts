import type { Requirement, RequirementCreate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { findRecordRow } from '../../shared/find-record.js';
import { insertRecord } from '../../shared/insert-record.js';
import type { Versioned } from '../../shared/update-record.js';
import { entitySpec } from '../entities/entity-spec.js';
import { getRequirement } from './read-requirements.js';
import { requirementSpec } from './requirement-spec.js';
import { writeRequirementTypes } from './requirement-types.js';

/** POST /entities/{id}/requirements: a need of that contact (404 when there is no such contact). */
export function createRequirement(
  database: Database,
  entityId: string,
  input: RequirementCreate,
  actor: Actor,
): Promise<Versioned<Requirement>> {
  return database.db.transaction().execute(async (trx) => {
    const entity = await findRecordRow(trx, entitySpec, entityId);
    const { id } = await insertRecord(
      database,
      trx,
      requirementSpec,
      { ...input, entity_id: String(entity.uuid) },
      actor,
    );
    await writeRequirementTypes(trx, id, input.property_types);
    return getRequirement(trx, id);
  });
}
