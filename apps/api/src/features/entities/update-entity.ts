import type { Entity, EntityUpdate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { updateRecord, type Versioned } from '../../shared/update-record.js';
import { checkRepresentative } from './check-representative.js';
import { entitySpec } from './entity-spec.js';

/** PUT /entities/{id}: only the changed fields are written; the name search column follows. */
export function updateEntity(
  database: Database,
  id: string,
  input: EntityUpdate,
  actor: Actor,
  expected?: number,
): Promise<Versioned<Entity>> {
  return database.db.transaction().execute(async (trx) => {
    await checkRepresentative(trx, input.representative_id);
    return updateRecord(database, trx, entitySpec, id, input, actor, expected);
  });
}
