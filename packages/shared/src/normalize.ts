// Canonical forms of the CRM's natural keys and of search text. The API stores these forms and
// the web app uses the same functions, so a value typed in any common format finds its record.
// Phone numbers have their own module, phones.ts.

// The one email rule of the whole product (every schema that takes an email goes through
// canonicalEmail: the CRM's records and links, imports, both public forms, /ext, sign-up).
// Spec section 5 says "text, at sign, text, dot, text", no spaces. "Text" is read as what mail
// systems actually deliver to: a local part of RFC 5322 atext (letters and digits of any script,
// and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -) in dot-separated runs, and a domain of at least two
// labels of letters, digits and inner hyphens. Quoted local parts, brackets, parentheses, commas,
// backslashes and control characters are refused: legal in the RFCs but used by no real
// mailbox here, they only carried markup ("<svg/onload=…>"@example.com) into the CRM. Each character
// class excludes the separator that follows it, so matching stays linear on any input.
const LOCAL_RUN = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{M}\\p{N}](?:-*[\\p{L}\\p{M}\\p{N}])*';
export const EMAIL_PATTERN = new RegExp(`^${LOCAL_RUN}(?:\\.${LOCAL_RUN})*@${LABEL}(?:\\.${LABEL})+$`, 'u');
/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX = 254;

/** Lowercase, trimmed email, or null when it is not an address by the rule above. */
export function canonicalEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) ? email : null;
}

/** The stored form a typed email would have, for lookups only (paths such as /emails/{email}):
 * trimmed and lowercased without the rule, so a record stored before the rule was tightened can
 * still be opened, fixed or renamed; an unknown address is simply not found. */
export function emailLookupKey(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email && email.length <= EMAIL_MAX ? email : null;
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
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
