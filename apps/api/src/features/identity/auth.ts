// Better Auth 1.7.7, configured for the portal: email and password (our scrypt and password policy),
// Google through its OpenID discovery document (generic-oauth plugin), roles and user management
// (admin plugin), on the application's own Kysely instance and tables (migration 0003).
// See docs/decisions/0004-better-auth.md and ARCHITECTURE.md, "Identity".
import { createHash, randomBytes } from 'node:crypto';
import {
  asMessageKey,
  ChangePasswordBody,
  fieldKeysOf,
  isAdmin,
  type MessageKey,
  messageText,
  messageTexts,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RequestPasswordResetBody,
  ResetPasswordBody,
  SecuritySettings,
  SignUpBody,
  TwoFactorPasswordBody,
  VerifyRecoveryCodeBody,
  VerifyTotpBody,
} from '@crm/shared';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { admin, genericOAuth } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/admin/access';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { loneSurrogateField } from '../../shared/well-formed.js';
import { addSignupItem } from '../client-access/add-signup-item.js';
import type { Mailer } from '../mail/mailer.js';
import { accountPlugin } from './account-plugin.js';
import { checkPasswordPolicy } from './check-password-policy.js';
import { claimTotpCode, totpAccount } from './one-use-totp.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { signUpTakenMail } from './sign-up-taken-mail.js';
import { backupCodeHasher, twoFactorPlugin } from './two-factor.js';
import { mustEnrol, twoFactorRequired } from './two-factor-policy.js';

export const AUTH_BASE_PATH = '/api/auth';
/** Set by the Fastify handler from `request.ip` (which honours TRUST_PROXY); a caller's own value
 * is dropped, so Better Auth records the real client address on each session. */
export const CLIENT_IP_HEADER = 'x-crm-client-ip';
const COOKIE_PREFIX = 'crm';
const DAY = 24 * 60 * 60;

/** The session cookie's name: `__Secure-` prefixed (and Secure) when PUBLIC_URL is https. */
export const sessionCookieName = (publicUrl: string) =>
  `${publicUrl.startsWith('https:') ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token`;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Roles of the admin plugin. Only `admin` may manage users, and only through the calls the Users
 * page needs; `staff` and `user` hold no user-management permission (what sets them apart is
 * `hasStaffAccess`, read by the session credential). */
const ac = createAccessControl(defaultStatements);
const roles = {
  admin: ac.newRole({ user: ['list', 'get', 'set-role', 'ban'], session: ['list', 'revoke'] }),
  staff: ac.newRole({ user: [], session: [] }),
  user: ac.newRole({ user: [], session: [] }),
};

/** The admin plugin's calls the Users page does not use, closed outright. */
const DISABLED_PATHS = [
  '/admin/create-user',
  '/admin/update-user',
  '/admin/remove-user',
  '/admin/set-user-password',
  '/admin/impersonate-user',
  '/admin/stop-impersonating',
  '/admin/has-permission',
];

/** Refuses a body that fails one of the shared schemas: 400 in Better Auth's shape, with the
 * spec's message of each field (and its key) and a code naming the catalogue entry (INVALID_EMAIL,
 * MISSING_EMAIL, WEAK_PASSWORD) or VALIDATION_ERROR. */
function validate<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fieldKeys = fieldKeysOf(parsed.error.issues);
  const first = parsed.error.issues[0]!;
  const code =
    first.message === 'auth.err.missingEmail'
      ? 'MISSING_EMAIL'
      : first.message === 'auth.val.email' || first.message === 'auth.err.invalidEmail'
        ? 'INVALID_EMAIL'
        : first.message.startsWith('auth.val.password')
          ? 'WEAK_PASSWORD'
          : 'VALIDATION_ERROR';
  const key = first.code === 'unrecognized_keys' ? 'err.validation' : asMessageKey(first.message);
  throw badRequest(code, key, fieldKeys);
}

function badRequest(code: string, key: MessageKey, fieldKeys: Record<string, MessageKey>) {
  return new APIError('BAD_REQUEST', {
    code,
    message: messageText(key),
    key,
    fields: messageTexts(fieldKeys),
    field_keys: fieldKeys,
  });
}

