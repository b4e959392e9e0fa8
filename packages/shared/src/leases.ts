// Leases (issue 26, ADR 0042): a tenant (contact) leasing one or more spaces of one building, with
// its dates, area, base rent, escalation or rent steps, options and deposit; a building's rent roll
// (occupancy, annual rent, WALT, expiries by year) read from its active leases, and an owner's over
// every building of its portfolio; each also as a CSV or XLSX file.
import { z } from 'zod';
import { SPACE_USES } from './addresses.js';
import { ErrorBody } from './errors.js';
import {
  dateField,
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
import { OWNERSHIP_WALK_ROWS, OwnershipQuery } from './ownership.js';
import { SQFT_MAX } from './requirements.js';

export const LEASE_STATUSES = ['draft', 'active', 'expired', 'terminated'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];
/** Base rent per square foot per year, or per month for the whole lease. */
export const RENT_BASES = ['per_sqft_year', 'per_month'] as const;
export type RentBasis = (typeof RENT_BASES)[number];
export const ESCALATION_KINDS = ['fixed', 'cpi'] as const;
export const LEASE_OPTION_KINDS = ['renewal', 'termination', 'expansion'] as const;
export type LeaseOptionKind = (typeof LEASE_OPTION_KINDS)[number];

export const LEASE_NOTES_MAX = 2000;
const NOTE_MAX = 500;
const MONEY_MAX = 1e12;
const SPACES_MAX = 100;
const STEPS_MAX = 50;
const OPTIONS_MAX = 20;

const money = (key: MessageKey) => z.number({ error: key }).finite(key).min(0, key).max(MONEY_MAX, key);
const text = (key: MessageKey, max: number) =>
  z
    .string({ error: key })
    .max(max, key)
    .refine(noControl, 'val.control')
    .nullable()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null));

const Escalation = z.strictObject({
  kind: z.enum(ESCALATION_KINDS, { error: 'leases.val.escalationKind' }),
  pct: z
    .number({ error: 'leases.val.escalation' })
    .min(0, 'leases.val.escalation')
    .max(100, 'leases.val.escalation')
    .nullable()
    .optional()
    .transform((v) => v ?? null)
    .describe('Yearly increase in percent: required for fixed; for CPI, a cap if any'),
  note: text('leases.val.note', NOTE_MAX).describe('CPI-linked: which index, floor, cap…'),
});

const RentStep = z.strictObject({
  from_on: dateField('leases.val.stepDate').describe('The day this rent starts, YYYY-MM-DD'),
  base_rent: money('leases.val.rent'),
});

const LeaseOption = z.strictObject({
  kind: z.enum(LEASE_OPTION_KINDS, { error: 'leases.val.optionKind' }),
  notice_on: dateField('leases.val.noticeDate').describe('The last day to give notice, YYYY-MM-DD'),
  note: text('leases.val.note', NOTE_MAX),
});

const fields = {
  tenant_id: recordId.describe('The tenant contact'),
  space_ids: z
    .array(recordId, { error: 'leases.val.spaces' })
    .min(1, 'leases.val.spaces')
    .max(SPACES_MAX, 'leases.val.spaces')
    .refine((ids) => new Set(ids).size === ids.length, 'leases.val.spaces')
    .describe('The spaces leased (addresses), all of one building; a building itself may be one'),
  start_on: dateField('leases.val.date').describe('First day, YYYY-MM-DD'),
  end_on: dateField('leases.val.date').describe('Last day, YYYY-MM-DD'),
  area_sqft: z
    .number({ error: 'leases.val.area' })
    .finite('leases.val.area')
    .gt(0, 'leases.val.area')
    .max(SQFT_MAX, 'leases.val.area')
    .nullable()
    .optional()
    .describe("Leased area; when absent, the sum of its spaces' rba"),
  base_rent: money('leases.val.rent').describe('Per sq ft per year, or per month (rent_basis)'),
  rent_basis: z.enum(RENT_BASES, { error: 'leases.val.rentBasis' }),
  escalation: Escalation.nullable().optional(),
  steps: z
    .array(RentStep, { error: 'leases.val.steps' })
    .max(STEPS_MAX, 'leases.val.steps')
    .optional()
    .describe('Rent steps: from each day on, the base rent is this one'),
  options: z
    .array(LeaseOption, { error: 'leases.val.options' })
    .max(OPTIONS_MAX, 'leases.val.options')
    .optional(),
  deposit: money('leases.val.deposit').nullable().optional(),
  status: z.enum(LEASE_STATUSES, { error: 'leases.val.status' }),
  notes: text('leases.val.notes', LEASE_NOTES_MAX),
};

