// When two-factor sign-in is required (ADR 0021): the administrators' setting is on, the user has
// staff access, two-factor is not on for them, and the session did not come through Google (a
// Google sign-in relies on Google's own 2-Step Verification, which the firm's Workspace enforces;
// the two-factor plugin only challenges password sign-ins). Such a session may reach its
// enrolment (the two-factor and account calls of /api/auth) and nothing else: no /api/v1 data, no
// user management.
import { hasStaffAccess } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { readRequireTwoFactor } from './security-settings.js';

export interface PolicyUser {
  role?: string | null;
  twoFactorEnabled?: boolean | null;
}
export interface PolicySession {
  signInMethod?: string | null;
}

/** The policy applies to this user (staff, setting on), enrolled or not. */
export async function twoFactorRequired(database: Database, user: PolicyUser): Promise<boolean> {
  return hasStaffAccess(user.role) && (await readRequireTwoFactor(database));
}

/** This session must enrol before it reaches anything else. */
export async function mustEnrol(
  database: Database,
  user: PolicyUser,
  session: PolicySession,
): Promise<boolean> {
  if (user.twoFactorEnabled || session.signInMethod === 'google') return false;
  return twoFactorRequired(database, user);
}
