// A comps file's cells as CompCreate takes them (issue 26): money and areas as brokers' exports
// write them ("$8,250,000", "1 234,50 $", "25,000 SF", "$24.50/SF/Yr NNN"), a cap rate as a percent
// or a fraction, a kind and a property type by their words, a day in ISO, US or European order, by
// month name or as an Excel serial. A cell that cannot be read stays text, so the schema refuses it
// with its own message: a figure is never guessed (an unknown unit fails the row, not a wrong price).
import { COMP_KINDS, type CompKind, headerKey, PROPERTY_TYPES, type PropertyType } from '@crm/shared';
import { readNumber } from './read-cell.js';

/** The day order of a file's numeric dates with the day or month first (`3/11/2025`). */
export type DateOrder = 'MDY' | 'DMY';

const KIND_WORDS: Record<string, CompKind> = {
  sale: 'sale',
  sales: 'sale',
  sold: 'sale',
  salecomp: 'sale',
  vente: 'sale',
  ventes: 'sale',
  vendu: 'sale',
  acquisition: 'sale',
  lease: 'lease',
  leases: 'lease',
  leased: 'lease',
  leasecomp: 'lease',
  location: 'lease',
  locations: 'lease',
  loue: 'lease',
  bail: 'lease',
};

/** sale or lease, by the value or a word for it ("Sold", "Vente", "Location", "Bail"). */
export function readCompKind(text: string): CompKind | string {
  const key = headerKey(text);
  return COMP_KINDS.find((k) => k === key) ?? KIND_WORDS[key] ?? text;
}

const TYPE_WORDS: Record<string, PropertyType> = {
  bureau: 'office',
  bureaux: 'office',
  offices: 'office',
  medicaloffice: 'office',
  commerce: 'retail',
  commercededetail: 'retail',
  shoppingcenter: 'retail',
  shoppingcentre: 'retail',
  centrecommercial: 'retail',
  industriel: 'industrial',
  industrielle: 'industrial',
  warehouse: 'industrial',
  entrepot: 'industrial',
  flexspace: 'flex',
  multifamily: 'residential',
  multifamilial: 'residential',
  multilogement: 'residential',
  multilogements: 'residential',
  apartment: 'residential',
  apartments: 'residential',
  residentiel: 'residential',
  residentielle: 'residential',
  terrain: 'land',
  terrainvacant: 'land',
  vacantland: 'land',
  autre: 'other',
};

/** A property type by its value or a common word (Office/Bureau, Retail/Commerce,
 * Industrial/Industriel, Flex, Multifamily/Residential/Résidentiel, Land/Terrain); any other word
 * is `other`, as is an empty cell (the caller's). */
export function readPropertyType(text: string): PropertyType {
  const key = headerKey(text);
  return PROPERTY_TYPES.find((t) => t === key) ?? TYPE_WORDS[key] ?? 'other';
}

/** Units a figure may carry after it, by kind of figure; `m` and friends scale it. */
const AREA_UNITS = new Set([
  'sf',
  'sq',
  'ft',
  'ft2',
  'sqft',
  'square',
  'feet',
  'foot',
  'pi',
  'pi2',
  'pc',
  'pieds',
  'carres',
]);
const METRE_UNITS = new Set(['m', 'm2', 'mc', 'metres', 'metrescarres']);
const MONEY_UNITS = new Set([
  'sf',
  'psf',
  'sq',
  'ft',
  'pi',
  'pi2',
  'pc',
  'yr',
  'year',
  'an',
  'annee',
  'annuel',
  'nnn',
  'net',
  'gross',
  'brut',
  'fs',
  'mg',
  'tmi',
  'cad',
  'usd',
]);
const MONTHLY = new Set(['mo', 'month', 'mois', 'monthly', 'mensuel']);
const SCALES: Record<string, number> = { k: 1e3, m: 1e6, mm: 1e6, million: 1e6, millions: 1e6 };
const SQFT_PER_M2 = 10.7639104;

/** A figure and the words after it: "$24.50/SF/Yr" → 24.5 and [sf, yr]; a leading currency code
 * ("CAD 1,000") is dropped. Undefined when the text holds no figure or more than one. */
