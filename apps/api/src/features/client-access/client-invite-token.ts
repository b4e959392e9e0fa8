// An invitation's token: 32 random bytes in the link, only their SHA-256 kept (client_invites), so a
// copy of the database opens no account. Looked up by hash, then judged live or spent.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../shared/app-error.js';

export const INVITE_DAYS = 7;

export const newInviteToken = () => randomBytes(32).toString('base64url');
export const inviteTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The invitation a link's token names, still usable: 404 for an unknown token, 410 for one expired
 * or already used. */
export async function liveInvite(db: Kysely<DB> | Transaction<DB>, token: string) {
  const invite = await db
    .selectFrom('client_invites as i')
    .innerJoin('entities as e', 'e.uuid', 'i.entity_id')
    .select([
      'i.id',
      'i.entity_id',
      'i.email',
      'i.lang',
      'i.created_by',
      'i.expires_at',
      'i.used_at',
      'e.name',
    ])
    .where('i.token_hash', '=', inviteTokenHash(token))
    .executeTakeFirst();
  if (!invite) throw notFound('client.err.inviteInvalid');
  if (invite.used_at || new Date(invite.expires_at).getTime() <= Date.now())
    throw new AppError(410, 'not_found', 'client.err.inviteExpired');
  return invite;
}
