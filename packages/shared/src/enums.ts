// Enumerations of spec section 3. Each list is the single source for the API's validation,
// the database's allowed values and the portal's selectors.

/** Role flags of an entity, in the spec's order, with their English labels. */
export const ROLE_FLAGS = [
  'investor',
  'capital_investor',
  'developer',
  'architect',
  'owner',
  'property_manager',
  'leasing_company',
  'realtor',
  'vendor',
  'tenant',
  'contractor',
  'private_equity',
  'government',
  'religious',
  'bank',
  'insurance',
  'pension_fund',
  'medical',
  'educational',
  'non_profit',
  'trust',
  'reit',
  'reoc',
] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];

/** User-type flags of an entity. */
export const USER_TYPES = ['user', 'public', 'private', 'institution'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Entity-entity relationship: `entity_id` is the first party, `entity_id2` the second
 * (EMPLOYER_EMPLOYEE: entity_id employs entity_id2; OWNER: entity_id owns entity_id2). */
export const RELATIONSHIPS = ['EMPLOYER_EMPLOYEE', 'OWNER', 'CO-OWNER', 'SPOUSE'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const ADDRESS_ROLES = [
  'HOME',
  'OFFICE',
  'HEADQUARTERS',
  'RECORDED_OWNER',
  'TRUE_OWNER',
  'TRUE_OWNER_CONTACT',
  'OWNER',
  'OWNER_CONTACT',
  'LEASING_COMPANY',
  'LEASING_COMPANY_CONTACT',
  'PROPERTY_MANAGER',
  'PROPERTY_MANAGER_CONTACT',
  'ARCHITECT',
  'DEVELOPER',
  'SALE_COMPANY',
  'SALE_COMPANY_CONTACT',
  // Issue 26: the occupier of a space (or of a whole building).
  'TENANT',
] as const;
export type AddressRole = (typeof ADDRESS_ROLES)[number];

/** Type of an email or phone-number link (and their default_type). */
export const CONTACT_TYPES = ['MOBILE', 'FAX', 'HOME', 'PERSONAL', 'WORK', 'OFFICE', 'OTHER'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Google Address Validation's levels; the spec lists the first two, Google also answers the third. */
export const CONFIRMATION_LEVELS = [
  'CONFIRMED',
  'UNCONFIRMED_BUT_PLAUSIBLE',
  'UNCONFIRMED_AND_SUSPICIOUS',
] as const;
export type ConfirmationLevel = (typeof CONFIRMATION_LEVELS)[number];

/** Address components that carry a `<part>_confirmation_level` companion field. */
export const ADDRESS_COMPONENTS = [
  'point_of_interest',
  'post_box',
  'street_number',
  'route',
  'subpremise',
  'locality',
  'sublocality_level_1',
  'neighborhood',
  'postal_town',
  'administrative_area_level_3',
  'postal_code',
  'postal_code_suffix',
  'administrative_area_level_1',
  'country',
] as const;
export type AddressComponent = (typeof ADDRESS_COMPONENTS)[number];

export const PLACE_TYPES = [
  'postal_code',
  'political',
  'locality',
  'street_address',
  'premise',
  'subpremise',
  'route',
  'neighborhood',
] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

export const OSM_TYPES = ['way', 'node', 'relation'] as const;
export const OSM_CLASSES = [
  'tourism',
  'shop',
  'railway',
  'place',
  'office',
  'leisure',
  'landuse',
  'highway',
  'healthcare',
  'emergency',
  'craft',
  'building',
  'amenity',
] as const;

/** ISO codes of the only countries the firm works in. */
export const COUNTRIES = ['US', 'CA'] as const;
export type Country = (typeof COUNTRIES)[number];

/** Visitor types of the showcase form and the entity flag each one sets (spec section 7). */
export const SHOWCASE_TYPE_FLAGS = {
  Agent: 'realtor',
  Buyer: 'user',
  Corporation: 'private',
  Investor: 'investor',
  'Property Manager': 'property_manager',
  Other: null,
} as const satisfies Record<string, RoleFlag | UserType | null>;
export type ShowcaseType = keyof typeof SHOWCASE_TYPE_FLAGS;
export const SHOWCASE_TYPES = Object.keys(SHOWCASE_TYPE_FLAGS) as ShowcaseType[];
/** The flags a showcase lead may carry: one per visitor type but Other. */
export type LeadFlag = NonNullable<(typeof SHOWCASE_TYPE_FLAGS)[ShowcaseType]>;
export const LEAD_FLAGS = Object.values(SHOWCASE_TYPE_FLAGS).filter((f): f is LeadFlag => f !== null);

/** The showcase form's email and number type options and the link type each one stores. */
export const SHOWCASE_EMAIL_TYPES = {
  Personal: 'PERSONAL',
  Work: 'WORK',
  Other: 'OTHER',
} as const satisfies Record<string, ContactType>;
export const SHOWCASE_NUMBER_TYPES = {
  Mobile: 'MOBILE',
  Home: 'HOME',
  Office: 'OFFICE',
  Other: 'OTHER',
} as const satisfies Record<string, ContactType>;