/** What the rules across fields read: the lease as it is (or would be after an update). */
interface Shape {
  start_on: string;
  end_on: string;
  escalation?: { kind: string; pct?: number | null } | null;
  steps?: readonly { from_on: string }[];
  options?: readonly { notice_on: string }[];
}

/** The rules across fields, each with its field and message key: the lease ends after it starts, a
 * fixed escalation has its percentage, rent steps and option notice dates fall within the lease.
 * The create schema refuses them, and an update checks the lease as it would be after it. */
export function leaseIssues(l: Shape): Record<string, MessageKey> {
  const issues: Record<string, MessageKey> = {};
  if (l.end_on <= l.start_on) issues.end_on = 'leases.val.dateOrder';
  if (l.escalation?.kind === 'fixed' && l.escalation.pct == null)
    issues['escalation.pct'] = 'leases.val.escalationPct';
  const within = (day: string) => day >= l.start_on && day <= l.end_on;
  for (const [i, step] of (l.steps ?? []).entries())
    if (!within(step.from_on)) issues[`steps.${i}.from_on`] = 'leases.val.stepDate';
  for (const [i, option] of (l.options ?? []).entries())
    if (!within(option.notice_on)) issues[`options.${i}.notice_on`] = 'leases.val.noticeDate';
  return issues;
}

/** POST /leases. */
export const LeaseCreate = z.strictObject(fields).superRefine((l, ctx) => {
  for (const [field, key] of Object.entries(leaseIssues(l)))
    ctx.addIssue({
      code: 'custom',
      path: field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message: key,
    });
});
export type LeaseCreate = z.infer<typeof LeaseCreate>;

/** PUT /leases/{id}: only the fields that change (space_ids replaces the whole list). */
export const LeaseUpdate = z.strictObject(fields).partial();
export type LeaseUpdate = z.infer<typeof LeaseUpdate>;

export const LeaseSpace = z.object({
  uuid: z.string(),
  label: z.string().describe("The space's unit (subpremise), else its address"),
  building_id: z.string().describe('Its building: its parent address, or itself for a building'),
  rba: outNumber,
});
export type LeaseSpace = z.infer<typeof LeaseSpace>;

const EscalationOut = z.object({ kind: z.enum(ESCALATION_KINDS), pct: outNumber, note: outText });
const RentStepOut = z.object({ from_on: z.string(), base_rent: z.number() });
const LeaseOptionOut = z.object({ kind: z.enum(LEASE_OPTION_KINDS), notice_on: z.string(), note: outText });

export const Lease = z.object({
  id: z.string(),
  tenant_id: outText.describe('Null once the contact was deleted'),
  tenant_name: outText,
  spaces: z.array(LeaseSpace),
  start_on: z.string(),
  end_on: z.string(),
  area_sqft: outNumber.describe('As entered; null when not given'),
  leased_sqft: outNumber.describe("area_sqft, else the sum of its spaces' rba (null when none has one)"),
  base_rent: z.number(),
  rent_basis: z.enum(RENT_BASES),
  escalation: EscalationOut.nullable(),
  steps: z.array(RentStepOut),
  options: z.array(LeaseOptionOut),
  deposit: outNumber,
  status: z.enum(LEASE_STATUSES),
  notes: outText,
  ...timestamps,
});
export type Lease = z.infer<typeof Lease>;

