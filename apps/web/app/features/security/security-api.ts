// The Security page's calls: Better Auth's two-factor plugin and password change, and our own
// account calls (sessions listed and ended by id: no answer carries a session token), and the staff
// member's own preferences (CRM API).
import type { StaffPreferences } from '@crm/shared';
import { auth, crm } from '../../http/client';

export const listSessions = () => auth('GET /account/sessions');

/** Ends one of the user's own sessions (404 SESSION_NOT_FOUND when it has already ended). */
export const endSession = (id: string) => auth('POST /account/revoke-session', { body: { id } });

export const endOtherSessions = () => auth('POST /revoke-other-sessions', { body: {} });

/** Checks the current password; the other sessions end, this one goes on (a new cookie). */
export const changePassword = (currentPassword: string, newPassword: string) =>
  auth('POST /change-password', {
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });

/** Starts enrolment: the otpauth:// URI (key) and the ten recovery codes, shown once. Two-factor is
 * on only once `confirmTwoFactor` accepts a code. */
export const enableTwoFactor = (password: string) => auth('POST /two-factor/enable', { body: { password } });

export const confirmTwoFactor = (code: string) => auth('POST /two-factor/verify-totp', { body: { code } });

export const disableTwoFactor = (password: string) =>
  auth('POST /two-factor/disable', { body: { password } });

/** Ten new recovery codes, answered only here; the old ones stop working. */
export const newRecoveryCodes = (password: string) =>
  auth('POST /two-factor/generate-backup-codes', {
    body: { password },
  });

/** The signed-in staff member's own settings (issue 25): time zone, mail language, reminders. */
export const getPreferences = (signal?: AbortSignal) => crm('GET /staff/me/preferences', { signal });

/** Replaces all four settings; an unknown zone or language is a 400 naming the field. */
export const savePreferences = (body: StaffPreferences) => crm('PUT /staff/me/preferences', { body });
