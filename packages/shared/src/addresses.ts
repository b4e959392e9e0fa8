import { z } from 'zod';
import {
  ADDRESS_COMPONENTS,
  ADDRESS_ROLES,
  type AddressComponent,
  CONFIRMATION_LEVELS,
  OSM_TYPES,
  PLACE_TYPES,
} from './enums.js';
import {
  amountField,
  countryField,
  fractionField,
  fromKeys,
  minCountParam,
  noControl,
  notesField,
  optionalText,
  outNumber,
  outText,
  paged,
  pagingParams,
  percentField,
  recordId,
  searchParam,
  timestamps,
} from './fields.js';
import { namesForeignCountry } from './foreign-countries.js';
import type { MessageKey } from './messages.js';
import { PropertyFigure } from './property-figures.js';
import { PROPERTY_TYPES, SQFT_MAX } from './requirements.js';

/** A space's use: the requirements' kinds of property, so a vacant space and who wants one speak
 * the same words (issue 26). */
export const SPACE_USES = PROPERTY_TYPES;
export const SPACE_STATUSES = ['vacant', 'leased', 'available', 'off_market'] as const;
export type SpaceStatus = (typeof SPACE_STATUSES)[number];

type Level = `${(typeof ADDRESS_COMPONENTS)[number]}_confirmation_level`;
export const CONFIRMATION_FIELDS = ADDRESS_COMPONENTS.map((c) => `${c}_confirmation_level` as Level);

/** The components that hold a city (spec section 5), in the order a display falls back through
 * them: the API's city search merges all five, the portal's City field shows the first present. */
export const CITY_FIELDS = [
  'locality',
  'sublocality_level_1',
  'neighborhood',
  'postal_town',
  'administrative_area_level_3',
] as const satisfies readonly AddressComponent[];

/** Components stored as text (country is a code, handled apart). */
export const ADDRESS_TEXT_COMPONENTS = ADDRESS_COMPONENTS.filter((c) => c !== 'country');

// Property facts (issue 26, ADR 0040): each refused value names its own message.
export const YEAR_BUILT_MIN = 1600;
/** The latest year built accepted: a building planned up to five years ahead. */
export const yearBuiltMax = (now = new Date()) => now.getUTCFullYear() + 5;
export const PARKING_MAX = 1_000_000;
export const ASKING_PRICE_MAX = 1e12;

const factNumber = (key: MessageKey, max: number) =>
  z.number({ error: key }).finite(key).min(0, key).max(max, key).nullable().optional();
const factFields = {
  year_built: z
    .number({ error: 'addresses.val.yearBuilt' })
    .int('addresses.val.yearBuilt')
    .min(YEAR_BUILT_MIN, 'addresses.val.yearBuilt')
    // Checked on each request, so the bound moves with the calendar.
    .refine((year) => year <= yearBuiltMax(), 'addresses.val.yearBuilt')
    .nullable()
    .optional(),
  land_area_sqft: factNumber('addresses.val.landArea', SQFT_MAX),
  parking_spaces: z
    .number({ error: 'addresses.val.parking' })
    .int('addresses.val.parking')
    .min(0, 'addresses.val.parking')
    .max(PARKING_MAX, 'addresses.val.parking')
    .nullable()
    .optional(),
  zoning: optionalText(50, 'addresses.val.zoning'),
  for_sale: z.boolean({ error: 'val.boolean' }).nullable().optional(),
  asking_price: factNumber('addresses.val.askingPrice', ASKING_PRICE_MAX),
  sale_terms: optionalText(500, 'addresses.val.saleTerms'),
};

const levelField = z.enum(CONFIRMATION_LEVELS, { error: 'val.confirmationLevel' }).nullable().optional();
export const addressText = z
  .string({ error: 'addresses.val.req' })
  .trim()
  .min(1, 'addresses.val.req')
  .min(3, 'addresses.val.minLen')
  .max(500, 'val.text500')
  .refine(noControl, 'val.control');