function figureAndUnits(text: string): { value: number; units: string[] } | undefined {
  const direct = readNumber(text);
  if (typeof direct === 'number') return { value: direct, units: [] };
  const match = /^(?:[A-Za-z]{2,3}\s*)?([^A-Za-z]*\d)(\D*)$/.exec(text.trim());
  if (!match) return undefined;
  const value = readNumber(match[1]!);
  if (typeof value !== 'number') return undefined;
  const units = match[2]!
    .split(/[\s/()$€]+/)
    .map(headerKey)
    .filter((u) => u !== '');
  return { value, units };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** An area in square feet: "25,000", "25 000 pi²", "25,000 SF"; square metres ("2 300 m²") are
 * converted. */
export function readArea(text: string): number | string {
  const f = figureAndUnits(text);
  if (!f) return text;
  if (f.units.every((u) => AREA_UNITS.has(u))) return f.value;
  if (f.units.length > 0 && f.units.every((u) => METRE_UNITS.has(u))) return round(f.value * SQFT_PER_M2, 2);
  return text;
}

/** A price or a rent: "$8,250,000", "1 234,50 $", "$8.25M", "$24.50/SF/Yr NNN". A rent "/mo" is
 * made yearly when `monthly` allows it (a rent per square foot is yearly). */
export function readAmount(text: string, { monthly = false } = {}): number | string {
  const f = figureAndUnits(text);
  if (!f) return text;
  let value = f.value;
  for (const [i, unit] of f.units.entries()) {
    if (i === 0 && SCALES[unit]) value *= SCALES[unit];
    else if (monthly && MONTHLY.has(unit)) value *= 12;
    else if (!MONEY_UNITS.has(unit)) return text;
  }
  return round(value, 6);
}

/** A cap rate in percent: "5.5%", "5.5" and the fraction "0.055" all give 5.5 (a cap rate under
 * 1 written without a % sign is a fraction: no market trades at under 1 %). */
export function readCapRate(text: string): number | string {
  const n = readNumber(text);
  if (typeof n !== 'number') return text;
  return !text.includes('%') && n < 1 ? round(n * 100, 9) : n;
}

const YEAR_WORDS = new Set(['y', 'yr', 'yrs', 'year', 'years', 'an', 'ans', 'annee', 'annees']);
const MONTH_WORDS = new Set(['m', 'mo', 'mos', 'month', 'months', 'mois']);

/** A number of months: "60", "60 months", "60 mois"; "5 years" and "5 ans" are 60. */
export function readMonths(text: string): number | string {
  const f = figureAndUnits(text);
  if (!f) return text;
  if (f.units.length === 0 || (f.units.length === 1 && MONTH_WORDS.has(f.units[0]!))) return f.value;
  if (f.units.length === 1 && YEAR_WORDS.has(f.units[0]!)) return round(f.value * 12, 6);
  return text;
}

const MONTHS: [string, number][] = [
  ['jan', 1],
  ['feb', 2],
  ['fev', 2],
  ['mar', 3],
  ['apr', 4],
  ['avr', 4],
  ['may', 5],
  ['mai', 5],
  ['jun', 6],
  ['juin', 6],
  ['jul', 7],
  ['juil', 7],
  ['aug', 8],
  ['aou', 8],
  ['sep', 9],
  ['oct', 10],
  ['nov', 11],
  ['dec', 12],
];
// A month's word by its first letters: "mars", "juillet" (juil), "décembre" (dec).
const monthOf = (word: string) => MONTHS.find(([prefix]) => word.startsWith(prefix))?.[1];

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** A two-digit year: this century unless that is more than a year ahead. */
const fullYear = (y: string) => {
  if (y.length === 4) return Number(y);
  const n = Number(y);
  return 2000 + n > new Date().getUTCFullYear() + 1 ? 1900 + n : 2000 + n;
};

/** Excel counts days from 1899-12-30 (its 1900 leap-year bug included). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

const NUMERIC_DATE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?:[T\s].*)?$/;

/** A day as YYYY-MM-DD: ISO (a time after it is dropped), `YYYYMMDD`, numeric with the day or the
 * month first as the file's `order` says, with a month's name in English or French ("Nov 3,
 * 2025", "3-Nov-2025", "3 novembre 2025"), or an Excel serial day (an XLSX date read unstyled). The
 * schema then refuses an impossible day. */
export function readCompDate(text: string, order: DateOrder = 'MDY'): string {
  const t = text.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/.exec(t);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = NUMERIC_DATE.exec(t);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const [month, day] = order === 'DMY' ? [b, a] : [a, b];
    return iso(fullYear(m[3]!), month, day);
  }
  if (/^\d{5}(?:\.\d+)?$/.test(t))
    return new Date(EXCEL_EPOCH + Math.floor(Number(t)) * 86_400_000).toISOString().slice(0, 10);
  const words = t
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s,.\-/]+/)
    .filter(Boolean);
  const month = words.map((w) => (/^[a-z]{3,}$/.test(w) ? monthOf(w) : undefined)).find(Boolean);
  const numbers = words.map((w) => /^(\d{1,4})(?:er|st|nd|rd|th)?$/.exec(w)?.[1]).filter(Boolean) as string[];
  const year = numbers.find((n) => n.length === 4);
  const day = numbers.find((n) => n.length <= 2);
  if (month && year && day && numbers.length === 2) return iso(Number(year), month, Number(day));
  return text;
}

/** The day order of a file's numeric dates: day first when one of them can only be read so
 * (`25/03/2025`) and none only the other way; else month first, as CoStar and RCA write them. */
export function dateOrderOf(texts: Iterable<string>): DateOrder {
  let dayFirst = false;
  for (const text of texts) {
    const m = NUMERIC_DATE.exec(text.trim());
    if (!m) continue;
    if (Number(m[2]) > 12) return 'MDY';
    if (Number(m[1]) > 12) dayFirst = true;
  }
  return dayFirst ? 'DMY' : 'MDY';
}
