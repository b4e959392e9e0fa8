// Our own Better Auth plugin: the session columns we keep (last activity, sign-in method) and the
// Security page's and the administrators' calls, mounted under /api/auth like Better Auth's own, so
// they share its session handling, origin and CSRF checks and the handler's answer rewriting.
import type { BetterAuthPlugin } from 'better-auth';
import type { Database } from '../../db/database.js';
import { accountSecurity, getSecuritySettings, setSecuritySettings } from './account-security.js';
import { listOwnSessions, revokeOwnSession } from './own-sessions.js';
import type { SessionTimes } from './session-activity.js';

export function accountPlugin(database: Database, times: SessionTimes) {
  return {
    id: 'crm-account',
    schema: {
      session: {
        fields: {
          // Written by session-activity.ts (and set at creation by auth.ts's databaseHooks).
          lastActiveAt: { type: 'date', required: false, input: false },
          // `google` for a session made by the Google callback, else `password`.
          signInMethod: { type: 'string', required: false, input: false },
        },
      },
    },
    endpoints: {
      listOwnSessions: listOwnSessions(database, times),
      revokeOwnSession: revokeOwnSession(database),
      accountSecurity: accountSecurity(database),
      getSecuritySettings: getSecuritySettings(database),
      setSecuritySettings: setSecuritySettings(database),
    },
  } satisfies BetterAuthPlugin;
}
