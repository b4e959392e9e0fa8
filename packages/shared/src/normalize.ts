// Canonical forms of the CRM's natural keys and of search text. The API stores these forms and
// the web app uses the same functions, so a value typed in any common format finds its record.
import { type CountryCode, parsePhoneNumberFromString as parseWithMetadata } from 'libphonenumber-js/core';
import { US_CA_METADATA } from './phone-metadata.js';

const parsePhoneNumberFromString = (
  text: string,
  options?: { defaultCountry?: CountryCode; extract?: boolean },
) => parseWithMetadata(text, options ?? {}, US_CA_METADATA);

/** An email address as spec section 5 has it: text, at sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lowercase, trimmed email, or null when it is not an address (text @ text . text). */
export function canonicalEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return EMAIL_PATTERN.test(email) ? email : null;
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}

/** E.164 form (+15145551234) of a US or Canadian phone number typed in any common format (the
 * firm's two countries); 10-digit numbers need no country code. */
export function canonicalPhone(input: string): string | null {
  // extract: false refuses text around the number ("call 514…") instead of silently keeping part.
  const parsed = parsePhoneNumberFromString(input.trim(), { defaultCountry: 'US', extract: false });
  if (!parsed?.isValid() || parsed.ext) return null;
  return parsed.country === 'US' || parsed.country === 'CA' ? parsed.number : null;
}

/** The stored form a typed number would have, for lookups only: text already in E.164 form is
 * taken as is (an unknown number is simply not found), which spares the full parse on every
 * record page; anything else is parsed as by canonicalPhone. */
export function phoneLookupKey(input: string): string | null {
  return /^\+1\d{10}$/.test(input) ? input : canonicalPhone(input);
}

/** Human form of an E.164 number: national for North America, international otherwise. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}

export function digitsOnly(input: string): string {
  return input.replace(/\D+/g, '');
}

// Letters NFKD does not decompose into a base letter plus marks.
const FOLDS: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };

/** Case- and accent-insensitive form used by every search index: "Montréal  Œuvre" → "montreal oeuvre". */
export function searchText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[œæßøđłı]/g, (c) => FOLDS[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Joins several fields into one indexed text; the separator keeps a query from matching across
 * two fields ("smith acme" does not match name "Smith" + company "Acme"). */
export function joinSearch(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((p): p is string => !!p)
    .map(searchText)
    .join('\n');
}

const COUNTRY_ALIASES: Record<string, 'US' | 'CA'> = {
  us: 'US',
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states': 'US',
  'united states of america': 'US',
  'etats-unis': 'US',
  ca: 'CA',
  can: 'CA',
  canada: 'CA',
};

/** ISO code of a country the firm works in (US, CA), or null for any other. */
export function canonicalCountry(input: string): 'US' | 'CA' | null {
  // Own keys only: a typed "__proto__" or "constructor" must not find Object.prototype members.
  const key = searchText(input);
  return Object.hasOwn(COUNTRY_ALIASES, key) ? COUNTRY_ALIASES[key]! : null;
}

/** Every name a country is searched by, so "usa", "united states" and "us" all find US addresses. */
export function countrySearchText(code: string | null | undefined): string {
  if (code === 'US') return 'us usa united states';
  if (code === 'CA') return 'ca canada';
  return code ? searchText(code) : '';
}
