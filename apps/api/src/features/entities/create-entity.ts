import type { Entity, EntityCreate, EntityUpdate } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { entityFromRow, toColumns } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { type Actor, appendAudit, created } from '../../shared/audit.js';
import { bumpRecordCount } from '../../shared/counters.js';
import { uuidv7 } from '../../shared/uuid.js';
import { entitySearch } from './entity-record.js';

/** Inserts an entity inside `trx` (shared with create_or_update). */
export async function insertEntity(
  database: Database,
  trx: Transaction<DB>,
  input: EntityUpdate & { name: string },
  actor: Actor,
): Promise<Entity> {
  const now = new Date().toISOString();
  const uuid = uuidv7();
  const values = { ...input, uuid, search: entitySearch(input), created_at: now, updated_at: now };
  await trx
    .insertInto('entities')
    .values(toColumns(database.dialect, values) as never)
    .execute();
  await bumpRecordCount(trx, 'entities', 1);
  await appendAudit(trx, { actor, action: 'create', type: 'entity', id: uuid, changes: created(input) });
  const row = await trx.selectFrom('entities').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
  return entityFromRow(row);
}

export function createEntity(database: Database, input: EntityCreate, actor: Actor): Promise<Entity> {
  return database.db.transaction().execute((trx) => insertEntity(database, trx, input, actor));
}
