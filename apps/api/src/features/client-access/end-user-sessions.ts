// Ends every session of an account at once (a revoked client, a refused sign-up), remembering the
// tokens in auth_revoked_sessions so a banned account's next request learns why it is refused, as
// disabling a user does (auth.ts).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { sha256 } from '../identity/auth.js';

export async function endUserSessions(
  database: Database,
  trx: Transaction<DB>,
  userId: string,
): Promise<void> {
  const sessions = await trx
    .selectFrom('session')
    .select(['token', 'expiresAt'])
    .where('userId', '=', userId)
    .execute();
  if (sessions.length === 0) return;
  const pg = database.dialect === 'postgres';
  await trx
    .insertInto('auth_revoked_sessions')
    .values(
      sessions.map((s) => {
        const expires = new Date(s.expiresAt);
        return {
          token_hash: sha256(s.token),
          user_id: userId,
          expires_at: pg ? expires : expires.toISOString(),
        };
      }),
    )
    .onConflict((c) => c.column('token_hash').doNothing())
    .execute();
  await trx.deleteFrom('session').where('userId', '=', userId).execute();
}
