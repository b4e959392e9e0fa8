// Deals (issue 27, ADR 0044): a deal in a pipeline's stage, for a property (an address: a building
// or a space) or the requirement a tenant or buyer search serves, with its parties by role, its
// value (a lease deal's computed from area, rent and term), its commission split among staff, its
// probability (the stage's unless overridden), expected close and key dates, and its owner.
import { z } from 'zod';
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
import { DEAL_TYPES, STAGE_OUTCOMES, staffIdField } from './pipelines.js';
import { SQFT_MAX } from './requirements.js';

export const DEAL_PARTY_ROLES = [
  'seller',
  'buyer',
  'landlord',
  'tenant',
  'co_broker',
  'lender',
  'attorney',
  'other',
] as const;
export type DealPartyRole = (typeof DEAL_PARTY_ROLES)[number];
export const LOST_REASONS = ['price', 'timing', 'lost_to_competitor', 'withdrawn', 'other'] as const;
export type LostReason = (typeof LOST_REASONS)[number];
export const DEAL_DATES = ['loi_on', 'signed_on', 'dd_expires_on', 'financing_on', 'closing_on'] as const;
export type DealDate = (typeof DEAL_DATES)[number];

const PARTIES_MAX = 50;
const SPLITS_MAX = 20;
const MONEY_MAX = 1e12;
const TERM_MAX = 1200;
export const LOST_NOTE_MAX = 500;

const money = (key: MessageKey) =>
  z.number({ error: key }).finite(key).min(0, key).max(MONEY_MAX, key).nullable().optional();
const percent = (key: MessageKey) => z.number({ error: key }).finite(key).min(0, key).max(100, key);
const day = dateField('deals.val.date');

const Party = z.strictObject({
  entity_id: recordId,
  role: z.enum(DEAL_PARTY_ROLES, { error: 'deals.val.role' }),
});
const Split = z.strictObject({
  staff_id: staffIdField('deals.val.splitStaff'),
  pct: percent('deals.val.splitPct'),
});
const Dates = z.strictObject(
  Object.fromEntries(DEAL_DATES.map((d) => [d, day.nullable().optional()])) as Record<
    DealDate,
    z.ZodOptional<z.ZodNullable<typeof day>>
  >,
);

const lostNote = z
  .string({ error: 'deals.val.lostNote' })
  .max(LOST_NOTE_MAX, 'deals.val.lostNote')
  .refine(noControl, 'val.control')
  .nullable()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : null));
const lostReason = z.enum(LOST_REASONS, { error: 'deals.val.lostReason' }).nullable().optional();

const fields = {
  name: z
    .string({ error: 'deals.val.name' })
    .trim()
    .min(1, 'deals.val.name')
    .max(200, 'deals.val.name')
    .refine(noControl, 'val.control'),
  address_id: recordId.nullable().optional().describe('The property: a building or a space'),
  requirement_id: recordId
    .nullable()
    .optional()
    .describe('For a tenant or buyer search, the requirement it serves'),
  parties: z
    .array(Party, { error: 'deals.val.parties' })
    .max(PARTIES_MAX, 'deals.val.parties')
    .refine((list) => new Set(list.map((p) => p.entity_id)).size === list.length, 'deals.val.partyTwice')
    .describe('Each contact once, with its role; the list replaces the stored one'),
  value: money('deals.val.value').describe(
    'The price, or a lease deal’s total value; when absent, area_sqft × rent_sqft_year × term_months / 12',
  ),
  area_sqft: z
    .number({ error: 'deals.val.area' })
    .finite('deals.val.area')
    .gt(0, 'deals.val.area')
    .max(SQFT_MAX, 'deals.val.area')
    .nullable()
    .optional(),
  rent_sqft_year: money('deals.val.rent').describe('A lease deal’s rent per square foot per year'),
  term_months: z
    .number({ error: 'deals.val.term' })
    .int('deals.val.term')
    .min(1, 'deals.val.term')
    .max(TERM_MAX, 'deals.val.term')
    .nullable()
    .optional(),
  commission_pct: percent('deals.val.commissionPct').nullable().optional().describe('Percent of the value'),
  commission_amount: money('deals.val.commissionAmount').describe(
    'A fixed commission, instead of a percentage',
  ),
  splits: z
    .array(Split, { error: 'deals.val.splits' })
    .max(SPLITS_MAX, 'deals.val.splits')
    .describe('The commission shared among staff members, in percent summing to 100 (or none)'),
  probability: z
    .number({ error: 'deals.val.probability' })
    .int('deals.val.probability')
    .min(0, 'deals.val.probability')
    .max(100, 'deals.val.probability')
    .nullable()
    .optional()
    .describe("Overrides the stage's probability until the deal changes stage; null for the stage's"),
  expected_close_on: day.nullable().optional(),
  dates: Dates.describe('Key dates, YYYY-MM-DD: the ones given replace the stored ones'),
  owner_id: staffIdField('deals.val.owner').describe(
    'A staff member; by default the one creating it (required with an API key)',
  ),
};

