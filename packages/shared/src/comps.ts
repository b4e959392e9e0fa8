// Comps (issue 26): sales and leases of comparable properties, each at an address, with the
// contacts on either side. Searched by GET /comps with the median and range of the price (sale)
// or rent (lease) per square foot of everything found.
import { z } from 'zod';
import {
  dateField,
  noControl,
  outNumber,
  outText,
  pagingParams,
  recordId,
  searchParam,
  timestamps,
} from './fields.js';
import type { MessageKey } from './messages.js';
import { PROPERTY_TYPES, SQFT_MAX } from './requirements.js';

export const COMP_KINDS = ['sale', 'lease'] as const;
export type CompKind = (typeof COMP_KINDS)[number];

export const COMP_SOURCE_MAX = 200;
export const COMP_NOTES_MAX = 2000;
const MONTHS_MAX = 1200;
// A comp is a deal that happened: a date more than a year ahead is a typo, not a forecast.
const FUTURE_DAYS = 366;

const kind = z.enum(COMP_KINDS, { error: 'comps.val.kind' });
const propertyType = z.enum(PROPERTY_TYPES, { error: 'comps.val.type' });
const money = (key: MessageKey, max: number) =>
  z.number({ error: key }).finite(key).min(0, key).max(max, key).nullable().optional();
const months = (key: MessageKey) =>
  z.number({ error: key }).int(key).min(0, key).max(MONTHS_MAX, key).nullable().optional();
const text = (key: MessageKey, max: number) =>
  z
    .string({ error: key })
    .max(max, key)
    .refine(noControl, 'val.control')
    .nullable()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null));

const fields = {
  address_id: recordId.describe('The address (a property, or a space in one) the deal was for'),
  date_on: dateField('comps.val.date')
    .refine((v) => Date.parse(v) <= Date.now() + FUTURE_DAYS * 86_400_000, 'comps.val.date')
    .describe('The day of the sale or lease, YYYY-MM-DD'),
  area_sqft: z
    .number({ error: 'comps.val.area' })
    .finite('comps.val.area')
    .gt(0, 'comps.val.area')
    .max(SQFT_MAX, 'comps.val.area'),
  property_type: propertyType,
  price: money('comps.val.price', 1e12).describe('Sale: the price paid'),
  cap_rate: z
    .number({ error: 'comps.val.capRate' })
    .min(0, 'comps.val.capRate')
    .max(100, 'comps.val.capRate')
    .nullable()
    .optional()
    .describe('Sale: the capitalisation rate, in percent'),
  buyer_id: recordId.nullable().optional().describe('Sale: the buying contact'),
  seller_id: recordId.nullable().optional().describe('Sale: the selling contact'),
  rent_per_sqft: money('comps.val.rent', 1e6).describe('Lease: the yearly rent per square foot'),
  tenant_id: recordId.nullable().optional().describe('Lease: the tenant contact'),
  term_months: months('comps.val.term').describe('Lease: its term in months'),
  free_rent_months: months('comps.val.freeRent').describe('Lease: months of free rent'),
  source: text('comps.val.source', COMP_SOURCE_MAX).describe('Where the figures come from'),
  notes: text('comps.val.notes', COMP_NOTES_MAX),
};

const SALE_ONLY = ['price', 'cap_rate', 'buyer_id', 'seller_id'] as const;
const LEASE_ONLY = ['rent_per_sqft', 'tenant_id', 'term_months', 'free_rent_months'] as const;
type Shape = { kind: CompKind } & Partial<
  Record<(typeof SALE_ONLY)[number] | (typeof LEASE_ONLY)[number], number | string | null>
>;

/** The rules across fields, each with its field and message key: a sale has its price and no lease
 * terms, a lease its rent and no sale terms, and no more free months than the term. The create
 * schema refuses them, and an update checks the comp as it would be after it. */
export function compIssues(c: Shape): Record<string, MessageKey> {
  const issues: Record<string, MessageKey> = {};
  const [own, other] = c.kind === 'sale' ? [SALE_ONLY, LEASE_ONLY] : [LEASE_ONLY, SALE_ONLY];
  for (const field of other) if (c[field] != null) issues[field] = `comps.val.${c.kind}Without`;
  if (c[own[0]] == null)
    issues[own[0]] = c.kind === 'sale' ? 'comps.val.priceRequired' : 'comps.val.rentRequired';
  const { term_months: term, free_rent_months: free } = c;
  if (typeof term === 'number' && typeof free === 'number' && free > term)
    issues.free_rent_months = 'comps.val.freeRentTerm';
  return issues;
}

/** POST /comps. */
export const CompCreate = z.strictObject({ kind, ...fields }).superRefine((c, ctx) => {
  for (const [field, key] of Object.entries(compIssues(c)))
    ctx.addIssue({ code: 'custom', path: [field], message: key });
});
export type CompCreate = z.infer<typeof CompCreate>;

/** PUT /comps/{id}: only the fields that change. The kind stays: a sale is not re-entered as a
 * lease (delete it and enter the lease). */
export const CompUpdate = z.strictObject(fields).partial();
export type CompUpdate = z.infer<typeof CompUpdate>;

export const Comp = z.object({
  id: z.string(),
  kind: z.enum(COMP_KINDS),
  address_id: z.string(),
  address: z.string().describe("The address's text"),
  city: outText.describe("The address's locality"),
  date_on: z.string().describe('YYYY-MM-DD'),
  area_sqft: z.number(),
  property_type: z.enum(PROPERTY_TYPES),
  price: outNumber,
  price_per_sqft: outNumber.describe('Sale: price / area, computed'),
  cap_rate: outNumber,
  buyer_id: outText,
  buyer_name: outText,
  seller_id: outText,
  seller_name: outText,
  rent_per_sqft: outNumber,
  tenant_id: outText,
  tenant_name: outText,
  term_months: outNumber,
  free_rent_months: outNumber,
  source: outText,
  notes: outText,
  ...timestamps,
});
export type Comp = z.infer<typeof Comp>;

const sqftParam = z.coerce
  .number({ error: 'comps.val.area' })
  .min(0, 'comps.val.area')
  .max(SQFT_MAX, 'comps.val.area')
  .optional();

/** GET /comps. `kind` is required: the statistics are of one unit, price per square foot (sale)
 * or yearly rent per square foot (lease), never the two mixed. `city` is the address's locality
 * in search form (case and accents folded, whole value, as the contact search's city); the size
 * and date ranges include their ends. */
export const CompQuery = z
  .object({
    kind,
    city: searchParam,
    property_type: propertyType.optional(),
    min_sqft: sqftParam,
    max_sqft: sqftParam,
    from: dateField('comps.val.date').optional(),
    to: dateField('comps.val.date').optional(),
    ...pagingParams,
  })
  .superRefine((q, ctx) => {
    if (q.min_sqft !== undefined && q.max_sqft !== undefined && q.min_sqft > q.max_sqft)
      ctx.addIssue({ code: 'custom', path: ['min_sqft'], message: 'comps.val.sizeRange' });
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'comps.val.dateRange' });
  });
export type CompQuery = z.infer<typeof CompQuery>;

export const CompStats = z
  .object({
    count: z.number().describe('Every comp found, not only this page'),
    median: outNumber,
    min: outNumber,
    max: outNumber,
  })
  .describe('Of price per square foot (sale) or rent per square foot (lease); null when none found');
export type CompStats = z.infer<typeof CompStats>;

export const CompPage = z.object({ data: z.array(Comp), offset: z.number(), stats: CompStats });
export type CompPage = z.infer<typeof CompPage>;