/** A leased area bound in a query string: square feet, 0 to 100,000,000. */
export const leaseSqftParam = z.coerce
  .number({ error: 'leases.val.sqft' })
  .min(0, 'leases.val.sqft')
  .max(SQFT_MAX, 'leases.val.sqft');

/** The leased property's filters, shared by GET /leases and the "leases expiring" lists (ADR
 * 0043): `city` is a leased space's own city (its address's locality in search form: case and
 * accents folded, whole value, as the contact search's city), `use` a leased space's `space_use`,
 * and the size the lease's leased area (`area_sqft`, else the sum of its spaces' `rba`), both ends
 * included. */
export interface LeasedPropertyFilters {
  city?: string | undefined;
  use?: (typeof SPACE_USES)[number] | undefined;
  min_sqft?: number | undefined;
  max_sqft?: number | undefined;
}

/** GET /leases. `address_id` is a building (any of its spaces' leases too) or a space;
 * `expiring_from` and `expiring_before` find the leases ending on or after, and before, a day; the
 * leased property's city, use and size as `LeasedPropertyFilters` says. */
export const LeaseQuery = z
  .object({
    address_id: recordId.optional(),
    tenant_id: recordId.optional(),
    expiring_from: dateField('leases.val.date').optional().describe('Ending on or after this day'),
    expiring_before: dateField('leases.val.date').optional().describe('Ending before this day'),
    status: z.enum(LEASE_STATUSES, { error: 'leases.val.status' }).optional(),
    city: searchParam.describe("A leased space's city (whole value; case and accents ignored)"),
    use: z.enum(SPACE_USES, { error: 'val.spaceUse' }).optional().describe("A leased space's use"),
    min_sqft: leaseSqftParam.optional().describe('Leased area at least this, in square feet'),
    max_sqft: leaseSqftParam.optional().describe('Leased area at most this, in square feet'),
    ...pagingParams,
  })
  .superRefine((q, ctx) => {
    if (q.min_sqft !== undefined && q.max_sqft !== undefined && q.min_sqft > q.max_sqft)
      ctx.addIssue({ code: 'custom', path: ['min_sqft'], message: 'leases.val.sqftRange' });
  });
export type LeaseQuery = z.infer<typeof LeaseQuery>;

export const LeasePage = paged(Lease);
export type LeasePage = z.infer<typeof LeasePage>;

/** 409: an active lease already covers one of the spaces on some of the days; `lease_id` is it. */
export const LeaseConflict = z.object({ error: ErrorBody.shape.error, lease_id: z.string() });
export type LeaseConflict = z.infer<typeof LeaseConflict>;

/** How a rent roll is answered: JSON (the default), or a file to download (rows, totals, expiries). */
export const RENT_ROLL_FORMATS = ['json', 'csv', 'xlsx'] as const;
export const RentRollFormat = z
  .enum(RENT_ROLL_FORMATS, { error: 'leases.val.format' })
  .default('json')
  .describe('json (default), or a file: csv (UTF-8 with BOM) or xlsx');
export type RentRollFormat = z.infer<typeof RentRollFormat>;

/** GET /addresses/{id}/rent-roll: `as_of` (default today in the firm's TIME_ZONE) picks the leases
 * in effect, the rent step in effect and the day WALT counts from. */
export const RentRollQuery = z.object({
  as_of: dateField('leases.val.date').optional(),
  format: RentRollFormat,
});
export type RentRollQuery = z.infer<typeof RentRollQuery>;

/** GET /entities/{id}/rent-roll: as a building's, over every building the contact controls through
 * the ownership walk of its portfolio, `depth` tiers deep (ADR 0025). */
export const PortfolioRentRollQuery = RentRollQuery.extend(OwnershipQuery.shape);
export type PortfolioRentRollQuery = z.infer<typeof PortfolioRentRollQuery>;

