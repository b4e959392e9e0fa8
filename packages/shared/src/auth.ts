// Sign-in, sign-up and password reset (spec sections 2, 5 and 8). The web forms validate with the
// form schemas (react-hook-form + zodResolver) and the API checks the body schemas in front of
// Better Auth, so the browser and the server refuse the same input with the same words.
import { z } from 'zod';
import { emailRule, noControl } from './fields.js';
import type { MessageKey } from './messages.js';

export { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SPECIALS } from './password-limits.js';

import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SPECIALS } from './password-limits.js';

/** Lowercase, uppercase, digit and one of . @ $ ! % * ? &. */
function meetsPasswordRule(password: string): boolean {
  return (
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    [...PASSWORD_SPECIALS].some((c) => password.includes(c))
  );
}

/** A new password's form: sign-up, reset, change, ADMIN_PASSWORD. The rules that need the account
 * (its email, below) or the list of common passwords (the server's `checkPasswordPolicy`) come on
 * top; see docs/decisions/0022-password-policy.md. */
export const PasswordPolicy = z
  .string({ error: 'auth.val.passwordMin' })
  .min(PASSWORD_MIN, 'auth.val.passwordMin')
  .max(PASSWORD_MAX, 'auth.val.passwordMax')
  .refine(meetsPasswordRule, 'auth.val.passwordRule');

/** Local parts shorter than this are not looked for in a password: one or two characters turn up by
 * chance in most passwords ("jo@…" would refuse every password holding "jo") and knowing them saves
 * a guesser almost nothing. The whole address is always looked for. */
export const EMAIL_PART_MIN = 3;

/** Whether `password` holds, in any case, the account's email, its local part or that part without a
 * `+tag` (`jane+crm@x.co` → `jane+crm`, `jane`): the first things a guesser tries. */
export function passwordContainsEmail(password: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  if (!address) return false;
  const lower = password.toLowerCase();
  if (lower.includes(address)) return true;
  const at = address.lastIndexOf('@');
  const local = at > 0 ? address.slice(0, at) : address;
  return [local, local.split('+')[0]!].some((part) => part.length >= EMAIL_PART_MIN && lower.includes(part));
}

/** The shared refinement of a new password against its account's email, for an object holding
 * `email` and the new password in `field` (`password` by default):
 * `schema.refine(...passwordAvoidsEmail('newPassword'))`. The issue goes on the password field. */
export const passwordAvoidsEmail = (
  field = 'password',
): [(value: Record<string, unknown>) => boolean, { path: string[]; message: MessageKey }] => [
  (value) =>
    typeof value[field] !== 'string' ||
    typeof value.email !== 'string' ||
    !passwordContainsEmail(value[field], value.email),
  { path: [field], message: 'auth.val.passwordEmail' },
];

/** A new password for a known account when the form has no email field (change of password on the
 * Security page): the policy plus the email rule. The list of common passwords is checked by the
 * server only (`checkPasswordPolicy` in the API's identity feature). */
export const newPasswordFor = (email: string) =>
  PasswordPolicy.refine((password) => !passwordContainsEmail(password, email), 'auth.val.passwordEmail');

/** The login page's email field: trimmed and lowercased. */
export const AuthEmail = emailRule({ invalid: 'auth.val.email' });

/** Login mode of /login. The password is only required here; the policy applies to new ones. */
export const LoginForm = z.strictObject({
  email: AuthEmail,
  password: z
    .string({ error: 'auth.val.passwordRequired' })
    .min(1, 'auth.val.passwordRequired')
    .max(PASSWORD_MAX, 'auth.val.passwordMax'),
  rememberMe: z.boolean().optional(),
});
export type LoginForm = z.infer<typeof LoginForm>;

const passwordsMatch = (v: { password: string; confirmPassword?: string | undefined }) =>
  v.confirmPassword === undefined || v.confirmPassword === v.password;
const confirmIssue = { path: ['confirmPassword'], message: 'auth.val.confirmPassword' };

/** Sign-up mode of /login. */
export const SignUpForm = z
  .strictObject({
    email: AuthEmail,
    password: PasswordPolicy,
    confirmPassword: z.string({ error: 'auth.val.confirmPassword' }),
    rememberMe: z.boolean().optional(),
  })
  .refine(passwordsMatch, confirmIssue)
  .refine(...passwordAvoidsEmail());
export type SignUpForm = z.infer<typeof SignUpForm>;

/** POST /api/auth/sign-up/email, checked by the API before Better Auth sees it. Only these fields
 * are accepted (a `role`, `image` or anything else is refused); `name` defaults to the part of the
 * email before the @; `confirmPassword`, when sent, must match. */
