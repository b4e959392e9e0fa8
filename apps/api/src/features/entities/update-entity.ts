import type { Entity, EntityUpdate } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { entityFromRow, toColumns } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { type Actor, appendAudit, diff } from '../../shared/audit.js';
import { entitySearch, findEntityRow, NAME_FIELDS } from './entity-record.js';

/** Applies the changed fields inside `trx`; an unchanged body writes nothing. */
export async function applyEntityUpdate(
  database: Database,
  trx: Transaction<DB>,
  id: string,
  input: EntityUpdate,
  actor: Actor,
): Promise<Entity> {
  const before = entityFromRow(await findEntityRow(trx, id));
  const changes = diff(before, input);
  if (Object.keys(changes).length === 0) return before;
  const next = { ...before, ...input };
  const values: Record<string, unknown> = { ...input, updated_at: new Date().toISOString() };
  if (NAME_FIELDS.some((f) => f in changes)) values.search = entitySearch(next);
  await trx
    .updateTable('entities')
    .set(toColumns(database.dialect, values))
    .where('uuid', '=', before.uuid)
    .execute();
  await appendAudit(trx, { actor, action: 'update', type: 'entity', id: before.uuid, changes });
  return entityFromRow(await findEntityRow(trx, before.uuid));
}

export function updateEntity(
  database: Database,
  id: string,
  input: EntityUpdate,
  actor: Actor,
): Promise<Entity> {
  return database.db.transaction().execute((trx) => applyEntityUpdate(database, trx, id, input, actor));
}
