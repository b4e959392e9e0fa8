// What follows an inbox item to the contact staff chose for it (ADR 0030): a public form only
// proposes, so a showcase request's NDA acceptance and the sender's email and number reach a stored
// contact here, by a staff decision, never by the form.
import { type InboxItem, SHOWCASE_EMAIL_TYPES, SHOWCASE_NUMBER_TYPES } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { type Actor, appendAudit } from '../../shared/audit.js';
import { linkPoints } from '../entities/create-or-update-entity.js';

/** The item's NDA acceptance (a showcase's) or listing acceptances are filed under the contact the
 * item is linked to, audited as the acceptance's own change. Unlinking leaves them where they are:
 * an acceptance is a legal record whose contact cannot be deleted (migration 0002), and staff's
 * unlink must not free a signer's contact for deletion; linking the item to the right contact
 * moves them there. */
export async function moveAcceptance(
  trx: Transaction<DB>,
  item: InboxItem,
  entityId: string | null,
  actor: Actor,
): Promise<void> {
  if (entityId === null) return;
  await moveListingAcceptances(trx, item.id, entityId, actor);
  if (item.nda_acceptance_id == null) return;
  const row = await trx
    .selectFrom('nda_acceptances')
    .select('entity_id')
    .where('id', '=', item.nda_acceptance_id)
    .executeTakeFirstOrThrow();
  if (row.entity_id === entityId) return;
  await trx
    .updateTable('nda_acceptances')
    .set({ entity_id: entityId })
    .where('id', '=', item.nda_acceptance_id)
    .execute();
  await appendAudit(trx, {
    actor,
    action: 'update',
    type: 'nda_acceptance',
    id: String(item.nda_acceptance_id),
    changes: { entity_id: { old: row.entity_id, new: entityId } },
  });
}

/** A listing's acceptance names its item (migration 0039), so the deal room knows the visitor as
 * the contact staff chose; the documents read under it so far become that contact's reads. */
async function moveListingAcceptances(trx: Transaction<DB>, itemId: number, entityId: string, actor: Actor) {
  const rows = await trx
    .selectFrom('listing_acceptances')
    .select(['id', 'entity_id'])
    .where('inbox_item_id', '=', itemId)
    .execute();
  for (const row of rows) {
    if (row.entity_id === entityId) continue;
    await trx
      .updateTable('listing_acceptances')
      .set({ entity_id: entityId })
      .where('id', '=', row.id)
      .execute();
    await trx
      .updateTable('listing_document_views')
      .set({ entity_id: entityId })
      .where('acceptance_id', '=', row.id)
      .execute();
    await appendAudit(trx, {
      actor,
      action: 'update',
      type: 'listing_acceptance',
      id: row.id,
      changes: { entity_id: { old: row.entity_id, new: entityId } },
    });
  }
}

/** Creates or finds the sender's email and number and links them to the contact (unless linked),
 * with the types a showcase visitor chose, else OTHER. */
export const addSenderTo = (
  database: Database,
  trx: Transaction<DB>,
  item: InboxItem,
  entityId: string,
  actor: Actor,
): Promise<void> =>
  linkPoints(
    database,
    trx,
    entityId,
    {
      email: item.email,
      email_type: item.email_type ? SHOWCASE_EMAIL_TYPES[item.email_type] : undefined,
      phone_number: item.phone,
      phone_type: item.phone_type ? SHOWCASE_NUMBER_TYPES[item.phone_type] : undefined,
    },
    actor,
  );
