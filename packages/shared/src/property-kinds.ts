// Plain lists the public listing pages need, in a module without schemas: a page that imports a
// constant from a module bundles all of that module (its zod schemas, and what they import), and
// the listing pages' JavaScript budget is the public site's (ADR 0048).

/** Sale or lease. */
export const LISTING_KINDS = ['sale', 'lease'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** The kinds of property a requirement names (no property-use list existed before: the address's
 * `place_type` is OpenStreetMap's, not a use). */
export const PROPERTY_TYPES = [
  'office',
  'retail',
  'industrial',
  'flex',
  'residential',
  'land',
  'other',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
