import { hasStaffAccess } from '@crm/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';

/** A contact's representative must be a staff member (issue 25): a user with staff or admin access
 * who is not disabled, read in the write's own transaction. Anything else is 400 on the field and
 * nothing is written. The id is checked here, not by the foreign key alone: a plain user's id is a
 * user too, and the database would answer a missing one with a 500. */
export async function checkRepresentative(trx: Kysely<DB>, id: string | null | undefined): Promise<void> {
  if (id == null) return;
  const user = await trx
    .selectFrom('user')
    .select(['role', 'banned'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user || user.banned || !hasStaffAccess(user.role))
    throw new AppError(400, 'validation', 'val.representative', 'representative_id');
}
