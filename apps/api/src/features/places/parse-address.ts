// The offline provider's parser: one line of a United States or Canadian address, English or
// French, into spec §3's components. It reads from the end (country, postal code, state or
// province), then the comma-separated parts (street, unit, post box, rural route, city).
// No maintained library covers both countries and French Québec addresses (ADR 0010).
import { foreignCountryAt } from '@crm/shared';
import { nameCase } from './address-case.js';
import { PREFIX_TYPES, REGIONS, SUFFIX_TYPES } from './address-words.js';
import { fold, parseStreet, UNIT_LABELS } from './parse-street.js';

export interface ParsedAddress {
  point_of_interest: string | null;
  post_box: string | null;
  street_number: string | null;
  route: string | null;
  subpremise: string | null;
  locality: string | null;
  sublocality_level_1: string | null;
  neighborhood: string | null;
  postal_town: string | null;
  administrative_area_level_3: string | null;
  postal_code: string | null;
  postal_code_suffix: string | null;
  administrative_area_level_1: string | null;
  country: 'US' | 'CA' | null;
  /** How the unit was written (Apt, Suite, app., #), to format the address again. */
  unit_label: string | null;
  /** The text names a country other than the USA and Canada. */
  foreign: boolean;
}

const COUNTRY_TAIL =
  /(?:^|[\s,])(u\.?\s?s\.?(?:\s?a\.?)?|united states(?: of america)?|[ée]tats[- ]unis|canada)$/i;
const CA_POSTAL_THEN_CA = /([a-z]\d[a-z][\s-]?\d[a-z]\d)[\s,]+ca$/i;
const CA_POSTAL = /(?:^|[\s,])([a-z]\d[a-z])[\s-]?(\d[a-z]\d)$/i;
const US_ZIP = /(?:^|[\s,])(\d{5})(?:-(\d{4}))?$/;
const BOX_BEFORE = /(box|c\.?p\.?|postale)\s*#?$/i;
const BOX =
  /^(?:p\.?\s?o\.?\s?box|post office box|box|c\.?\s?p\.?|case postale|bo[iî]te postale|pmb)\s*#?\s*(\d+)\b\.?\s*(.*)$/i;
// Canada Post's rural form may start with the site and compartment: "SITE 5 COMP 12 RR 1".
const RURAL =
  /^(?:site\s+\d+\s*,?\s*comp\s+\d+\s*,?\s*)?(?:r\.?\s?r\.?|rural route|route rurale)\s*#?\s*(\d+)\b\s*(.*)$/i;
/** "5th Floor", "3e étage": a floor is the unit when no other unit is given. */
const FLOOR = /^(\d+)\s?(?:st|nd|rd|th|e|er|ème)\s+(?:floor|fl\.?|[ée]tage)$/i;
const UNIT_ONLY =
  /^(?:(apt|apartment|suite|ste|unit|unit[ée]|app|appartement|bureau|local|fl|floor|rm|room|bldg|ph)(?:\.\s*|\s+)#?\s*|#\s*)([\p{L}\d][\p{L}\d-]*)$/iu;

const empty = (): ParsedAddress => ({
  point_of_interest: null,
  post_box: null,
  street_number: null,
  route: null,
  subpremise: null,
  locality: null,
  sublocality_level_1: null,
  neighborhood: null,
  postal_town: null,
  administrative_area_level_3: null,
  postal_code: null,
  postal_code_suffix: null,
  administrative_area_level_1: null,
  country: null,
  unit_label: null,
  foreign: false,
});

/** A part without a civic number is a street when it has a street type ("Main St", "rue Peel"). */
function looksLikeStreet(text: string): boolean {
  const words = text.split(' ').map(fold);
  return words[0]! in PREFIX_TYPES || words.slice(1).some((w) => w in SUFFIX_TYPES);
}

const trimEnd = (s: string) => s.replace(/[\s,]+$/, '');

function takeCountry(text: string, out: ParsedAddress): string {
  const caTail = CA_POSTAL_THEN_CA.exec(text);
  if (caTail) {
    out.country = 'CA';
    return text.slice(0, caTail.index + caTail[1]!.length);
  }
  const tail = COUNTRY_TAIL.exec(text);
  if (tail) {
    out.country = /can/i.test(tail[1]!) ? 'CA' : 'US';
    return trimEnd(text.slice(0, tail.index));
  }
  const foreign = foreignCountryAt(text);
  if (foreign < 0) return text;
  out.foreign = true;
  return trimEnd(text.slice(0, foreign));
}

function takePostal(text: string, out: ParsedAddress): string {
  const ca = CA_POSTAL.exec(text);
  if (ca) {
    out.postal_code = `${ca[1]!.toUpperCase()} ${ca[2]!.toUpperCase()}`;
    out.country ??= 'CA';
    return trimEnd(text.slice(0, ca.index));
  }
  const us = US_ZIP.exec(text);
  if (us && us.index > 0 && !BOX_BEFORE.test(text.slice(0, us.index))) {
    out.postal_code = us[1]!;
    out.postal_code_suffix = us[2] ?? null;
    out.country ??= 'US';
    return trimEnd(text.slice(0, us.index));
  }
  return text;
}

function takeRegion(text: string, out: ParsedAddress): string {
  const comma = text.lastIndexOf(',');
  const words = text
    .slice(comma + 1)
    .trim()
    .split(' ');
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const typed = words.slice(-n).join(' ');
    const hit = REGIONS.get(fold(typed).replace(/\./g, '') || '-') ?? REGIONS.get(fold(typed));
    if (!hit) continue;
    const code = typed.replace(/\./g, '').length <= 3;
    const before = trimEnd(text.slice(0, text.length - typed.length));
    // A short code counts when typed in capitals, after a comma, or before a postal code: "la"
    // and "me" are words too.
    if (code && !(typed === typed.toUpperCase() || n === words.length || out.postal_code)) continue;
    if (!before) continue;
    out.administrative_area_level_1 = hit[0];
    out.country ??= hit[1];
    return before;
  }
  return text;
}

