import type { Entity, EntityUpdate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { updateRecord } from '../../shared/update-record.js';
import { entitySpec } from './entity-spec.js';

/** PUT /entities/{id}: only the changed fields are written; the name search column follows. */
export function updateEntity(
  database: Database,
  id: string,
  input: EntityUpdate,
  actor: Actor,
): Promise<Entity> {
  return database.db
    .transaction()
    .execute((trx) => updateRecord(database, trx, entitySpec, id, input, actor));
}