/** Refuses a new password (in the body's `field`) that breaks the policy for the account `email`:
 * 400 WEAK_PASSWORD with the rule's message on that field, as `validate` answers. */
function enforcePasswordPolicy(password: string, email: string, field: string) {
  const key = checkPasswordPolicy(password, email);
  if (key) throw badRequest('WEAK_PASSWORD', key, { [field]: key });
}

export interface AuthOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function createAuth({ config, database, mailer, log }: AuthOptions) {
  const secure = config.publicUrl.startsWith('https:');
  const publicOrigin = new URL(config.publicUrl).origin;
  const secret =
    config.authSecret ??
    (() => {
      log.warn('BETTER_AUTH_SECRET is not set: sessions will not survive a restart of this process');
      return randomBytes(32).toString('base64url');
    })();

  // "Remember Me" sessions keep their cookie as long as a session may live (SESSION_MAX_AGE), renewed
  // (sliding) when used a day or more after the last renewal; other sessions end with the browser
  // session, or after a day at most on the server. session-activity.ts ends either kind once idle
  // longer than SESSION_IDLE or older than SESSION_MAX_AGE.
  const expiresIn = Math.max(60, Math.floor(config.sessionMaxAgeMs / 1000));
  const times = { idleMs: config.sessionIdleMs, maxAgeMs: config.sessionMaxAgeMs };
  const hashBackupCode = backupCodeHasher(secret);

  const stamp = (d: Date) => (database.dialect === 'postgres' ? d : d.toISOString());
  /** Sessions of a user about to be disabled, remembered so their next request learns why it is
   * refused (Better Auth deletes the sessions themselves). */
  async function rememberRevokedSessions(userId: string) {
    const { db } = database;
    await db.deleteFrom('auth_revoked_sessions').where('expires_at', '<', stamp(new Date())).execute();
    const sessions = await db
      .selectFrom('session')
      .select(['token', 'expiresAt'])
      .where('userId', '=', userId)
      .execute();
    if (sessions.length === 0) return;
    const rows = sessions.map((s) => ({
      token_hash: sha256(s.token),
      user_id: userId,
      expires_at: stamp(new Date(s.expiresAt)),
    }));
    await db
      .insertInto('auth_revoked_sessions')
      .values(rows)
      .onConflict((c) => c.column('token_hash').doNothing())
      .execute();
  }

