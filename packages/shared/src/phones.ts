// Phone numbers: the one rule that reads a typed number (API schemas and paths, imports, public
// forms, portal forms), its stored form, its search digits and its human form (ADR 0029).
// Stored form: E.164, then the extension in RFC 3966 form when there is one (+13129076249;ext=12).
// A number written without a country code is read in the firm's region (PHONE_REGION).
import {
  type CountryCode,
  findPhoneNumbersInText,
  getCountryCallingCode,
  isSupportedCountry,
  type MetadataJson,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core';
import { US_CA_METADATA } from './phone-metadata.js';

// Node loads libphonenumber's metadata of every country (83 KB) through require, which no bundler
// follows: the server, its worker threads and every test judge every country with no set-up step
// to forget, while the public pages' bundle keeps only the +1 countries. The portal installs the
// whole set itself (installPhoneMetadata, from its own chunk).
function nodeMetadata(): MetadataJson | undefined {
  const nodeModule = globalThis.process?.getBuiltinModule?.('node:module');
  return nodeModule?.createRequire(import.meta.url)('libphonenumber-js/min/metadata') as
    | MetadataJson
    | undefined;
}

let metadata: MetadataJson = nodeMetadata() ?? US_CA_METADATA;
/** Only the +1 countries are known (a page in the browser before loadPhoneMetadata). */
let partial = metadata === US_CA_METADATA;
let region: CountryCode = 'CA';

/** Replaces the +1 metadata of a browser bundle by every country's (the portal's pages, through
 * loadPhoneMetadata). */
export function installPhoneMetadata(all: MetadataJson): void {
  metadata = all;
  partial = false;
}

/** Whether every country's metadata is there (always in Node). */
export const hasAllPhoneMetadata = (): boolean => !partial;

/** Whether `code` (ISO 3166 alpha-2, any case) is a region numbers can be read in. */
export function isPhoneRegion(code: string): boolean {
  return /^[A-Za-z]{2}$/.test(code) && isSupportedCountry(code.toUpperCase() as CountryCode, metadata);
}

/** Sets the region numbers without a country code are read in (PHONE_REGION, set once at start-up;
 * the portal sets the server's). Throws on a region the metadata does not know. */
export function setPhoneRegion(code: string): void {
  if (!isPhoneRegion(code)) throw new Error(`Unknown phone region ${code}`);
  region = code.toUpperCase() as CountryCode;
}

export function phoneRegion(): string {
  return region;
}

/** Why a typed number is refused: `short` (fewer than 10 digits, the spec's rule for numbers
 * without a foreign country code), `country` (a known country code, but not a number of that
 * country's plan), `invalid` (anything else: letters, unknown code, impossible number). */
export type PhoneProblem = 'short' | 'country' | 'invalid';
/** The message key of each problem: the product's phone messages, for every form that takes a
 * number (the portal's, the contact form's). */
export const PHONE_PROBLEM_KEYS = {
  short: 'numbers.val.minLen',
  country: 'numbers.val.country',
  invalid: 'numbers.val.invalid',
} as const satisfies Record<PhoneProblem, string>;
export type PhoneReading =
  | { phone: string; problem?: undefined }
  | { phone?: undefined; problem: PhoneProblem };

// French staff write "poste 12"; libphonenumber knows ext, x, # and ;ext= but not poste.
const FRENCH_EXTENSION = /[\s,;]*\b(?:poste|p\.)\s*(\d{1,10})\s*$/iu;
// The extension labels libphonenumber reads, to count the main number's digits and to judge a
// number the browser's +1 metadata cannot (below).
const EXTENSION = /(?:;ext=|[\s,]*(?:ext(?:ension|n)?\.?|x|#)\s*)(\d{1,10})\s*$/iu;
// Digits with the usual separators and a leading +.
const INTERNATIONAL = /^\+[\d\s().-]+$/;

const stored = (p: PhoneNumber) => (p.ext ? `${p.number};ext=${p.ext}` : String(p.number));

function callingCode(digits: string): string | undefined {
  const codes = metadata.country_calling_codes;
  return [1, 2, 3].map((n) => digits.slice(0, n)).find((c) => Object.hasOwn(codes, c));
}

/** Reads a typed number: its stored form, or why it is refused. `text` is a whole number, with
 * nothing around it but an extension ("call 514…" or "(312) 907-6249 Mike" are refused: an import
 * extracts the number first). */
export function readPhone(text: string, inRegion: string = region): PhoneReading {
  const typed = text.trim().replace(FRENCH_EXTENSION, ' ext. $1');
  const defaultCountry = isPhoneRegion(inRegion) ? (inRegion.toUpperCase() as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(typed, { defaultCountry, extract: false }, metadata);
  if (parsed?.isValid()) return { phone: stored(parsed) };
  const main = typed.replace(EXTENSION, '');
  if (/\p{L}/u.test(main)) return { problem: 'invalid' };
  const digits = main.replace(/\D+/g, '');
  const foreign = main.startsWith('+') && !digits.startsWith('1');
  if (foreign && partial) {
    // A browser with only the +1 metadata (the public pages) cannot judge "+33 …": it lets a
    // plausible one through and the server, which knows every country, decides.
    const ext = EXTENSION.exec(typed)?.[1];
    if (INTERNATIONAL.test(main) && digits.length >= 8 && digits.length <= 15)
      return { phone: `+${digits}${ext ? `;ext=${ext}` : ''}` };
  }
  if (digits.length < 10 && !foreign) return { problem: 'short' };
  // Only a written country code makes a refused number one of that country's (`country`): read in
  // the firm's region, "514 555 0426" under FR is simply not a number.
  const code = main.startsWith('+') ? (parsed?.countryCallingCode ?? callingCode(digits)) : undefined;
  return { problem: code && code !== '1' ? 'country' : 'invalid' };
}

/** The stored form of a typed number (E.164, `;ext=` extension), read in `inRegion` when it has no
 * country code (the firm's region, PHONE_REGION, by default); null when it is not a valid number. */
export function normalizePhone(text: string, inRegion: string = region): string | null {
  return readPhone(text, inRegion).phone ?? null;
}

/** The stored form a typed number would have, for lookups only (paths such as /numbers/{number}):
 * a North American number already in E.164 form is taken as is (an unknown number is simply not
 * found), which spares the full parse on most record pages; anything else is read by the rule. */
export function phoneLookupKey(input: string): string | null {
  return /^\+1\d{10}$/.test(input) ? input : normalizePhone(input);
}

/** Human form of a stored number: national for numbers of the firm's region's country code (all
 * of +1 for CA or US), international otherwise; the extension after `extLabel` ("ext.", "poste"). */
export function formatPhone(storedNumber: string, extLabel = 'ext.'): string {
  const parsed = parsePhoneNumberFromString(storedNumber, {}, metadata);
  if (!parsed) return storedNumber;
  const national = parsed.countryCallingCode === getCountryCallingCode(region, metadata);
  // The extension with the reader's own label.
  const formatExtension = (main: string, ext: string) => `${main} ${extLabel} ${ext}`;
  return national
    ? parsed.formatNational({ formatExtension })
    : parsed.formatInternational({ formatExtension });
}

/** The `tel:` URI of a stored number (RFC 3966: the extension is kept, `tel:+13129076249;ext=12`). */
export function phoneHref(storedNumber: string): string {
  return `tel:${storedNumber}`;
}

/** The digits a number search looks for in what was typed: an extension is left out, since the
 * `digits` column holds none ("907-6249 ext. 12" finds +13129076249;ext=12). */
export function phoneQueryDigits(text: string): string {
  const digits = (t: string) => t.replace(/\D+/g, '');
  // Only a tail after some digits is an extension ("x0142" alone is searched as 0142, as before).
  return digits(text.replace(FRENCH_EXTENSION, '').replace(EXTENSION, '')) || digits(text);
}

/** What a number search matches (the `digits` column): the E.164 digits without "+" or extension,
 * and, for a number whose national form adds a trunk prefix ("01 42 68 53 00" for +33142685300),
 * those digits too after a space, so "0142" finds it as staff write it at home; a query is digits
 * only, so it never matches across the space. North American numbers keep only their 11 digits. */
export function phoneSearchDigits(storedNumber: string): string {
  const e164 = storedNumber.split(';', 1)[0]!.replace(/\D+/g, '');
  // A North American national number is its E.164 digits without the 1: no parse (imports write
  // hundreds of thousands of them).
  if (e164.startsWith('1')) return e164;
  const national = parsePhoneNumberFromString(`+${e164}`, {}, metadata)?.formatNational().replace(/\D+/g, '');
  return national && !e164.includes(national) ? `${e164} ${national}` : e164;
}

export interface PhonesInText {
  /** Stored forms (E.164, `;ext=` extension). */
  numbers: string[];
  /** The text outside the numbers, spaces and separators trimmed; '' when none. */
  rest: string;
}

/** The numbers in a cell that holds more than a number ("(312) 907-6249 Mike", "514 555 0101 poste
 * 12"), read in `inRegion` when they carry no country code, and the words left around them: an
 * import stores each number and keeps the words as its note rather than refusing the cell. */
export function phonesInText(text: string, inRegion: string = region): PhonesInText {
  const typed = text.replace(FRENCH_EXTENSION, ' ext. $1');
  const defaultCountry = isPhoneRegion(inRegion) ? (inRegion.toUpperCase() as CountryCode) : undefined;
  const found = findPhoneNumbersInText(typed, { defaultCountry }, metadata);
  let rest = '';
  let at = 0;
  for (const f of found) {
    rest += ` ${typed.slice(at, f.startsAt)}`;
    at = f.endsAt;
  }
  rest += ` ${typed.slice(at)}`;
  return {
    numbers: found.map((f) => stored(f.number)),
    rest: rest.replace(/[\s,;/|:–—-]+/g, ' ').trim(),
  };
}
