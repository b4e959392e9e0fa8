// POST /inbox/{id}/refuse (issue 29): staff refuse a self sign-up. The account is disabled (banned,
// reason `refused`: an invitation of the same address later lifts it), its sessions end, and the
// item is handled.

import { hasStaffAccess } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, appendAudit } from '../../shared/audit.js';
import { endUserSessions } from './end-user-sessions.js';
import { openSignupItem } from './signup-item.js';

export function refuseSignup(database: Database, id: number, actor: Actor): Promise<void> {
  return database.db.transaction().execute(async (trx) => {
    const item = await openSignupItem(trx, id);
    const user = await trx
      .selectFrom('user')
      .select('role')
      .where('id', '=', item.user_id)
      .executeTakeFirst();
    // Made staff since it signed up: refusing would disable a colleague.
    if (!user || hasStaffAccess(user.role)) throw new AppError(409, 'exists', 'client.err.staffAccount');
    const pg = database.dialect === 'postgres';
    await trx
      .updateTable('user')
      .set({ banned: pg ? true : 1, banReason: 'refused' })
      .where('id', '=', item.user_id)
      .execute();
    await endUserSessions(database, trx, item.user_id);
    const handled_at = new Date().toISOString();
    await trx
      .updateTable('inbox_items')
      .set({ status: 'handled', handled_at, handled_by: actor })
      .where('id', '=', id)
      .execute();
    await appendAudit(trx, {
      actor,
      action: 'update',
      type: 'inbox_item',
      id: String(id),
      changes: { status: { old: 'new', new: 'handled' }, refused: { old: null, new: item.user_id } },
    });
  });
}
