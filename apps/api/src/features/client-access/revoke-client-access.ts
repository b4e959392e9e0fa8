// DELETE /entities/{id}/client-access (issue 29): the client's access ends now. The tie stays
// (who had access, granted by whom, until when, in the audit log too) and every session of the
// account ends, so an open portal is refused at its next request.
import type { Database } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { type Actor, appendAudit } from '../../shared/audit.js';
import { findRecordRow } from '../../shared/find-record.js';
import { entitySpec } from '../entities/entity-spec.js';
import { endUserSessions } from './end-user-sessions.js';

export function revokeClientAccess(database: Database, id: string, actor: Actor): Promise<void> {
  return database.db.transaction().execute(async (trx) => {
    const contact = await findRecordRow(trx, entitySpec, id);
    const access = await trx
      .selectFrom('client_access')
      .select('user_id')
      .where('entity_id', '=', contact.uuid)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!access) throw notFound('client.err.noAccess');
    const revoked_at = new Date().toISOString();
    await trx
      .updateTable('client_access')
      .set({ revoked_at, revoked_by: actor })
      .where('user_id', '=', access.user_id)
      .execute();
    await endUserSessions(database, trx, access.user_id);
    await appendAudit(trx, {
      actor,
      action: 'update',
      type: 'client_access',
      id: access.user_id,
      changes: { revoked_at: { old: null, new: revoked_at } },
    });
  });
}