interface Shape {
  commission_pct?: number | null;
  commission_amount?: number | null;
  splits?: readonly { staff_id: string; pct: number }[];
}

/** The rules across fields, each with its field and message key: a commission is a percentage or
 * an amount, never both; splits name each staff member once and sum to 100. The create schema
 * refuses them, and an update checks the deal as it would be after it. */
export function dealIssues(d: Shape): Record<string, MessageKey> {
  const issues: Record<string, MessageKey> = {};
  if (d.commission_pct != null && d.commission_amount != null)
    issues.commission_amount = 'deals.val.commissionBoth';
  const splits = d.splits ?? [];
  if (new Set(splits.map((s) => s.staff_id)).size !== splits.length) issues.splits = 'deals.val.splitTwice';
  // Percentages typed by people (33.33 + 33.33 + 33.34): compared to a hundredth.
  else if (splits.length > 0 && Math.abs(splits.reduce((sum, s) => sum + s.pct, 0) - 100) > 0.005)
    issues.splits = 'deals.val.splitsSum';
  return issues;
}

const withRules = (d: Shape, ctx: z.RefinementCtx) => {
  for (const [field, key] of Object.entries(dealIssues(d)))
    ctx.addIssue({ code: 'custom', path: [field], message: key });
};

/** What a move into a closed stage says (PUT …/stage, or a deal created closed). */
const closing = {
  lost_reason: lostReason.describe('Required to enter a lost stage'),
  lost_note: lostNote.describe('Required when lost_reason is other'),
  closed_on: day.optional().describe('Entering a won or lost stage: the day, by default today (TIME_ZONE)'),
};

