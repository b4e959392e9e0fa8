// POST /entities/{id}/client-invite (issue 29): staff invite a contact to the client portal. The
// invitation goes to the contact's first email, in the language chosen; a new one replaces the
// contact's earlier unused invitations (they expire now), so only the latest link works.

import { randomUUID } from 'node:crypto';
import type { ClientAccessStatus, ClientInviteInput } from '@crm/shared';
import { hasStaffAccess } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, appendAudit, created } from '../../shared/audit.js';
import { findRecordRow } from '../../shared/find-record.js';
import { entitySpec } from '../entities/entity-spec.js';
import type { Mailer } from '../mail/mailer.js';
import { clientInviteMail } from './client-invite-mail.js';
import { INVITE_DAYS, inviteTokenHash, newInviteToken } from './client-invite-token.js';
import { clientAccessStatus, firstEmail } from './read-client-access.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The contact invited and the address the invitation goes to, or the refusal: not found, a
 * client already, no email, a staff member's address. */
async function inviteTarget(db: Kysely<DB> | Transaction<DB>, id: string) {
  const contact = await findRecordRow(db, entitySpec, id);
  const live = await db
    .selectFrom('client_access')
    .select('user_id')
    .where('entity_id', '=', contact.uuid)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (live) throw new AppError(409, 'exists', 'client.err.alreadyClient');
  const email = await firstEmail(db, contact.uuid);
  if (!email) throw new AppError(409, 'exists', 'client.err.noEmail');
  // Staff are never clients (the wall has no exceptions): their address cannot be invited.
  const account = await db.selectFrom('user').select('role').where('email', '=', email).executeTakeFirst();
  if (account && hasStaffAccess(account.role)) throw new AppError(409, 'exists', 'client.err.staffAccount');
  return { contact, email };
}

export async function inviteClient(
  database: Database,
  mailer: Mailer,
  publicUrl: string,
  id: string,
  input: ClientInviteInput,
  actor: Actor,
): Promise<ClientAccessStatus> {
  const token = newInviteToken();
  const { contact, email } = await inviteTarget(database.db, id);
  // The mail first: a mail server that refuses it answers 502 with nothing changed, so the link
  // an earlier invitation sent keeps working.
  try {
    await mailer.send(clientInviteMail(email, contact.name, input.lang, token, publicUrl));
  } catch {
    throw new AppError(502, 'mail_failed', 'err.mailFailed');
  }
  await database.db.transaction().execute(async (trx) => {
    // Checked again where it is written: a contact invited or changed meanwhile is refused.
    const target = await inviteTarget(trx, id);
    const now = new Date();
    await trx
      .updateTable('client_invites')
      .set({ expires_at: now.toISOString() })
      .where('entity_id', '=', target.contact.uuid)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .execute();
    const invite = {
      id: randomUUID(),
      token_hash: inviteTokenHash(token),
      entity_id: target.contact.uuid,
      email,
      lang: input.lang,
      created_by: actor,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + INVITE_DAYS * DAY_MS).toISOString(),
    };
    await trx.insertInto('client_invites').values(invite).execute();
    const { token_hash: _, ...logged } = invite;
    await appendAudit(trx, {
      actor,
      action: 'create',
      type: 'client_invite',
      id: invite.id,
      changes: created(logged),
    });
  });
  return clientAccessStatus(database.db, contact.uuid);
}
