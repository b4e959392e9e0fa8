// The whole password policy for a new password of a known account, in one call, for every place a
// password is set: sign-up, reset, change (auth.ts hooks) and ADMIN_PASSWORD (bootstrap-admin.ts).
// See docs/decisions/0022-password-policy.md.
import { type MessageKey, PasswordPolicy, passwordContainsEmail } from '@crm/shared';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.js';

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON_PASSWORDS_TEXT.split('\n'));

/** What a composition rule makes people bolt onto a word: digits and the specials of the rule. */
const AFFIXES = /^[\d.@$!%*?&]+|[\d.@$!%*?&]+$/g;
const TRAILING_SPECIALS = /[.@$!%*?&]+$/;
/** The specials that stand in for letters (p@$$word). Digits are left alone: the list already
 * holds the common digit spellings (passw0rd, pa55word). */
const unLeet = (text: string) => text.replace(/@/g, 'a').replace(/\$/g, 's');

/** Whether `password` is one of the 10,000 most common passwords, in any case, or one of them with
 * the capital, digits and symbol a composition rule asks for added at its ends (Password1!,
 * Summer2024$, !1dragon) or with @ and $ for a and s (P@$$word1). Without this, not one entry of the
 * list could pass the spec's composition rule, and the list would refuse nothing. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const forms = [lower, lower.replace(TRAILING_SPECIALS, ''), lower.replace(AFFIXES, '')];
  return forms.some((form) => COMMON_PASSWORDS.has(form) || COMMON_PASSWORDS.has(unLeet(form)));
}

/** The message key of the first rule a new password for the account `email` breaks, in the order
 * the person can act on them (length, composition, email, common list); undefined when it passes. */
export function checkPasswordPolicy(password: string, email: string): MessageKey | undefined {
  const shape = PasswordPolicy.safeParse(password);
  if (!shape.success) return shape.error.issues[0]!.message as MessageKey;
  if (passwordContainsEmail(password, email)) return 'auth.val.passwordEmail';
  if (isCommonPassword(password)) return 'auth.val.passwordCommon';
  return undefined;
}
