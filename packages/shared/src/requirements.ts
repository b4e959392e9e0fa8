// Requirements (issue 25): a contact's structured needs: to buy or lease which kinds of property,
// of what size, in which cities, up to which price or rent. Several per contact; searched by
// GET /requirements ("who wants industrial over 20,000 sq ft in Montréal").
import { z } from 'zod';
import {
  noControl,
  outNumber,
  outText,
  paged,
  pagingParams,
  recordId,
  searchParam,
  timestamps,
} from './fields.js';
import type { MessageKey } from './messages.js';
import { PROPERTY_TYPES } from './property-kinds.js';

// In a module without schemas, for the public listing pages (ADR 0048).
export { PROPERTY_TYPES, type PropertyType } from './property-kinds.js';

export const REQUIREMENT_DEALS = ['buy', 'lease'] as const;
export type RequirementDeal = (typeof REQUIREMENT_DEALS)[number];

/** What the ceiling is: a purchase price, or a rent. */
export const PRICE_BASES = ['price', 'rent'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

export const REQUIREMENT_NOTES_MAX = 2000;
export const SQFT_MAX = 100_000_000;

const deal = z.enum(REQUIREMENT_DEALS, { error: 'requirements.val.deal' });
const propertyType = z.enum(PROPERTY_TYPES, { error: 'requirements.val.type' });
const sqft = z
  .number({ error: 'requirements.val.size' })
  .int('requirements.val.size')
  .min(0, 'requirements.val.size')
  .max(SQFT_MAX, 'requirements.val.size')
  .nullable()
  .optional();
const city = z
  .string({ error: 'requirements.val.city' })
  .trim()
  .min(1, 'requirements.val.city')
  .max(100, 'requirements.val.city')
  .refine(noControl, 'val.control');

const fields = {
  deal,
  property_types: z
    .array(propertyType, { error: 'requirements.val.type' })
    .max(PROPERTY_TYPES.length, 'requirements.val.type')
    .transform((types) => [...new Set(types)]),
  min_sqft: sqft,
  max_sqft: sqft,
  cities: z
    .array(city, { error: 'requirements.val.cities' })
    .max(20, 'requirements.val.cities')
    .transform((cities) => [...new Set(cities)]),
  price_max: z
    .number({ error: 'requirements.val.price' })
    .min(0, 'requirements.val.price')
    .max(1e12, 'requirements.val.price')
    .nullable()
    .optional(),
  price_basis: z.enum(PRICE_BASES, { error: 'requirements.val.priceBasis' }).nullable().optional(),
  notes: z
    .string({ error: 'requirements.val.notes' })
    .max(REQUIREMENT_NOTES_MAX, 'requirements.val.notes')
    .refine(noControl, 'val.control')
    .nullable()
    .optional(),
};

type Shape = {
  min_sqft?: number | null;
  max_sqft?: number | null;
  price_max?: number | null;
  price_basis?: PriceBasis | null;
};

/** The rules across fields, each with its field and message key: the size range in order, and a
 * ceiling with what it is (a price or a rent), neither without the other. The create schema refuses
 * them, and an update checks the requirement as it would be after it. */
export function requirementIssues(r: Shape): Record<string, MessageKey> {
  const issues: Record<string, MessageKey> = {};
  if (r.min_sqft != null && r.max_sqft != null && r.min_sqft > r.max_sqft)
    issues.min_sqft = 'requirements.val.sizeRange';
  if (r.price_max != null && r.price_basis == null) issues.price_basis = 'requirements.val.priceBasis';
  if (r.price_max == null && r.price_basis != null) issues.price_max = 'requirements.val.priceWithout';
  return issues;
}

const withRules = <S extends Shape>(r: S, ctx: z.RefinementCtx) => {
  for (const [field, key] of Object.entries(requirementIssues(r)))
    ctx.addIssue({ code: 'custom', path: [field], message: key });
};

/** POST /entities/{id}/requirements. */
export const RequirementCreate = z
  .strictObject({
    ...fields,
    property_types: fields.property_types.default([]),
    cities: fields.cities.default([]),
  })
  .superRefine(withRules);
export type RequirementCreate = z.infer<typeof RequirementCreate>;

/** PUT /requirements/{id}: only the fields that change; the lists given replace the stored ones. */
export const RequirementUpdate = z.strictObject(fields).partial();
export type RequirementUpdate = z.infer<typeof RequirementUpdate>;

export const Requirement = z.object({
  id: z.string(),
  entity_id: z.string().describe('The contact whose need it is'),
  deal: z.enum(REQUIREMENT_DEALS),
  property_types: z.array(z.enum(PROPERTY_TYPES)).describe('Any of these; empty for any kind'),
  min_sqft: outNumber.describe('Smallest size wanted, in square feet; null for no minimum'),
  max_sqft: outNumber.describe('Largest size wanted, in square feet; null for no maximum'),
  cities: z.array(z.string()).describe('Any of these cities; empty for anywhere'),
  price_max: outNumber.describe('The ceiling, a price or a rent as price_basis says'),
  price_basis: z.enum(PRICE_BASES).nullable(),
  notes: outText,
  ...timestamps,
});
export type Requirement = z.infer<typeof Requirement>;

export const RequirementList = z.object({ data: z.array(Requirement) });
export type RequirementList = z.infer<typeof RequirementList>;

/** GET /requirements: who wants what. `size` falls within the range (an open end is no limit);
 * `city` is one of its cities compared in search form (case and accents folded, whole value, as
 * the contact search's city); `type` one of its property types. */
export const RequirementQuery = z.object({
  deal: deal.optional(),
  type: propertyType.optional(),
  size: z.coerce
    .number({ error: 'requirements.val.size' })
    .int('requirements.val.size')
    .min(0, 'requirements.val.size')
    .max(SQFT_MAX, 'requirements.val.size')
    .optional(),
  city: searchParam,
  entity_id: recordId.optional(),
  ...pagingParams,
});
export type RequirementQuery = z.infer<typeof RequirementQuery>;

export const RequirementMatch = Requirement.extend({ entity_name: z.string() });
export const RequirementPage = paged(RequirementMatch);
export type RequirementPage = z.infer<typeof RequirementPage>;
