// Better Auth's error codes and the message each shows. Apart from auth.ts (its schemas need zod):
// the client portal reads these to word a refusal, and its first load carries no zod (ADR 0051).
import type { MessageKey } from './messages.js';

/** Error codes of /api/auth/* answers (`{ code, message, fields? }`) and of the `error` query
 * parameter of OAuth redirects, with the message key the UI shows for each. The API writes the
 * key's English text as `message`. */
export const AUTH_ERROR_KEYS: Record<string, MessageKey> = {
  // sign-up
  USER_ALREADY_EXISTS: 'auth.err.emailInUse',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.err.emailInUse',
  INVALID_EMAIL: 'auth.err.invalidEmail',
  EMAIL_PASSWORD_SIGN_UP_DISABLED: 'auth.err.emailPasswordDisabled',
  EMAIL_PASSWORD_DISABLED: 'auth.err.emailPasswordDisabled',
  WEAK_PASSWORD: 'auth.err.weakPassword',
  PASSWORD_TOO_SHORT: 'auth.err.weakPassword',
  PASSWORD_TOO_LONG: 'auth.err.weakPassword',
  TOO_MANY_REQUESTS: 'auth.err.tooManyRequests',
  // login: one code for an unknown address and a wrong password
  INVALID_EMAIL_OR_PASSWORD: 'auth.err.wrongPassword',
  INVALID_PASSWORD: 'auth.err.wrongPassword',
  BANNED_USER: 'auth.err.userDisabled',
  USER_DISABLED: 'auth.err.userDisabled',
  // Google (sign-in call; `error` of the redirect back to errorCallbackURL). The provider's
  // `access_denied` (the person cancelled) is left out on purpose: the UI stays silent.
  OPERATION_NOT_ALLOWED: 'auth.err.operationNotAllowed',
  PROVIDER_NOT_FOUND: 'auth.err.operationNotAllowed',
  signup_disabled: 'auth.err.operationNotAllowed',
  account_not_linked: 'auth.err.accountNotLinked',
  state_mismatch: 'auth.err.googleFailed',
  state_not_found: 'auth.err.googleFailed',
  invalid_code: 'auth.err.googleFailed',
  no_code: 'auth.err.googleFailed',
  unable_to_get_user_info: 'auth.err.googleFailed',
  email_not_found: 'auth.err.googleFailed',
  issuer_mismatch: 'auth.err.googleFailed',
  // a callback address or an origin off this site (spec §8 unauthorized-domain)
  INVALID_CALLBACK_URL: 'auth.err.unauthorizedDomain',
  INVALID_ERROR_CALLBACK_URL: 'auth.err.unauthorizedDomain',
  INVALID_NEW_USER_CALLBACK_URL: 'auth.err.unauthorizedDomain',
  INVALID_ORIGIN: 'auth.err.unauthorizedDomain',
  // password reset
  MISSING_EMAIL: 'auth.err.missingEmail',
  INVALID_TOKEN: 'auth.err.invalidToken',
  TOKEN_EXPIRED: 'auth.err.invalidToken',
  // user management
  USER_NOT_FOUND: 'auth.err.userNotFound',
  YOU_CANNOT_BAN_YOURSELF: 'auth.err.cannotDisableSelf',
  CANNOT_DEMOTE_YOURSELF: 'auth.err.cannotDemoteSelf',
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: 'auth.err.unknownRole',
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS: 'auth.err.adminOnly',
  YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE: 'auth.err.adminOnly',
  YOU_ARE_NOT_ALLOWED_TO_BAN_USERS: 'auth.err.adminOnly',
  YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS: 'auth.err.adminOnly',
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS: 'auth.err.adminOnly',
  YOU_ARE_NOT_ALLOWED_TO_GET_USER: 'auth.err.adminOnly',
  // two-factor sign-in (Better Auth's two-factor plugin) and the Security page
  INVALID_CODE: 'auth.err.invalidCode',
  CODE_ALREADY_USED: 'auth.err.codeUsed',
  INVALID_BACKUP_CODE: 'auth.err.invalidRecoveryCode',
  INVALID_TWO_FACTOR_COOKIE: 'auth.err.twoFactorExpired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'auth.err.twoFactorExpired',
  ACCOUNT_TEMPORARILY_LOCKED: 'auth.err.twoFactorLocked',
  TOTP_ALREADY_ENABLED: 'auth.err.twoFactorAlreadyOn',
  TOTP_NOT_ENABLED: 'auth.err.twoFactorNotOn',
  TWO_FACTOR_NOT_ENABLED: 'auth.err.twoFactorNotOn',
  BACKUP_CODES_NOT_ENABLED: 'auth.err.twoFactorNotOn',
  TWO_FACTOR_REQUIRED: 'auth.err.twoFactorRequired',
  two_factor_required: 'auth.err.twoFactorRequired',
  TWO_FACTOR_KEEP: 'auth.err.twoFactorKeep',
  TWO_FACTOR_SELF_FIRST: 'auth.err.twoFactorSelfFirst',
  SESSION_NOT_FOUND: 'auth.err.sessionNotFound',
  // anything else refused
  VALIDATION_ERROR: 'err.validation',
  UNAUTHORIZED: 'err.unauthorized',
};

/** The message key for an auth error code, or undefined for a code the UI shows generically. */
export const authErrorKey = (code: string | null | undefined): MessageKey | undefined =>
  code && Object.hasOwn(AUTH_ERROR_KEYS, code) ? AUTH_ERROR_KEYS[code] : undefined;
