// POST /inbox/{id}/client-access (issue 29): staff tie a self sign-up's account to a contact as a
// client; the item is handled and linked to the contact, in the same transaction.
import type { ClientAccessStatus, ClientTieInput } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { type Actor, appendAudit, diff } from '../../shared/audit.js';
import { findRecordRow } from '../../shared/find-record.js';
import { entitySpec } from '../entities/entity-spec.js';
import { grantClientAccess } from './grant-client-access.js';
import { clientAccessStatus } from './read-client-access.js';
import { openSignupItem } from './signup-item.js';

export function tieSignup(
  database: Database,
  id: number,
  input: ClientTieInput,
  actor: Actor,
): Promise<ClientAccessStatus> {
  return database.db.transaction().execute(async (trx) => {
    const item = await openSignupItem(trx, id);
    const contact = await findRecordRow(trx, entitySpec, input.entity_id);
    await grantClientAccess(
      trx,
      { userId: item.user_id, entityId: contact.uuid, lang: 'en', grantedBy: actor },
      actor,
    );
    const next = {
      status: 'handled' as const,
      handled_at: new Date().toISOString(),
      handled_by: actor,
      entity_id: contact.uuid,
    };
    await trx.updateTable('inbox_items').set(next).where('id', '=', id).execute();
    await appendAudit(trx, {
      actor,
      action: 'update',
      type: 'inbox_item',
      id: String(id),
      changes: diff(item, next),
    });
    return clientAccessStatus(trx, contact.uuid);
  });
}
