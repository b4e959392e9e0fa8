import type { InboxItem } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import { insertRecord } from '../../shared/insert-record.js';
import { entitySpec } from '../entities/entity-spec.js';
import { findInboxItem } from './get-inbox-item.js';
import { addSenderTo } from './item-sender.js';
import { applyInboxUpdate } from './update-inbox-item.js';

/** POST /inbox/{id}/contact: "create the contact from it" in one step and one transaction: a new
 * contact with the sender's name (and company), their email and phone number created or found and
 * linked to it (with the type a showcase visitor chose, else OTHER, as a lead's are when its form
 * gives no type), and the item linked to it (a showcase item's NDA acceptance with it). Refused
 * (409) when the item is already linked: open that contact instead. */
export async function createContactFromItem(
  database: Database,
  id: number,
  actor: Actor,
): Promise<InboxItem> {
  return database.db.transaction().execute(async (trx) => {
    const item = await findInboxItem(trx, id);
    if (item.entity_id) throw new AppError(409, 'exists', 'inbox.err.linked', 'entity_id');
    if (!item.name?.trim()) throw new AppError(400, 'validation', 'inbox.err.noSender', 'name');
    const entity = await insertRecord(
      database,
      trx,
      entitySpec,
      { name: item.name.trim(), company_name: item.company },
      actor,
    );
    await addSenderTo(database, trx, item, entity.uuid, actor);
    return applyInboxUpdate(database, trx, id, { entity_id: entity.uuid }, actor);
  });
}
