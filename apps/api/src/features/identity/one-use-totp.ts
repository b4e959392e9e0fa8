// A TOTP code signs in once (ASVS 2.8.4). Better Auth's two-factor plugin accepts the current code
// and its neighbours (a 90 s window) and remembers nothing, so auth.ts's before-hook claims each
// code submitted to /two-factor/verify-totp here first: a code already claimed for that account
// in the window is refused, whatever process or host sees it (the primary key decides).
import { getSessionFromCtx } from 'better-auth/api';
import type { Database } from '../../db/database.js';

/** The plugin's window: its 30 s step and one step either side. */
const WINDOW_MS = 3 * 30_000;
/** The plugin's pending sign-in cookie (TWO_FACTOR_COOKIE_NAME), under our cookie prefix. */
const TWO_FACTOR_COOKIE = 'two_factor';

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/** The account a verify-totp call is for: the signed-in one (enrolment), else the pending sign-in
 * the two-factor cookie names. Undefined when neither: the plugin then refuses the call itself. */
export async function totpAccount(ctx: HookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value;
}

/** True when this is the code's first use for the account within the window. A wrong code is
 * claimed too: it cannot become right within the window but for a one-in-a-million chance. */
export async function claimTotpCode(database: Database, userId: string, code: string): Promise<boolean> {
  const now = Date.now();
  await database.db
    .deleteFrom('used_totp_codes')
    .where('user_id', '=', userId)
    .where('used_at', '<', now - WINDOW_MS)
    .execute();
  const result = await database.db
    .insertInto('used_totp_codes')
    .values({ user_id: userId, code, used_at: now })
    .onConflict((c) => c.columns(['user_id', 'code']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
