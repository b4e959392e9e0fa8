import { isAdmin } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, userIdOf } from '../../shared/audit.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Pipelines are changed by administrators (issue 27): a staff member's session without the admin
 * role is a 403. An API key is the firm's own integration, which has every right already (it
 * edits anyone's activities too). The role is read now, as the session credential reads it. */
export async function assertAdministrator(db: Db, actor: Actor): Promise<void> {
  const userId = userIdOf(actor);
  if (userId === null) return;
  const user = await db.selectFrom('user').select('role').where('id', '=', userId).executeTakeFirst();
  if (!isAdmin(user?.role)) throw new AppError(403, 'forbidden', 'pipelines.err.adminOnly');
}
