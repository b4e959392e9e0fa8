// Ties an account to a contact as a client (issue 29), for an accepted invitation and for a self
// sign-up staff tie from the inbox. One tie a user (client_access' key): a revoked one is renewed
// for the new contact, its companies cleared; a live one, or a contact already a client, is a 409.
import { hasStaffAccess } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError, isUniqueViolation } from '../../shared/app-error.js';
import { type Actor, appendAudit, created } from '../../shared/audit.js';

export interface Grant {
  userId: string;
  entityId: string;
  lang: 'en' | 'fr';
  grantedBy: string;
}

export async function grantClientAccess(trx: Transaction<DB>, grant: Grant, actor: Actor): Promise<void> {
  const user = await trx.selectFrom('user').select('role').where('id', '=', grant.userId).executeTakeFirst();
  if (!user || hasStaffAccess(user.role)) throw new AppError(409, 'exists', 'client.err.staffAccount');
  const taken = await trx
    .selectFrom('client_access')
    .select('user_id')
    .where((eb) => eb.or([eb('entity_id', '=', grant.entityId), eb('user_id', '=', grant.userId)]))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (taken) throw new AppError(409, 'exists', 'client.err.alreadyClient');
  const values = {
    entity_id: grant.entityId,
    granted_by: grant.grantedBy,
    granted_at: new Date().toISOString(),
    revoked_at: null,
    revoked_by: null,
    lang: grant.lang,
  };
  try {
    const renewed = await trx
      .updateTable('client_access')
      .set(values)
      .where('user_id', '=', grant.userId)
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) > 0)
      await trx.deleteFrom('client_access_entities').where('user_id', '=', grant.userId).execute();
    else
      await trx
        .insertInto('client_access')
        .values({ user_id: grant.userId, ...values })
        .execute();
  } catch (error) {
    // Another request made the contact a client since our look (client_access_live_entity).
    if (isUniqueViolation(error)) throw new AppError(409, 'exists', 'client.err.alreadyClient');
    throw error;
  }
  await appendAudit(trx, {
    actor,
    action: 'create',
    type: 'client_access',
    id: grant.userId,
    changes: created({ entity_id: grant.entityId, lang: grant.lang, granted_by: grant.grantedBy }),
  });
}
