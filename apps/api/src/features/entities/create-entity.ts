import type { Entity, EntityCreate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { insertRecord } from '../../shared/insert-record.js';
import { checkRepresentative } from './check-representative.js';
import { entitySpec } from './entity-spec.js';

/** POST /entities. (create_or_update inserts inside its own transaction with insertRecord.) */
export function createEntity(database: Database, input: EntityCreate, actor: Actor): Promise<Entity> {
  return database.db.transaction().execute(async (trx) => {
    await checkRepresentative(trx, input.representative_id);
    return insertRecord(database, trx, entitySpec, input, actor);
  });
}
