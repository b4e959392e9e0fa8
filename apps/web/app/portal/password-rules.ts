// A new password's rule in words, and the rule the server found it breaking: for every form that
// sets one (sign-up, reset, change, a client's invitation). No MUI here: the client portal's
// invitation page reads these too (ADR 0051).
import { type MessageKey, PASSWORD_MIN, PASSWORD_SPECIALS } from '@crm/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../http/client';

/** The rule a new password must meet, in words, from the shared policy's figures. */
export function usePasswordHint(): string {
  const { t } = useTranslation('auth');
  return t('login.passwordHint', { min: PASSWORD_MIN, specials: [...PASSWORD_SPECIALS].join(' ') });
}

/** The rule the server found a new password breaking (`password` at sign-up, `newPassword` at reset
 * and change), for the form to show under its password field like its own rules. The list of common
 * passwords is only on the server: it would weigh on every visitor's download for a check the
 * submit makes anyway (docs/decisions/0022-password-policy.md). */
export function passwordRefusal(error: unknown): MessageKey | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldKeys.password ?? error.fieldKeys.newPassword;
}
