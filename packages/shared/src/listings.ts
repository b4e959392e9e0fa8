// Listings (issue 28): a property offered for sale or lease on the public site, managed by staff.
// Its text is bilingual (the site is English and French); its confidentiality agreement is
// versioned (a new text is a new version, the old ones kept with what each visitor accepted).
// Photos, documents, leads' levels and the view log are the deal room's, added on top of this.
import { z } from 'zod';
import { noControl, outNumber, outText, pagingParams, recordId, timestamps } from './fields.js';
import { PublicListingPhoto } from './listing-photos.js';
import type { MessageKey } from './messages.js';
import { LISTING_KINDS } from './property-kinds.js';

// In a module without schemas, for the public listing pages (ADR 0048).
export { LISTING_KINDS, type ListingKind } from './property-kinds.js';

export const LISTING_STATUSES = ['draft', 'published', 'archived'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** Today's showcase's sections (spec: /426sunset), in their order on the page. */
export const LISTING_SECTIONS = [
  'overview',
  'insights',
  'pictures',
  'activities',
  'about',
  'contact',
] as const;
export type ListingSection = (typeof LISTING_SECTIONS)[number];

export const LISTING_TITLE_MAX = 200;
export const LISTING_TEXT_MAX = 20_000;
export const LISTING_AGREEMENT_MAX = 50_000;
export const LISTING_HIGHLIGHTS_MAX = 12;
export const LISTING_HIGHLIGHT_MAX = 200;
/** A URL path segment: lowercase letters and digits in words joined by single hyphens. */
export const LISTING_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const LISTING_SLUG_MAX = 80;

/** One text in both of the site's languages; each required (`key` when one is missing or too long). */
const bilingual = (key: MessageKey, max: number) => {
  const side = z.string({ error: key }).trim().min(1, key).max(max, key).refine(noControl, 'val.control');
  return z.strictObject({ en: side, fr: side }, { error: key });
};
/** Bilingual text where a language may be left empty (a section not yet translated shows nothing). */
const bilingualText = (key: MessageKey, max: number) => {
  const side = z
    .string({ error: key })
    .trim()
    .max(max, key)
    .refine((v) => noControl(v.replace(/[\n\t]/g, ' ')), 'val.control');
  return z.strictObject({ en: side, fr: side }, { error: key });
};
const money = (key: MessageKey) =>
  z.number({ error: key }).finite(key).min(0, key).max(1e12, key).nullable().optional();

const slug = z
  .string({ error: 'listings.val.slug' })
  .trim()
  .toLowerCase()
  .min(3, 'listings.val.slug')
  .max(LISTING_SLUG_MAX, 'listings.val.slug')
  .regex(LISTING_SLUG, 'listings.val.slug')
  .describe("The listing's address on the site: /listings/{slug}. Lowercase letters, digits and hyphens");

const sections = z
  .array(
    z.strictObject({
      key: z.enum(LISTING_SECTIONS, { error: 'listings.val.section' }),
      body: bilingualText('listings.val.sectionText', LISTING_TEXT_MAX),
    }),
    {
      error: 'listings.val.section',
    },
  )
  .max(LISTING_SECTIONS.length, 'listings.val.section')
  .refine((list) => new Set(list.map((s) => s.key)).size === list.length, 'listings.val.sectionTwice');

const contact = z.strictObject(
  {
    name: z.string().trim().max(200, 'listings.val.contact').refine(noControl, 'val.control'),
    email: z.email('listings.val.contactEmail').max(254, 'listings.val.contactEmail').nullable().optional(),
    phone: z
      .string()
      .trim()
      .max(40, 'listings.val.contact')
      .refine(noControl, 'val.control')
      .nullable()
      .optional(),
  },
  { error: 'listings.val.contact' },
);

export const ListingAgreementText = bilingual('listings.val.agreement', LISTING_AGREEMENT_MAX);

const fields = {
  address_id: recordId.nullable().optional().describe('The building or space offered'),
  deal_id: recordId
    .nullable()
    .optional()
    .describe("The deal it markets (its property is the listing's when no address is given)"),
  slug,
  kind: z.enum(LISTING_KINDS, { error: 'listings.val.kind' }),
  status: z.enum(LISTING_STATUSES, { error: 'listings.val.status' }),
  title: bilingual('listings.val.title', LISTING_TITLE_MAX),
  price: money('listings.val.price').describe('Sale: the asking price'),
  rent: money('listings.val.rent').describe('Lease: the asking rent per square foot a year'),
  terms: bilingualText('listings.val.terms', 2000)
    .nullable()
    .optional()
    .describe('Terms as a broker writes them'),
  highlights: z
    .array(bilingual('listings.val.highlight', LISTING_HIGHLIGHT_MAX), { error: 'listings.val.highlights' })
    .max(LISTING_HIGHLIGHTS_MAX, 'listings.val.highlights')
    .optional(),
  sections: sections.optional(),
  contact: contact.nullable().optional().describe('Who visitors reach: the representative'),
};

/** POST /listings: from a building, a space or a deal (one of them at least), a draft unless
 * said otherwise, with its agreement's first version. */
export const ListingCreate = z
  .strictObject({
    ...fields,
    status: fields.status.default('draft'),
    agreement: ListingAgreementText,
  })
  .superRefine((l, ctx) => {
    if (!l.address_id && !l.deal_id)
      ctx.addIssue({ code: 'custom', path: ['address_id'], message: 'listings.val.place' });
  });
export type ListingCreate = z.infer<typeof ListingCreate>;

/** PUT /listings/{id}: only the fields that change; an agreement whose text differs from the
 * current version's becomes the next version. */
export const ListingUpdate = z.strictObject({ ...fields, agreement: ListingAgreementText }).partial();
export type ListingUpdate = z.infer<typeof ListingUpdate>;

const Bilingual = z.object({ en: z.string(), fr: z.string() });

export const ListingAgreement = z.object({
  version: z.number().describe('1 for the first text; each changed text is the next'),
  en: z.string(),
  fr: z.string(),
  created_at: z.string(),
});
export type ListingAgreement = z.infer<typeof ListingAgreement>;

export const Listing = z.object({
  id: z.string(),
  slug: z.string(),
  kind: z.enum(LISTING_KINDS),
  status: z.enum(LISTING_STATUSES),
  address_id: outText,
  address: outText.describe("The property's address"),
  deal_id: outText,
  title: Bilingual,
  price: outNumber,
  rent: outNumber,
  terms: Bilingual.nullable(),
  highlights: z.array(Bilingual),
  sections: z.array(z.object({ key: z.enum(LISTING_SECTIONS), body: Bilingual })),
  contact: z.object({ name: z.string(), email: outText, phone: outText }).nullable(),
  agreement: ListingAgreement.describe('The current version'),
  published_at: outText.describe('When first published'),
  ...timestamps,
});
export type Listing = z.infer<typeof Listing>;

/** GET /listings (staff): every listing, newest first, of a status when asked. */
export const ListingQuery = z.object({
  status: z.enum(LISTING_STATUSES, { error: 'listings.val.status' }).optional(),
  ...pagingParams,
});
export type ListingQuery = z.infer<typeof ListingQuery>;

export const ListingPage = z.object({ data: z.array(Listing), offset: z.number() });
export type ListingPage = z.infer<typeof ListingPage>;

/** A published listing as the public site shows it: its own text, its property's city, type and
 * size, never its deal, its drafts' fields or who manages it inside the firm. */
export const PublicListing = z.object({
  slug: z.string(),
  page: z
    .string()
    .describe(
      "Its page on the site, in English (French under /fr): /listings/{slug}, or a showcase page's own path (/426sunset)",
    ),
  kind: z.enum(LISTING_KINDS),
  title: Bilingual,
  city: outText.describe("The property's locality"),
  property_type: outText,
  area_sqft: outNumber.describe("The property's rentable area"),
  price: outNumber,
  rent: outNumber,
  terms: Bilingual.nullable(),
  highlights: z.array(Bilingual),
  sections: z.array(z.object({ key: z.enum(LISTING_SECTIONS), body: Bilingual })),
  contact: z.object({ name: z.string(), email: outText, phone: outText }).nullable(),
  agreement_version: z.number().describe('The agreement a visitor accepts now'),
  agreement: Bilingual.describe('The text of that version: the visitor reads what they accept'),
  published_at: z.string(),
  photos: z.array(PublicListingPhoto).describe('In their order on the page'),
});
export type PublicListing = z.infer<typeof PublicListing>;

/** GET /public/listings: the published ones, newest first, by sale or lease and property type. */
export const PublicListingQuery = z.object({
  kind: z.enum(LISTING_KINDS, { error: 'listings.val.kind' }).optional(),
  type: z
    .string()
    .trim()
    .toLowerCase()
    .max(40, 'listings.val.type')
    .optional()
    .describe('A property type: office, retail, industrial…'),
  ...pagingParams,
});
export type PublicListingQuery = z.infer<typeof PublicListingQuery>;

export const PublicListingPage = z.object({ data: z.array(PublicListing), offset: z.number() });
export type PublicListingPage = z.infer<typeof PublicListingPage>;

/** GET /public/listings/{slug}/access: the emailed link's token (the cookie holds it otherwise).
 * Any text is looked up by its hash: a forged or mangled one is simply not an acceptance. */
export const ListingAccessQuery = z.object({
  access: z.string().optional().describe('The token of the personal link emailed on acceptance'),
});
export type ListingAccessQuery = z.infer<typeof ListingAccessQuery>;

/** Whether this browser's visitor accepted the listing's current agreement. */
export const ListingAccess = z.object({
  accepted: z.boolean().describe("True only for an acceptance of this listing's current version"),
  version: z.number().nullable().describe('The version the token accepted, null without a known token'),
  current_version: z.number(),
});
export type ListingAccess = z.infer<typeof ListingAccess>;

/** What the API hands the web app's listing pages when it renders them (ADR 0048): React Router's
 * load context, read by the pages' loaders, so the pages never call back over HTTP. */
export interface ListingPagesContext {
  listingPages: {
    list(query: PublicListingQuery): Promise<PublicListingPage>;
    /** Null when no published listing has this slug. */
    get(slug: string): Promise<PublicListing | null>;
  };
}
