// The address form's working copy and the rules between it and what the API stores (spec §3, §5,
// §9): which fields are editable, the merged City field, and how importance, confidence and
// distance are shown and entered. Pure functions, so the rules are unit-tested apart from React.

import {
  ADDRESS_COMPONENTS,
  type Address,
  type AddressComponent,
  AddressCreate,
  CITY_FIELDS,
  type ConfirmationLevel,
  PLACE_TYPES,
  type PlaceType,
} from '@crm/shared';
import { numberInput } from '../../portal/editing/schema-resolver';

/** Every field a user can set (the keys POST /addresses accepts, nothing else). */
export const EDITABLE_KEYS = Object.keys(AddressCreate.shape) as (keyof AddressCreate)[];
export type EditableKey = (typeof EDITABLE_KEYS)[number];
export type LevelKey = `${AddressComponent}_confirmation_level`;

/** The working copy: each editable field as the API returns it (numbers stored, not as shown). */
export type AddressDraft = { [K in EditableKey]: K extends 'address' ? string : Address[K] };

export const levelKey = (part: AddressComponent) => `${part}_confirmation_level` as LevelKey;

/** The empty address, the original of a new one: anything the pipeline fills in differs from it. */
export const EMPTY_DRAFT = Object.fromEntries(
  EDITABLE_KEYS.map((k) => [k, k === 'address' ? '' : null]),
) as AddressDraft;

/** The editable fields of a stored or validated address. Extra fields (uuid, links, counters,
 * point, providers, existing_uuid…) are left behind, so the draft can be POSTed as it is. Place
 * types are kept in the spec's order, so picking them in another order is no change. */
export function draftOf(source: object): AddressDraft {
  const values = source as Record<string, unknown>;
  const draft = Object.fromEntries(EDITABLE_KEYS.map((k) => [k, values[k] ?? (k === 'address' ? '' : null)]));
  const types = draft.place_type as string[] | null;
  if (types) draft.place_type = sortPlaceTypes(types);
  return draft as AddressDraft;
}

export const sortPlaceTypes = (types: readonly string[]) =>
  [...types].sort((a, b) => PLACE_TYPES.indexOf(a as PlaceType) - PLACE_TYPES.indexOf(b as PlaceType));

// ---- City (spec §5) --------------------------------------------------------------------------

type CityValues = Pick<AddressDraft, (typeof CITY_FIELDS)[number] | LevelKey>;

/** Sublocality and locality joined by ', ' when both exist, else the first part that does. */
export function cityOf(d: CityValues): string {
  if (d.sublocality_level_1 && d.locality) return `${d.sublocality_level_1}, ${d.locality}`;
  for (const part of CITY_FIELDS) if (d[part]) return d[part] as string;
  return '';
}

/** The parts the City field shows (their confirmation levels are the field's). */
export function cityPartsShown(d: CityValues): AddressComponent[] {
  if (d.sublocality_level_1 && d.locality) return ['sublocality_level_1', 'locality'];
  const first = CITY_FIELDS.find((part) => d[part]);
  return first ? [first] : [];
}

/** Typing in City clears the five parts and their levels and stores the text as locality. Typing
 * back what `supplied` showed restores its parts as they were (no change left to save). */
export function withCity<D extends CityValues>(d: D, text: string, supplied: D): D {
  if (text === cityOf(supplied)) {
    const restored = { ...d };
    for (const part of CITY_FIELDS) {
      (restored as CityValues)[part] = supplied[part];
      (restored as CityValues)[levelKey(part)] = supplied[levelKey(part)];
    }
    return restored;
  }
  const next = { ...d };
  for (const part of CITY_FIELDS) {
    (next as CityValues)[part] = null;
    (next as CityValues)[levelKey(part)] = null;
  }
  (next as CityValues).locality = text === '' ? null : text;
  return next;
}

/** A hand-typed component is no longer what the pipeline confirmed: its level goes to none, unless
 * the text is back to the supplied one, which gets its level back. */
export function withComponent<D extends Pick<AddressDraft, AddressComponent | LevelKey>>(
  d: D,
  part: AddressComponent,
  text: string,
  supplied: D,
): D {
  const value = text === '' ? null : text;
  const same = value === supplied[part];
  return { ...d, [part]: value, [levelKey(part)]: same ? supplied[levelKey(part)] : null };
}

const LEVEL_RANK: Record<ConfirmationLevel, number> = {
  CONFIRMED: 0,
  UNCONFIRMED_BUT_PLAUSIBLE: 1,
  UNCONFIRMED_AND_SUSPICIOUS: 2,
};

/** The least sure of several parts' levels (a merged city is only as sure as its weakest part). */
export function weakestLevel(levels: (ConfirmationLevel | null)[]): ConfirmationLevel | null {
  let weakest: ConfirmationLevel | null = null;
  for (const level of levels)
    if (level && (!weakest || LEVEL_RANK[level] > LEVEL_RANK[weakest])) weakest = level;
  return weakest;
}

export const COMPONENT_PARTS: readonly AddressComponent[] = ADDRESS_COMPONENTS;

// ---- Numbers (spec §3, §9) -------------------------------------------------------------------

export type NumberKey =
  | 'liq_importance'
  | 'confidence'
  | 'liq_haversine_distance'
  | 'rba'
  | 'pct_leased'
  | 'year_built'
  | 'land_area_sqft'
  | 'parking_spaces'
  | 'asking_price';

/** How each number is shown and how an entry is stored: importance and confidence are fractions
 * shown as whole percentages (entry ÷ 100), distance with 3 decimals, the rest as typed. */
export const NUMBER_FORMATS: Record<
  NumberKey,
  { show: (n: number) => string; store: (n: number) => number }
> = {
  liq_importance: { show: (n) => (n * 100).toFixed(0), store: (n) => n / 100 },
  confidence: { show: (n) => (n * 100).toFixed(0), store: (n) => n / 100 },
  liq_haversine_distance: { show: (n) => n.toFixed(3), store: (n) => n },
  rba: { show: (n) => String(n), store: (n) => n },
  pct_leased: { show: (n) => String(n), store: (n) => n },
  year_built: { show: (n) => String(n), store: (n) => n },
  land_area_sqft: { show: (n) => String(n), store: (n) => n },
  parking_spaces: { show: (n) => String(n), store: (n) => n },
  asking_price: { show: (n) => String(n), store: (n) => n },
};

export const showNumber = (key: NumberKey, value: number | null | undefined) =>
  value === null || value === undefined ? '' : NUMBER_FORMATS[key].show(value);

/** An entry as the stored value: `null` for an empty field, `undefined` when it is not a number.
 * Read as every portal form reads numbers (`numberInput`): "1 000" and a decimal comma "0,5" are
 * numbers, "1,000" is refused rather than misread as 1. */
export function parseNumber(key: NumberKey, text: string): number | null | undefined {
  const n = numberInput(text);
  if (n === null) return null;
  return Number.isFinite(n) ? NUMBER_FORMATS[key].store(n) : undefined;
}

/** The body of POST /addresses: the draft's fields only (AddressCreate is strict). */
export const createBody = (d: AddressDraft): AddressCreate =>
  Object.fromEntries(EDITABLE_KEYS.map((k) => [k, d[k]])) as AddressCreate;
