// GET /api/auth/account/security: the signed-in user's two-factor state, which the login page and
// the portal read to send a staff member who must enrol to the enrolment page; and the
// administrators' setting, GET /api/auth/admin/security-settings and POST
// /api/auth/admin/set-security-settings.
import { type AccountSecurity, isAdmin, phoneRegion, type SecuritySettings } from '@crm/shared';
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { readRequireTwoFactor, writeRequireTwoFactor } from './security-settings.js';
import { mustEnrol, twoFactorRequired } from './two-factor-policy.js';

interface CrmSession {
  session: { signInMethod?: string | null };
  user: { id: string; role?: string | null; twoFactorEnabled?: boolean | null };
}

export const accountSecurity = (database: Database) =>
  createAuthEndpoint('/account/security', { method: 'GET', use: [sessionMiddleware] }, async (ctx) => {
    const { session, user } = ctx.context.session as unknown as CrmSession;
    const answer: AccountSecurity = {
      twoFactorEnabled: !!user.twoFactorEnabled,
      required: await twoFactorRequired(database, user),
      mustEnrol: await mustEnrol(database, user, session),
      signInMethod: session.signInMethod === 'google' ? 'google' : 'password',
      phoneRegion: phoneRegion(),
    };
    return ctx.json(answer);
  });

function adminOf(ctx: { context: { session: unknown } }): CrmSession['user'] {
  const { user } = ctx.context.session as CrmSession;
  if (!isAdmin(user.role))
    throw new APIError('FORBIDDEN', { code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS', message: 'forbidden' });
  return user;
}

export const getSecuritySettings = (database: Database) =>
  createAuthEndpoint('/admin/security-settings', { method: 'GET', use: [sessionMiddleware] }, async (ctx) => {
    adminOf(ctx);
    const answer: SecuritySettings = { requireTwoFactor: await readRequireTwoFactor(database) };
    return ctx.json(answer);
  });

export const setSecuritySettings = (database: Database) =>
  createAuthEndpoint(
    '/admin/set-security-settings',
    // The body is checked against the shared schema in auth.ts's hooks.before.
    { method: 'POST', use: [sessionMiddleware], body: z.object({ requireTwoFactor: z.boolean() }) },
    async (ctx) => {
      const user = adminOf(ctx);
      // An administrator requiring it without using it would be sent to enrolment at once.
      if (ctx.body.requireTwoFactor && !user.twoFactorEnabled)
        throw new APIError('BAD_REQUEST', {
          code: 'TWO_FACTOR_SELF_FIRST',
          message: 'TWO_FACTOR_SELF_FIRST',
        });
      await writeRequireTwoFactor(database, ctx.body.requireTwoFactor, `user:${user.id}`);
      const answer: SecuritySettings = { requireTwoFactor: ctx.body.requireTwoFactor };
      return ctx.json(answer);
    },
  );
