// A spreadsheet cell turned into the value its field's schema takes. The schemas then validate it:
// a cell that cannot be converted is passed on as text, so the row gets the spec's own message.
import {
  ADDRESS_ROLES,
  type AddressRole,
  CONTACT_TYPES,
  type ContactType,
  ENTITY_AMOUNT_FIELDS,
  ENTITY_COUNT_FIELDS,
  ENTITY_PERCENT_FIELDS,
  headerKey,
  IMPORT_FLAG_FIELDS,
  restoreFormula,
} from '@crm/shared';

/** The cell's text without the formula guard the export writes (one rule for both sides:
 * `restoreFormula`) and surrounding spaces; '' when empty. */
export const cleanCell = (raw: string | undefined): string => restoreFormula(raw ?? '').trim();

const YES = new Set(['yes', 'y', 'true', '1', 'oui', 'o', 'vrai', 'x']);
const NO = new Set(['no', 'n', 'false', '0', 'non', 'faux']);

/** yes/no, true/false, 1/0, oui/non, x (and empty, which the caller treats as not given). */
export function readFlag(text: string): boolean | undefined {
  const key = headerKey(text);
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  return undefined;
}

const NUMERIC = new Set<string>([
  ...ENTITY_COUNT_FIELDS,
  ...ENTITY_AMOUNT_FIELDS,
  ...ENTITY_PERCENT_FIELDS,
  'rba',
  'pct_leased',
  'asking_rent_sqft_year',
  'year_built',
  'land_area_sqft',
  'parking_spaces',
  'asking_price',
]);

/** "1 234,5", "1,234.5", "$2,000", "45 %" → numbers; anything else stays text for the schema. */
export function readNumber(text: string): number | string {
  let t = text.replace(/[\s\u00a0\u202f$€%]/g, '');
  if (t.includes(',') && t.includes('.')) t = t.replace(/,/g, '');
  else if (/^-?\d{1,3}(,\d{3})+$/.test(t)) t = t.replace(/,/g, '');
  else t = t.replace(',', '.');
  const n = Number(t);
  return t !== '' && Number.isFinite(n) ? n : text;
}

/** A cell as its field's schema takes it. */
export function readCell(field: string, text: string): unknown {
  if (IMPORT_FLAG_FIELDS.includes(field)) return readFlag(text) ?? text;
  if (NUMERIC.has(field)) return readNumber(text);
  return text;
}

const TYPE_WORDS: Record<string, ContactType> = {
  cell: 'MOBILE',
  mobilephone: 'MOBILE',
  homefax: 'FAX',
  workfax: 'FAX',
  otherfax: 'FAX',
  telecopie: 'FAX',
  business: 'WORK',
  main: 'WORK',
  pager: 'OTHER',
  googlevoice: 'OTHER',
  voice: 'OTHER',
  professionnel: 'WORK',
  cellulaire: 'MOBILE',
  portable: 'MOBILE',
  telecopieur: 'FAX',
  domicile: 'HOME',
  maison: 'HOME',
  personnel: 'PERSONAL',
  perso: 'PERSONAL',
  travail: 'WORK',
  bureau: 'OFFICE',
  autre: 'OTHER',
};

/** A contact type by its value or its English or French label; the text itself when unknown, so
 * the link schema refuses it with the spec's message. */
export function readContactType(text: string): ContactType | string {
  const key = headerKey(text);
  return CONTACT_TYPES.find((t) => headerKey(t) === key) ?? TYPE_WORDS[key] ?? text;
}

const ROLE_WORDS: Record<string, AddressRole> = {
  domicile: 'HOME',
  bureau: 'OFFICE',
  siegesocial: 'HEADQUARTERS',
  headoffice: 'HEADQUARTERS',
  proprietaire: 'OWNER',
  work: 'OFFICE',
  business: 'OFFICE',
  travail: 'OFFICE',
  other: 'OFFICE',
  autre: 'OFFICE',
  personal: 'HOME',
  personnel: 'HOME',
};

/** An address role by its value ("TRUE_OWNER", "true owner") or a common label. */
export function readAddressRole(text: string): AddressRole | string {
  const key = headerKey(text);
  return ADDRESS_ROLES.find((r) => headerKey(r) === key) ?? ROLE_WORDS[key] ?? text;
}
