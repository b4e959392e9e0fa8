// POST /public/client-invites/{token} (issue 29): the invited contact sets a password. The account
// is created (the invitation's address, the contact's name, verified: the link proved the mailbox),
// or, when the address already has a non-staff account, that account is tied as it is (its password
// stays). Then the client access, the invitation spent, all in one transaction; a second use of the
// link finds it spent (410). Last, the client is signed in through Better Auth, whose Set-Cookie
// the answer carries.
import { randomUUID } from 'node:crypto';
import type { ClientInviteAccept, ClientInviteAccepted } from '@crm/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import type { Auth } from '../identity/auth.js';
import { authHeaders } from '../identity/auth-handler.js';
import { checkPasswordPolicy } from '../identity/check-password-policy.js';
import { hashPassword, type ScryptParams } from '../identity/password-hash.js';
import { liveInvite } from './client-invite-token.js';
import { grantClientAccess } from './grant-client-access.js';

const GONE = () => new AppError(410, 'not_found', 'client.err.inviteExpired');

export async function acceptClientInvite(
  database: Database,
  auth: Auth,
  hashing: ScryptParams,
  token: string,
  input: ClientInviteAccept,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ClientInviteAccepted> {
  const invite = await liveInvite(database.db, token);
  const email = invite.email.toLowerCase();
  const weak = checkPasswordPolicy(input.password, email);
  if (weak) throw new AppError(400, 'validation', weak, 'password');
  // Hashed before the transaction: scrypt takes a while, and SQLite has one writer.
  const hash = await hashPassword(input.password, hashing);
  const pg = database.dialect === 'postgres';
  await database.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('client_invites')
      .set({ used_at: new Date().toISOString() })
      .where('id', '=', invite.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw GONE();
    const existing = await trx
      .selectFrom('user')
      .select(['id', 'banReason'])
      .where('email', '=', email)
      .executeTakeFirst();
    let userId = existing?.id;
    if (!userId) {
      userId = randomUUID();
      const now = new Date();
      const at = pg ? now : now.toISOString();
      await trx
        .insertInto('user')
        .values({
          id: userId,
          name: invite.name,
          email,
          emailVerified: pg ? true : 1,
          image: null,
          createdAt: at,
          updatedAt: at,
          role: 'user',
          banned: pg ? false : 0,
          banReason: null,
          banExpires: null,
          twoFactorEnabled: pg ? false : 0,
        })
        .execute();
      await trx
        .insertInto('account')
        .values({
          id: randomUUID(),
          accountId: userId,
          providerId: 'credential',
          userId,
          password: hash,
          accessToken: null,
          refreshToken: null,
          idToken: null,
          accessTokenExpiresAt: null,
          refreshTokenExpiresAt: null,
          scope: null,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
    } else if (existing?.banReason === 'refused') {
      // Staff refused this sign-up before; inviting the contact is their decision to let it in.
      await trx
        .updateTable('user')
        .set({ banned: pg ? false : 0, banReason: null, banExpires: null })
        .where('id', '=', userId)
        .execute();
    }
    await grantClientAccess(
      trx,
      { userId, entityId: invite.entity_id, lang: invite.lang, grantedBy: invite.created_by },
      `user:${userId}`,
    );
  });
  return { email, signed_in: await signIn(auth, email, input.password, request, reply) };
}

/** Signs the client in as the sign-in form would; false when the password is not the existing
 * account's (or it asks for a second factor): the portal's sign-in page comes next. */
async function signIn(
  auth: Auth,
  email: string,
  password: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password, rememberMe: false },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return 'user' in response && !!response.user && cookies.length > 0;
  } catch {
    return false;
  }
}
