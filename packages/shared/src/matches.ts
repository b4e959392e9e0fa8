// Matching both ways (issue 26, ADR 0040): contacts' requirements against what is on offer, an
// available or vacant space to lease or a building for sale. GET /addresses/{id}/matches answers
// who wants a building or its spaces; GET /entities/{id}/matches what fits each of a contact's
// requirements. Each match says why, one reason a criterion the requirement states.
import { z } from 'zod';
import { paged, pagingParams } from './fields.js';
import { PROPERTY_TYPES, Requirement } from './requirements.js';

/** What an address offers: `lease` (its space_status is available or vacant) or `sale` (for_sale). */
export const OFFER_KINDS = ['lease', 'sale'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** The criteria a match reason names; each is given only when the requirement states it. */
export const MATCH_CODES = ['type', 'size', 'city', 'rent', 'price'] as const;
export type MatchCode = (typeof MATCH_CODES)[number];

export const MatchReason = z.object({
  code: z
    .enum(MATCH_CODES)
    .describe(
      'type: the property type matched; size: the area (sq ft) within the range; city: the requirement’s city matched; rent: the asking rent per sq ft a year within the ceiling; price: the asking price within it',
    ),
  value: z.union([z.string(), z.number()]),
});
export type MatchReason = z.infer<typeof MatchReason>;

/** An address on offer, as a match shows it. */
export const Offer = z.object({
  address_id: z.string(),
  address: z.string(),
  building_id: z.string().describe('A space’s building; a building’s own id'),
  offer: z.enum(OFFER_KINDS),
  property_type: z
    .enum(PROPERTY_TYPES)
    .nullable()
    .describe('Its space_use, else its property_type, else its building’s, read as a requirement’s type'),
  city: z.string().nullable().describe('Its city in search form (case and accents folded)'),
  sqft: z.number().nullable().describe('Its rba (a building’s: the sum of its spaces’ when known)'),
  asking_rent_sqft_year: z.number().nullable(),
  asking_price: z.number().nullable(),
});
export type Offer = z.infer<typeof Offer>;

/** GET /addresses/{id}/matches: one requirement fitting one offer of the building (itself, or one
 * of its spaces). */
export const AddressMatch = z.object({
  requirement: Requirement,
  entity: z.object({ uuid: z.string(), name: z.string() }).describe('Whose requirement it is'),
  offer: Offer,
  why: z.array(MatchReason),
});
export type AddressMatch = z.infer<typeof AddressMatch>;
export const AddressMatchQuery = z.object({ ...pagingParams });
export type AddressMatchQuery = z.infer<typeof AddressMatchQuery>;
export const AddressMatchPage = paged(AddressMatch);
export type AddressMatchPage = z.infer<typeof AddressMatchPage>;

export const PER_REQUIREMENT_MAX = 50;

/** GET /entities/{id}/matches: the contact's requirements a page (`limit`, `offset`), each with at
 * most `per_requirement` offers that fit. */
export const EntityMatchQuery = z.object({
  ...pagingParams,
  per_requirement: z.coerce
    .number({ error: 'matches.val.perRequirement' })
    .int('matches.val.perRequirement')
    .min(1, 'matches.val.perRequirement')
    .max(PER_REQUIREMENT_MAX, 'matches.val.perRequirement')
    .default(10),
});
export type EntityMatchQuery = z.infer<typeof EntityMatchQuery>;

export const EntityMatch = z.object({
  requirement: Requirement,
  fits: z.array(z.object({ offer: Offer, why: z.array(MatchReason) })),
  more: z.boolean().describe('More offers fit than per_requirement shows'),
});
export type EntityMatch = z.infer<typeof EntityMatch>;
export const EntityMatchPage = paged(EntityMatch);
export type EntityMatchPage = z.infer<typeof EntityMatchPage>;
