import type { InboxItem, InboxItemUpdate } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../shared/app-error.js';
import { type Actor, appendAudit, diff } from '../../shared/audit.js';
import { lookupRecordRow } from '../../shared/find-record.js';
import { entitySpec } from '../entities/entity-spec.js';
import { findInboxItem } from './get-inbox-item.js';
import { addSenderTo, moveAcceptance } from './item-sender.js';

/** Applies `input` to the item inside `trx`: marking it handled records who and when, reopening
 * clears them (the audit trail keeps every turn); `entity_id` links it to a contact, which must
 * exist, or unlinks it (null), and its NDA acceptance follows; `add_sender` links the sender's
 * email and number to the item's contact. Writes nothing when nothing changes. */
export async function applyInboxUpdate(
  database: Database,
  trx: Transaction<DB>,
  id: number,
  input: InboxItemUpdate,
  actor: Actor,
): Promise<InboxItem> {
  const item = await findInboxItem(trx, id);
  if (input.entity_id && !(await lookupRecordRow(trx, entitySpec, input.entity_id)))
    throw notFound('lookup.entity', 'entity_id');
  const next: Partial<Pick<InboxItem, 'status' | 'handled_at' | 'handled_by' | 'entity_id'>> = {};
  if (input.status && input.status !== item.status) {
    const handled = input.status === 'handled';
    Object.assign(next, {
      status: input.status,
      handled_at: handled ? new Date().toISOString() : null,
      handled_by: handled ? actor : null,
    });
  }
  if (input.entity_id !== undefined && input.entity_id !== item.entity_id) next.entity_id = input.entity_id;
  const entityId = input.entity_id === undefined ? item.entity_id : input.entity_id;
  if (input.add_sender && !entityId)
    throw new AppError(400, 'validation', 'inbox.err.noContact', 'add_sender');
  if (input.entity_id !== undefined) await moveAcceptance(trx, item, input.entity_id, actor);
  if (input.add_sender && entityId) await addSenderTo(database, trx, item, entityId, actor);
  const changes = diff(item, next);
  if (Object.keys(changes).length === 0) return item;
  await trx.updateTable('inbox_items').set(next).where('id', '=', id).execute();
  await appendAudit(trx, { actor, action: 'update', type: 'inbox_item', id: String(id), changes });
  return findInboxItem(trx, id);
}

/** PUT /inbox/{id}: one transaction, so a refused link changes nothing (the status neither). */
export function updateInboxItem(
  database: Database,
  id: number,
  input: InboxItemUpdate,
  actor: Actor,
): Promise<InboxItem> {
  return database.db.transaction().execute((trx) => applyInboxUpdate(database, trx, id, input, actor));
}