  return betterAuth({
    appName: 'CRM',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: { db: database.db, type: database.dialect },
    trustedOrigins: [publicOrigin, ...config.trustedOrigins],
    telemetry: { enabled: false },
    // Our own limits, in the Fastify handler (auth-handler.ts): they count failed sign-ins per
    // address and client, which Better Auth's limiter cannot.
    rateLimit: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => log[level]({ args }, `auth: ${message}`),
    },
    // Refusals (bad input, wrong password) are the caller's business: debug only.
    onAPIError: {
      onError: (error) =>
        isAPIError(error) && error.statusCode < 500
          ? log.debug({ code: (error.body as { code?: string } | undefined)?.code }, 'auth: refused')
          : log.error({ err: error }, 'auth: request failed'),
    },
    disabledPaths: DISABLED_PATHS,
    advanced: {
      // Stated, not left to defaults: Better Auth turns the origin check off when NODE_ENV=test,
      // and the tests must exercise what production runs.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: secure,
      cookiePrefix: COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    session: {
      expiresIn,
      updateAge: Math.min(DAY, Math.floor(expiresIn / 2)),
      // Every request reads the session from the database, so disabling a user or changing a role
      // takes effect at once.
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      // Sign-up never signs in (ADR 0049): a new address and one that already has an account get
      // the same answer, a user without a session token, and the owner of the existing one a mail.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        // Not awaited: the answer must take as long for a known address as for a new one.
        mailer
          .send(signUpTakenMail(user.email, config.publicUrl))
          .catch((error) => log.error({ err: error }, 'sign-up attempt mail failed'));
      },
      // The fake user of an existing address carries every field a real new one does (the admin
      // and two-factor plugins' too), with the same values.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: false,
        ...additionalFields,
        id,
      }),
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: {
        hash: (password) => hashPassword(password, config.passwordHashing),
        verify: verifyPassword,
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // Not awaited: the answer must take as long for an unknown address as for a known one.
        mailer
          .send({
            to: user.email,
            subject: 'Reset your password',
            text: [
              'Someone asked to reset the password of your account on the Sterling Crest portal',
              `(${user.email}). Open this link within one hour to choose a new password:`,
              '',
              link,
              '',
              'If you did not ask for it, ignore this message: your password stays the same.',
            ].join('\n'),
          })
          .catch((error) => log.error({ err: error }, 'password reset mail failed'));
      },
    },
    databaseHooks: {
      user: {
        create: {
          // A stranger's new account (sign-up form or a first Google sign-in) appears in the inbox,
          // where staff tie it to a contact as a client or refuse it (issue 29). Accounts made
          // otherwise (the first administrator, an accepted invitation) are not self sign-ups.
          // Runs once the account is committed.
          after: async (user, ctx) => {
            const path = ctx?.path ?? '';
            if (path !== '/sign-up/email' && !/^\/(oauth2\/)?callback\//.test(path)) return;
            await addSignupItem(database, user).catch((error) =>
              log.error({ err: error }, 'sign-up inbox item failed'),
            );
          },
        },
      },
      session: {
        create: {
          // Every new session starts active now; one made by the Google callback is marked so (the
          // two-factor policy relies on Google's own 2-Step Verification for it). A session made
          // anew from another (password change, two-factor on or off) keeps that one's method.
          before: async (session, ctx) => {
            // The OAuth callback (`/callback/:id`, or generic-oauth's `/oauth2/callback/:providerId`);
            // Google is the only provider.
            const google = /^\/(oauth2\/)?callback\//.test(ctx?.path ?? '');
            const previous = (ctx?.context.session?.session as { signInMethod?: string } | undefined)
              ?.signInMethod;
            return {
              data: {
                ...session,
                lastActiveAt: new Date(),
                signInMethod: google ? 'google' : (previous ?? 'password'),
              },
            };
          },
        },
      },
    },
    plugins: [
      twoFactorPlugin(secret),
      accountPlugin(database, times),
      admin({
        ac,
        roles,
        defaultRole: 'user',
        adminRoles: ['admin'],
        bannedUserMessage: messageText('auth.err.userDisabled'),
      }),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: config.google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  requireIdTokenVerification: true,
                  // Signing out of the portal does not sign the person out of Google.
                  disableProviderLogout: true,
                },
              ],
            }),
          ]
        : []),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Better Auth parses the body itself, past /api/v1's check (shared/well-formed.ts).
        const surrogate = loneSurrogateField({ body: ctx.body, query: ctx.query });
        if (surrogate)
          throw new APIError('BAD_REQUEST', {
            code: 'VALIDATION_ERROR',
            message: messageText('val.surrogate'),
            key: 'val.surrogate',
            fields: messageTexts(surrogate),
            field_keys: surrogate,
          });
        switch (ctx.path) {
          case '/sign-up/email': {
            // Only these fields reach Better Auth: no role, image or other user column.
            const body = validate(SignUpBody, ctx.body);
            enforcePasswordPolicy(body.password, body.email, 'password');
            const { confirmPassword: _, ...rest } = body;
            return {
              context: { body: { ...rest, name: body.name || body.email.split('@')[0] } },
            };
          }
          case '/request-password-reset':
            return { context: { body: validate(RequestPasswordResetBody, ctx.body) } };
          case '/reset-password': {
            const token = (ctx.body as { token?: unknown } | undefined)?.token ?? ctx.query?.token;
            const body = validate(ResetPasswordBody, { ...ctx.body, token });
            // The account the token was mailed for; the token is only looked at, not used up, so
            // the person can try another password. A wrong or expired one is Better Auth's to refuse.
            const { internalAdapter } = ctx.context;
            const verification = await internalAdapter.findVerificationValue(`reset-password:${body.token}`);
            if (verification && new Date(verification.expiresAt) > new Date()) {
              const user = await internalAdapter.findUserById(verification.value);
              if (user) enforcePasswordPolicy(body.newPassword, user.email, 'newPassword');
            }
            return { context: { body } };
          }
          case '/change-password': {
            const body = validate(ChangePasswordBody, ctx.body);
            const session = await getSessionFromCtx(ctx);
            if (session) enforcePasswordPolicy(body.newPassword, session.user.email, 'newPassword');
            // A change of password always ends the other sessions (issue 15), whatever
            // the caller sends. Without a session, Better Auth answers 401.
            return { context: { body: { ...body, revokeOtherSessions: true } } };
          }
          // Two-factor: only the fields our pages send (no "trust this device", no email codes, no
          // other issuer); a recovery code is compared by its hash (two-factor.ts).
          case '/two-factor/verify-totp': {
            const body = validate(VerifyTotpBody, ctx.body);
            const userId = await totpAccount(ctx);
            if (userId && !(await claimTotpCode(database, userId, body.code)))
              throw new APIError('UNAUTHORIZED', {
                code: 'CODE_ALREADY_USED',
                message: messageText('auth.err.codeUsed'),
              });
            return { context: { body } };
          }
          case '/two-factor/verify-backup-code': {
            const { code } = validate(VerifyRecoveryCodeBody, ctx.body);
            const shown = code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}`;
            return { context: { body: { code: hashBackupCode(shown) } } };
          }
          case '/two-factor/disable': {
            const session = await getSessionFromCtx(ctx);
            if (session && (await twoFactorRequired(database, session.user as { role?: string | null })))
              throw new APIError('BAD_REQUEST', {
                code: 'TWO_FACTOR_KEEP',
                message: messageText('auth.err.twoFactorKeep'),
              });
            return { context: { body: validate(TwoFactorPasswordBody, ctx.body) } };
          }
          case '/two-factor/enable':
          case '/two-factor/get-totp-uri':
          case '/two-factor/generate-backup-codes':
            return { context: { body: validate(TwoFactorPasswordBody, ctx.body) } };
          case '/admin/set-security-settings':
            await refuseUnenrolled(ctx);
            return { context: { body: validate(SecuritySettings, ctx.body) } };
          case '/admin/set-role':
          case '/admin/ban-user': {
            await refuseUnenrolled(ctx);
            const session = await getSessionFromCtx(ctx);
            if (!session || !isAdmin(session.user.role)) return; // the plugin refuses it
            const target = String((ctx.body as { userId?: unknown } | undefined)?.userId ?? '');
            if (ctx.path === '/admin/ban-user') {
              if (target && target !== session.user.id) await rememberRevokedSessions(target);
              return;
            }
            const role = (ctx.body as { role?: unknown } | undefined)?.role;
            const next = Array.isArray(role) ? role.join(',') : String(role ?? '');
            if (target === session.user.id && !isAdmin(next))
              throw new APIError('BAD_REQUEST', {
                code: 'CANNOT_DEMOTE_YOURSELF',
                message: messageText('auth.err.cannotDemoteSelf'),
              });
            return;
          }
        }
        if (ctx.path.startsWith('/admin/')) await refuseUnenrolled(ctx);
      }),
    },
  });

  /** User management is out of reach of a session that must enrol in two-factor first. */
  async function refuseUnenrolled(ctx: Parameters<typeof getSessionFromCtx>[0]) {
    const session = await getSessionFromCtx(ctx);
    if (!session) return; // the endpoint refuses it
    const user = session.user as { role?: string | null; twoFactorEnabled?: boolean | null };
    if (await mustEnrol(database, user, session.session as { signInMethod?: string | null }))
      throw new APIError('FORBIDDEN', {
        code: 'TWO_FACTOR_REQUIRED',
        message: messageText('auth.err.twoFactorRequired'),
      });
  }
}

export type Auth = ReturnType<typeof createAuth>;