export const SignUpBody = z
  .strictObject({
    name: z
      .string({ error: 'val.text' })
      .trim()
      .max(255, 'val.text')
      .refine(noControl, 'val.control')
      .optional(),
    email: AuthEmail,
    password: PasswordPolicy,
    confirmPassword: z.string({ error: 'auth.val.confirmPassword' }).optional(),
    rememberMe: z.boolean({ error: 'val.boolean' }).optional(),
    callbackURL: z.string({ error: 'val.text' }).max(2000, 'val.text').optional(),
  })
  .refine(passwordsMatch, confirmIssue)
  .refine(...passwordAvoidsEmail());
export type SignUpBody = z.infer<typeof SignUpBody>;

/** The email of 'Forgot password?' and POST /api/auth/request-password-reset (spec section 8:
 * missing-email, invalid-email). */
const ResetEmail = emailRule({ invalid: 'auth.err.invalidEmail', required: 'auth.err.missingEmail' });
export const ForgotPasswordForm = z.strictObject({ email: ResetEmail });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>;
export const RequestPasswordResetBody = z.strictObject({
  email: ResetEmail,
  redirectTo: z.string({ error: 'val.text' }).max(2000, 'val.text').optional(),
});

/** The /reset-password page's form. */
export const ResetPasswordForm = z
  .strictObject({ password: PasswordPolicy, confirmPassword: z.string() })
  .refine(passwordsMatch, confirmIssue);
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;
/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const ResetPasswordBody = z.strictObject({
  newPassword: PasswordPolicy,
  token: z.string({ error: 'auth.err.invalidToken' }).min(1, 'auth.err.invalidToken').max(200),
});
/** POST /api/auth/change-password (signed in): only the new password is checked here. */
export const ChangePasswordBody = z.looseObject({ newPassword: PasswordPolicy });

/** A code from an authenticator app: six digits (spaces typed between them are dropped). */
export const TotpCode = z
  .string({ error: 'auth.val.code' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'auth.val.code'));
/** A recovery code as shown at enrolment (`xxxxx-xxxxx`). */
export const RecoveryCode = z
  .string({ error: 'auth.val.recoveryCode' })
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'auth.val.recoveryCode');
/** POST /api/auth/two-factor/verify-totp: sign-in's second step, or the confirmation of enrolment. */
export const VerifyTotpBody = z.strictObject({ code: TotpCode });
/** POST /api/auth/two-factor/verify-backup-code. */
export const VerifyRecoveryCodeBody = z.strictObject({ code: RecoveryCode });
/** POST /api/auth/two-factor/enable and /disable: the current password. */
export const TwoFactorPasswordBody = z.strictObject({
  password: z
    .string({ error: 'auth.val.passwordRequired' })
    .min(1, 'auth.val.passwordRequired')
    .max(PASSWORD_MAX, 'auth.val.passwordMax'),
});
/** The Security page's change-password form (the new password is checked by the API as well). */
export const ChangePasswordForm = z
  .strictObject({
    currentPassword: z
      .string({ error: 'auth.val.passwordRequired' })
      .min(1, 'auth.val.passwordRequired')
      .max(PASSWORD_MAX, 'auth.val.passwordMax'),
    password: PasswordPolicy,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, confirmIssue);
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

/** One of the signed-in user's sessions, as GET /api/auth/account/sessions lists them (never its
 * token). */
export interface OwnSession {
  id: string;
  current: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
}
/** GET /api/auth/account/security: the signed-in user's two-factor state. `required`: the
 * administrators require two-factor of staff and this user is staff; `mustEnrol`: required, not on,
 * and this session did not come through Google (whose own 2-Step Verification stands in). */
export interface AccountSecurity {
  twoFactorEnabled: boolean;
  required: boolean;
  mustEnrol: boolean;
  signInMethod: 'password' | 'google';
  /** The region numbers without a country code are read in (PHONE_REGION; also GET
   * /api/v1/numbers/region): given here so the portal's first paint needs no request of its own. */
  phoneRegion: string;
}
/** GET /api/auth/admin/security-settings and POST /api/auth/admin/set-security-settings (administrators). */
export const SecuritySettings = z.strictObject({ requireTwoFactor: z.boolean({ error: 'val.boolean' }) });
export type SecuritySettings = z.infer<typeof SecuritySettings>;

/** GET /api/v1/public/auth-config: which sign-in methods this server offers. */
export const AuthConfig = z.object({ google: z.boolean() });
export type AuthConfig = z.infer<typeof AuthConfig>;

// The roles and their checks are in roles.ts, a module without imports: the web app's session code
// needs them on every page, and this module brings zod and the phone rules with it.
export { hasStaffAccess, isAdmin, type Role } from './roles.js';

/** What GET /api/auth/get-session answers for a signed-in user (`null` when signed out). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
  role: string;
  banned: boolean | null;
  banReason?: string | null;
  banExpires?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Two-factor sign-in is on (Better Auth's two-factor plugin). */
  twoFactorEnabled?: boolean | null;
}

export { AUTH_ERROR_KEYS, authErrorKey } from './auth-errors.js';