const noteRule = (
  m: { lost_reason?: LostReason | null; lost_note?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (m.lost_reason === 'other' && !m.lost_note)
    ctx.addIssue({ code: 'custom', path: ['lost_note'], message: 'deals.val.lostNote' });
};

/** POST /deals. */
export const DealCreate = z
  .strictObject({
    ...fields,
    pipeline_id: recordId,
    stage_id: recordId.describe('A stage of that pipeline'),
    parties: fields.parties.default([]),
    splits: fields.splits.default([]),
    dates: fields.dates.default({}),
    owner_id: fields.owner_id.optional(),
    ...closing,
  })
  .superRefine((d, ctx) => {
    withRules(d, ctx);
    noteRule(d, ctx);
  });
export type DealCreate = z.infer<typeof DealCreate>;

/** PUT /deals/{id}: only the fields that change. The stage changes through PUT …/stage (its
 * playbook, its lost reason); the pipeline stays. */
export const DealUpdate = z.strictObject(fields).partial();
export type DealUpdate = z.infer<typeof DealUpdate>;

/** PUT /deals/{id}/stage. */
export const DealStageMove = z.strictObject({ stage_id: recordId, ...closing }).superRefine(noteRule);
export type DealStageMove = z.infer<typeof DealStageMove>;

export const DealParty = z.object({
  entity_id: z.string(),
  role: z.enum(DEAL_PARTY_ROLES),
  name: z.string(),
});
export const DealSplit = z.object({ staff_id: z.string(), pct: z.number(), name: outText });

export const Deal = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(DEAL_TYPES).describe("Its pipeline's"),
  pipeline_id: z.string(),
  stage_id: z.string(),
  stage_name: z.string(),
  outcome: z.enum(STAGE_OUTCOMES).describe("Its stage's"),
  address_id: outText,
  address: outText.describe("The property's address"),
  city: outText.describe("The property's locality"),
  requirement_id: outText,
  parties: z.array(DealParty),
  value: outNumber.describe('As entered, else a lease deal’s computed value'),
  value_computed: z.boolean().describe('The value is area × rent × term, not entered'),
  area_sqft: outNumber,
  rent_sqft_year: outNumber,
  term_months: outNumber,
  commission_pct: outNumber,
  commission_amount: outNumber,
  commission: outNumber.describe('commission_amount, else commission_pct of the value'),
  splits: z.array(DealSplit),
  probability: z.number().describe('The override, else its stage’s'),
  probability_overridden: z.boolean(),
  weighted_commission: outNumber.describe('commission × probability / 100'),
  expected_close_on: outText,
  dates: z.object(
    Object.fromEntries(DEAL_DATES.map((d) => [d, outText])) as Record<DealDate, typeof outText>,
  ),
  closed_on: outText.describe('The day it was won or lost'),
  lost_reason: z.enum(LOST_REASONS).nullable(),
  lost_note: outText,
  owner_id: z.string(),
  owner_name: outText,
  stage_entered_at: z.string().describe('When it entered its stage'),
  ...timestamps,
});
export type Deal = z.infer<typeof Deal>;

/** GET /deals' filters (its export's too). `address_id` is a building (its spaces' deals too) or a
 * space; `entity_id` a party; `city` the property's locality (whole value; case and accents
 * ignored); the close range is of the expected close day, both ends included. */
export const dealFilters = {
  pipeline_id: recordId.optional(),
  stage_id: recordId.optional(),
  outcome: z.enum(STAGE_OUTCOMES, { error: 'deals.val.outcome' }).optional(),
  owner_id: staffIdField('deals.val.owner').optional(),
  address_id: recordId.optional(),
  entity_id: recordId.optional(),
  city: searchParam,
  close_from: day.optional(),
  close_to: day.optional(),
};

/** The close range's ends in order. */
export const closeRangeRule = (
  q: { close_from?: string | undefined; close_to?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (q.close_from && q.close_to && q.close_from > q.close_to)
    ctx.addIssue({ code: 'custom', path: ['close_from'], message: 'deals.val.dateRange' });
};

/** GET /deals. */
export const DealQuery = z.object({ ...dealFilters, ...pagingParams }).superRefine(closeRangeRule);
export type DealQuery = z.infer<typeof DealQuery>;

export const DealPage = paged(Deal);
export type DealPage = z.infer<typeof DealPage>;

/** One entry of a deal into a stage (the first, at its creation, from none). */
export const DealStageChange = z.object({
  id: z.string(),
  from_stage_id: outText.describe('Null for the first entry, or a stage removed since'),
  from_stage_name: outText,
  to_stage_id: outText.describe('Null for a stage removed since'),
  to_stage_name: outText,
  actor: z.string().describe('user:<id> or api-key:<name>'),
  actor_name: outText.describe("That user's name, when a user"),
  at: z.string().describe('UTC ISO 8601'),
});
export type DealStageChange = z.infer<typeof DealStageChange>;
export const DealStageChangeList = z.object({ data: z.array(DealStageChange) });
export type DealStageChangeList = z.infer<typeof DealStageChangeList>;