const editable = {
  // A stored address is in Canada or the USA, as GET /ext/all/validate requires of the same text.
  address: addressText.refine((text) => !namesForeignCountry(text), 'val.country'),
  property_type: optionalText(),
  ...fromKeys(ADDRESS_TEXT_COMPONENTS, optionalText()),
  country: countryField,
  ...fromKeys(CONFIRMATION_FIELDS, levelField),
  place_type: z
    .array(z.enum(PLACE_TYPES, { error: 'val.placeType' }))
    .max(PLACE_TYPES.length)
    .nullable()
    .optional(),
  liq_osm_type: z.enum(OSM_TYPES, { error: 'val.text' }).nullable().optional(),
  liq_class: optionalText(50),
  liq_type: optionalText(50),
  liq_importance: fractionField,
  liq_haversine_distance: amountField,
  confidence: fractionField,
  building_class: optionalText(20),
  rba: amountField,
  pct_leased: percentField,
  notes: notesField,
  // A space (suite, unit, floor) names its building; a building has none (ADR 0040).
  parent_address_id: recordId.nullable().optional(),
  floor: optionalText(50),
  space_use: z.enum(SPACE_USES, { error: 'val.spaceUse' }).nullable().optional(),
  space_status: z.enum(SPACE_STATUSES, { error: 'val.spaceStatus' }).nullable().optional(),
  asking_rent_sqft_year: amountField,
  ...factFields,
};

export const AddressCreate = z.strictObject(editable);
export type AddressCreate = z.infer<typeof AddressCreate>;
export const AddressUpdate = z.strictObject(editable).partial();
export type AddressUpdate = z.infer<typeof AddressUpdate>;

export const Address = z.object({
  uuid: z.string(),
  address: z.string(),
  property_type: outText,
  ...fromKeys(ADDRESS_COMPONENTS, outText),
  ...fromKeys(CONFIRMATION_FIELDS, z.enum(CONFIRMATION_LEVELS).nullable()),
  place_type: z.array(z.string()).nullable(),
  liq_osm_type: outText,
  liq_class: outText,
  liq_type: outText,
  liq_importance: outNumber,
  liq_haversine_distance: outNumber,
  confidence: outNumber,
  building_class: outText,
  rba: outNumber,
  pct_leased: outNumber,
  notes: outText,
  parent_address_id: outText,
  floor: outText,
  space_use: z.enum(SPACE_USES).nullable(),
  space_status: z.enum(SPACE_STATUSES).nullable(),
  asking_rent_sqft_year: outNumber,
  year_built: outNumber,
  land_area_sqft: outNumber.describe('Land area, square feet'),
  parking_spaces: outNumber,
  zoning: outText,
  for_sale: z.boolean().nullable().describe('On the market for sale (matched against buyers)'),
  asking_price: outNumber,
  sale_terms: outText,
  n_linked_entities: z.number(),
  ...timestamps,
});
export type Address = z.infer<typeof Address>;

/** One space of a building, as the building's page lists it. */
export const Space = Address.pick({
  uuid: true,
  address: true,
  subpremise: true,
  floor: true,
  rba: true,
  space_use: true,
  space_status: true,
  asking_rent_sqft_year: true,
});
export type Space = z.infer<typeof Space>;

/** A space's text: its building's with the unit written in (ADR 0040), so a search by street or
 * city finds it. "4500 Rue Hickmore, Saint-Laurent, QC" with unit 100 → "4500 Rue Hickmore #100,
 * Saint-Laurent, QC"; a unit in words ("Suite B", "Ground floor") is written after a comma instead.
 * The portal's space form and the lease import write it alike. */
export function spaceAddress(building: string, unit: string): string {
  const [street = '', ...rest] = building.split(',');
  const written = /^[\p{L}]?\d[\p{L}\d-]*$/u.test(unit)
    ? `${street.trimEnd()} #${unit}`
    : `${street.trimEnd()}, ${unit}`;
  return [written, ...rest].join(',');
}

export const AddressComplete = Address.extend({
  links: z.object({
    entities: z.array(z.object({ entity_id: z.string(), name: z.string(), role: z.enum(ADDRESS_ROLES) })),
  }),
  /** A building's spaces by floor then unit; none for a space. */
  spaces: z.array(Space),
  /** A space's building, else null. */
  parent: z.object({ uuid: z.string(), address: z.string() }).nullable(),
  /** `rba` is the sum of the spaces' areas (at least one has one), not the building's own. */
  rba_from_spaces: z.boolean(),
  /** `pct_leased` is the rent roll's occupancy today (× 100), not the entered value. */
  pct_leased_from_leases: z
    .boolean()
    .describe(
      "pct_leased is the rent roll's occupancy today × 100 (a building with active leases in effect and a known rentable area), not the entered value",
    ),
  figures: z.array(PropertyFigure).describe('Its yearly figures, the last 10 years entered, oldest first'),
});
export type AddressComplete = z.infer<typeof AddressComplete>;

export const AddressQuery = z.object({
  address: searchParam,
  city: searchParam,
  postal_code: searchParam,
  country: searchParam,
  min_entities: minCountParam('val.minContacts'),
  ...pagingParams,
});
export type AddressQuery = z.infer<typeof AddressQuery>;
export const AddressPage = paged(Address);
