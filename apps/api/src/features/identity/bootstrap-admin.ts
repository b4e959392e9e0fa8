// The first administrator, at start: ADMIN_EMAIL / ADMIN_PASSWORD create that account or promote
// it (an existing account keeps its password, and is re-enabled if it was disabled, so the operator
// can always get back in). Without them, a fresh database with demo data gets a demo administrator
// whose generated password is printed once by server.ts and stored nowhere but as its hash.
// Processes and hosts starting together may both get here (on PostgreSQL server.ts prepares under a
// lock, not on SQLite or from an older version mid-upgrade): the one that loses the race to create
// the account finds it made, `unchanged`.
import { randomBytes } from 'node:crypto';
import { AuthEmail, isAdmin, messageText } from '@crm/shared';
import { isUniqueViolation } from '../../shared/app-error.js';
import type { Auth } from './auth.js';
import { checkPasswordPolicy } from './check-password-policy.js';

export const DEMO_ADMIN_EMAIL = 'admin@sterlingcrest.test';

export interface AdminAccount {
  email: string;
  /** What happened: a new account, an existing one made administrator (or left as it was), or
   * nothing because the account does not exist and no password was given. */
  outcome: 'created' | 'promoted' | 'unchanged' | 'missing';
}

/** Creates the administrator `email` with `password`, or makes the existing account an
 * administrator (without a password, only an existing account, e.g. one made by Google sign-in,
 * can be promoted). Throws when the email or password fails the sign-up rules (the whole password
 * policy, common passwords and the email included). */
export async function ensureAdministrator(
  auth: Auth,
  email: string,
  password: string | undefined,
): Promise<AdminAccount> {
  const address = AuthEmail.safeParse(email);
  if (!address.success) throw new Error(`ADMIN_EMAIL is not a valid email address: ${email}`);
  const refusal = password === undefined ? undefined : checkPasswordPolicy(password, address.data);
  if (refusal) throw new Error(`ADMIN_PASSWORD does not meet the password policy: ${messageText(refusal)}`);

  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(address.data);
  if (existing) {
    const user = existing.user as typeof existing.user & { role?: string | null; banned?: boolean | null };
    if (isAdmin(user.role) && !user.banned) return { email: address.data, outcome: 'unchanged' };
    await ctx.internalAdapter.updateUser(user.id, {
      role: 'admin',
      banned: false,
      banReason: null,
      banExpires: null,
    });
    return { email: address.data, outcome: 'promoted' };
  }
  if (password === undefined) return { email: address.data, outcome: 'missing' };
  // The operator chose this address: it counts as verified, so a Google account of the same
  // address links to it on its first Google sign-in.
  let user: Awaited<ReturnType<typeof ctx.internalAdapter.createUser>>;
  try {
    user = await ctx.internalAdapter.createUser(
      { email: address.data, name: address.data.split('@')[0]!, emailVerified: true, role: 'admin' },
      { method: 'admin' },
    );
  } catch (error) {
    // Another process created it since our look: the unique email refused ours.
    if (isUniqueViolation(error)) return { email: address.data, outcome: 'unchanged' };
    throw error;
  }
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
  return { email: address.data, outcome: 'created' };
}

/** A password that meets the policy: 20 random characters plus one of each required kind. */
export function generatePassword(): string {
  return `${randomBytes(15).toString('base64url')}Aa1.`;
}

/** On a database without any user: the demo administrator and its one-time password. */
export async function createDemoAdministrator(
  auth: Auth,
): Promise<{ email: string; password: string } | null> {
  const ctx = await auth.$context;
  if ((await ctx.internalAdapter.countTotalUsers()) > 0) return null;
  // 20 random characters could spell the address's local part; drawn again in that unlikely case.
  let password = generatePassword();
  while (checkPasswordPolicy(password, DEMO_ADMIN_EMAIL)) password = generatePassword();
  // Another process made it meanwhile, with a password of its own that it prints.
  const { outcome } = await ensureAdministrator(auth, DEMO_ADMIN_EMAIL, password);
  return outcome === 'created' ? { email: DEMO_ADMIN_EMAIL, password } : null;
}