export const RentRollRow = z.object({
  space_id: z.string(),
  label: z.string(),
  floor: outText,
  rba: outNumber,
  lease_id: outText,
  tenant_id: outText,
  tenant_name: outText,
  start_on: outText,
  end_on: outText,
  area_sqft: outNumber.describe("The lease's area on this space (shared by rba when it has several)"),
  annual_rent: outNumber,
  rent_per_sqft: outNumber.describe('annual_rent / area_sqft'),
});
export type RentRollRow = z.infer<typeof RentRollRow>;

export const RentRollTotals = z.object({
  rentable_sqft: outNumber.describe("Sum of the spaces' rba (the building's own without spaces)"),
  leased_sqft: z.number(),
  occupancy: outNumber.describe('leased_sqft / rentable_sqft; null when rentable is unknown'),
  annual_rent: z.number(),
  walt_years: outNumber.describe(
    'Weighted by annual rent: days from as_of to each end / 365.25; null without rent',
  ),
});
export type RentRollTotals = z.infer<typeof RentRollTotals>;

export const RentRollExpiry = z.object({ year: z.number(), sqft: z.number(), rent: z.number() });
export type RentRollExpiry = z.infer<typeof RentRollExpiry>;

export const RentRoll = z.object({
  building_id: z.string(),
  as_of: z.string(),
  rows: z.array(RentRollRow),
  totals: RentRollTotals,
  expiries: z
    .array(RentRollExpiry)
    .describe('The 10 calendar years from as_of’s: area and rent ending in each'),
});
export type RentRoll = z.infer<typeof RentRoll>;

/** One building of a portfolio's rent roll: its own totals. */
export const RentRollBuilding = z.object({
  id: z.string(),
  label: z.string().describe("The building's address"),
  ...RentRollTotals.shape,
});
export type RentRollBuilding = z.infer<typeof RentRollBuilding>;

export const PortfolioRentRollRow = RentRollRow.extend({
  building_id: z.string(),
  building_label: z.string().describe("The building's address"),
});
export type PortfolioRentRollRow = z.infer<typeof PortfolioRentRollRow>;

export const PortfolioRentRoll = z.object({
  entity_id: z.string(),
  entity_name: z.string().describe("The contact's name"),
  as_of: z.string(),
  partial: z
    .boolean()
    .describe(
      `The ownership walk stopped at its limit (${OWNERSHIP_WALK_ROWS} partial paths): buildings within the depth may be missing`,
    ),
  buildings: z
    .array(RentRollBuilding)
    .describe('Each building the contact controls (a unit or space reached counts as its building), once'),
  rows: z.array(PortfolioRentRollRow).describe("Each building's rows, buildings in label order"),
  totals: RentRollTotals.describe(
    'Over every building: rentable and leased summed, WALT weighted by annual rent across all rows; a co-owned building counts whole',
  ),
  expiries: z
    .array(RentRollExpiry)
    .describe('The 10 calendar years from as_of’s: area and rent ending in each, over every building'),
});
export type PortfolioRentRoll = z.infer<typeof PortfolioRentRoll>;

/** The columns of a rent roll's file (format=csv|xlsx), in order: stable English keys for other
 * tools. A portfolio's file starts with `building`. */
export const RENT_ROLL_COLUMNS = [
  'space',
  'floor',
  'rba_sqft',
  'tenant',
  'start_on',
  'end_on',
  'area_sqft',
  'annual_rent',
  'rent_per_sqft',
] as const;
export const PORTFOLIO_RENT_ROLL_COLUMNS = ['building', ...RENT_ROLL_COLUMNS] as const;
/** The total lines after the rows (CSV: after a blank line; XLSX: sheet "Totals"), each a key and its value. */
export const RENT_ROLL_TOTAL_KEYS = [
  'rentable_sqft',
  'leased_sqft',
  'occupancy',
  'annual_rent',
  'walt_years',
] as const satisfies readonly (keyof RentRollTotals)[];