/** Parses one line of a US or Canadian address; parts it cannot find stay null. */
export function parseAddress(input: string): ParsedAddress {
  const out = empty();
  // Most addresses are plain ASCII, which has nothing to compose.
  let text = (/[^ -~\t]/.test(input) ? input.normalize('NFC') : input)
    .replace(/[()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  text = trimEnd(text);
  text = takeRegion(takePostal(takeCountry(text, out), out), out);

  const segments = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && s !== '-');
  // French style puts a comma after the civic number: "1250, rue Sainte-Catherine Ouest".
  for (let i = 0; i < segments.length - 1; i++)
    if (/^\d+[a-z]?$/i.test(segments[i]!)) segments.splice(i, 2, `${segments[i]} ${segments[i + 1]}`);

  let street: string | undefined;
  const before: string[] = [];
  const texts: string[] = [];
  for (const segment of segments) {
    const box = BOX.exec(segment);
    const rural = RURAL.exec(segment);
    const unit = UNIT_ONLY.exec(segment);
    const floor = FLOOR.exec(segment);
    if (box) {
      out.post_box = box[1]!;
    } else if (rural) {
      out.route ??= `Rural Route ${rural[1]}`;
      const inner = BOX.exec(rural[2]!);
      if (inner) out.post_box = inner[1]!;
    } else if (floor) {
      out.subpremise ??= floor[1]!;
      out.unit_label ??= 'Floor';
    } else if (unit) {
      out.subpremise = unit[2]!.toUpperCase();
      const word = unit[1] ? fold(unit[1]) : '#';
      out.unit_label = UNIT_LABELS[word] ?? nameCase(unit[1]!);
    } else if (street === undefined && /^[a-z]?\d/i.test(segment)) {
      street = segment;
    } else (street === undefined ? before : texts).push(segment);
  }
  // No civic number: the first part is the street when a city follows it ("Main St, Springfield").
  if (street === undefined && before.length >= 2) street = before.shift();
  else if (street === undefined && before.length === 1 && out.route === null && looksLikeStreet(before[0]!))
    street = before.shift();
  if (before.length > 0 && texts.length === 0) texts.push(...before.splice(0));
  out.point_of_interest = before.length > 0 ? before.join(', ') : null;

  if (street !== undefined) {
    // Québec and New Brunswick (postal codes E, G, H, J) write the street type first.
    const french =
      /^[EGHJ]/.test(out.postal_code ?? '') || /^(QC|NB)$/.test(out.administrative_area_level_1 ?? '');
    const parsed = parseStreet(street, out.country, texts.length === 0, french);
    out.street_number = parsed.street_number;
    if (parsed.route) out.route = parsed.route;
    out.subpremise ??= parsed.subpremise;
    out.unit_label ??= parsed.unit_label;
    out.post_box ??= parsed.post_box;
    if (parsed.rest) texts.push(parsed.rest);
  }
  if (texts.length > 0) out.locality = nameCase(texts.at(-1)!);
  if (texts.length > 1) out.sublocality_level_1 = nameCase(texts.at(-2)!);
  return out;
}
