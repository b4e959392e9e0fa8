// Pipelines (issue 27, ADR 0044): one per kind of deal, each with its ordered stages, a default
// probability per stage, an outcome (open, won, lost) and a playbook of tasks a deal entering the
// stage brings. Seeded in English by migration 0033, each seeded stage with a stable `key` the
// portal translates by; administrators rename, reorder, add and remove stages.
import { z } from 'zod';
import { noControl, outText, recordId } from './fields.js';

/** Investment sale (seller representation), acquisition (buyer representation), landlord leasing,
 * tenant representation, disposition. */
export const DEAL_TYPES = [
  'investment_sale',
  'acquisition',
  'landlord_leasing',
  'tenant_representation',
  'disposition',
] as const;
export type DealType = (typeof DEAL_TYPES)[number];
/** The deal types whose value is a lease's: area × rent per sq ft a year × term in years. */
export const LEASE_DEAL_TYPES: readonly DealType[] = ['landlord_leasing', 'tenant_representation'];

export const STAGE_OUTCOMES = ['open', 'won', 'lost'] as const;
export type StageOutcome = (typeof STAGE_OUTCOMES)[number];

export const PIPELINE_STAGES_MAX = 30;
export const PLAYBOOK_TASKS_MAX = 20;
/** A playbook task falls due at most this many days after its stage is entered. */
export const PLAYBOOK_DAYS_MAX = 365;

const name = (key: 'pipelines.val.name' | 'pipelines.val.stageName') =>
  z.string({ error: key }).trim().min(1, key).max(100, key).refine(noControl, 'val.control');

/** A Better Auth user id (not a UUID), checked against the staff by the API. */
export const staffIdField = (key: 'pipelines.val.assignee' | 'deals.val.owner' | 'deals.val.splitStaff') =>
  z.string({ error: key }).trim().min(1, key).max(255, key);

const PlaybookTaskInput = z.strictObject({
  title: z
    .string({ error: 'pipelines.val.taskTitle' })
    .trim()
    .min(1, 'pipelines.val.taskTitle')
    .max(200, 'pipelines.val.taskTitle')
    .refine(noControl, 'val.control'),
  due_in_days: z
    .number({ error: 'pipelines.val.dueInDays' })
    .int('pipelines.val.dueInDays')
    .min(0, 'pipelines.val.dueInDays')
    .max(PLAYBOOK_DAYS_MAX, 'pipelines.val.dueInDays'),
  assignee_id: staffIdField('pipelines.val.assignee')
    .nullable()
    .optional()
    .transform((v) => v ?? null)
    .describe("A staff member; null or absent for the deal's owner"),
});

const StageInput = z.strictObject({
  id: recordId.optional().describe('An existing stage of this pipeline (PUT); absent for a new stage'),
  name: name('pipelines.val.stageName'),
  probability: z
    .number({ error: 'pipelines.val.probability' })
    .int('pipelines.val.probability')
    .min(0, 'pipelines.val.probability')
    .max(100, 'pipelines.val.probability'),
  outcome: z.enum(STAGE_OUTCOMES, { error: 'pipelines.val.outcome' }),
  playbook: z
    .array(PlaybookTaskInput, { error: 'pipelines.val.playbook' })
    .max(PLAYBOOK_TASKS_MAX, 'pipelines.val.playbook')
    .optional()
    .describe("The tasks entering the stage brings; absent keeps a stage's playbook as it is"),
});
export type StageInput = z.infer<typeof StageInput>;

const stages = z
  .array(StageInput, { error: 'pipelines.val.stages' })
  .min(1, 'pipelines.val.stages')
  .max(PIPELINE_STAGES_MAX, 'pipelines.val.stages')
  .superRefine((list, ctx) => {
    const ids = list.flatMap((s) => (s.id ? [s.id] : []));
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: 'pipelines.val.stageTwice' });
  })
  .describe('Every stage in order: a stage left out is removed, one without id added');

/** POST /pipelines (administrators). */
export const PipelineCreate = z.strictObject({
  name: name('pipelines.val.name'),
  type: z.enum(DEAL_TYPES, { error: 'pipelines.val.type' }),
  stages: stages.refine((list) => list.every((s) => !s.id), 'pipelines.val.newStageId'),
});
export type PipelineCreate = z.infer<typeof PipelineCreate>;

/** PUT /pipelines/{id} (administrators): its name, and its stages as a whole ordered list. The type
 * stays: its deals are of that type. */
export const PipelineUpdate = z.strictObject({ name: name('pipelines.val.name'), stages }).partial();
export type PipelineUpdate = z.infer<typeof PipelineUpdate>;

export const PlaybookTask = z.object({
  id: z.string(),
  title: z.string(),
  due_in_days: z.number(),
  assignee_id: outText.describe("A staff member; null for the deal's owner"),
});
export type PlaybookTask = z.infer<typeof PlaybookTask>;

export const Stage = z.object({
  id: z.string(),
  key: outText.describe(
    'Stable key of a seeded stage (pursuit, listing_signed…), to translate by; null for a stage added since',
  ),
  name: z.string(),
  position: z.number().describe('Its place in the pipeline, from 0'),
  probability: z.number().describe('Default probability of a deal in it, 0–100'),
  outcome: z.enum(STAGE_OUTCOMES),
  playbook: z.array(PlaybookTask),
});
export type Stage = z.infer<typeof Stage>;

export const Pipeline = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(DEAL_TYPES),
  stages: z.array(Stage),
});
export type Pipeline = z.infer<typeof Pipeline>;

export const PipelineList = z.object({ data: z.array(Pipeline) });
export type PipelineList = z.infer<typeof PipelineList>;
