// Activities (issue 25): a call, meeting, email or note logged by a staff member at a time, about
// the contacts and properties it concerns. Shown in those records' timelines (timeline.ts).
import { z } from 'zod';
import { noControl, outText, paged, pagingParams, recordId, recordIdList, timestamps } from './fields.js';
import type { MessageKey } from './messages.js';

export const ACTIVITY_KINDS = ['call', 'meeting', 'email', 'note'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const CALL_OUTCOMES = ['connected', 'left_message', 'no_answer', 'busy', 'wrong_number'] as const;
export const EMAIL_DIRECTIONS = ['sent', 'received'] as const;

export const SUBJECT_MAX = 200;
export const ACTIVITY_BODY_MAX = 10_000;

const kind = z.enum(ACTIVITY_KINDS, { error: 'activities.val.kind' });

/** When it happened, with its offset; stored and answered as UTC ISO text, so both databases order
 * the same text the same way. */
const at = z.iso
  .datetime({ offset: true, error: 'activities.val.at' })
  .transform((v) => new Date(v).toISOString());

const subject = z
  .string({ error: 'activities.val.subject' })
  .trim()
  .min(1, 'activities.val.subject')
  .max(SUBJECT_MAX, 'activities.val.subjectMax')
  .refine(noControl, 'val.control');

/** The text as typed: line breaks and indentation kept, nothing trimmed. */
const body = z
  .string({ error: 'activities.val.body' })
  .max(ACTIVITY_BODY_MAX, 'activities.val.body')
  .refine(noControl, 'val.control');

const fields = {
  kind,
  at,
  subject,
  body,
  outcome: z.enum(CALL_OUTCOMES, { error: 'activities.val.outcome' }).nullable().optional(),
  duration_minutes: z
    .number({ error: 'activities.val.duration' })
    .int('activities.val.duration')
    .min(0, 'activities.val.duration')
    .max(1440, 'activities.val.duration')
    .nullable()
    .optional(),
  direction: z.enum(EMAIL_DIRECTIONS, { error: 'activities.val.direction' }).nullable().optional(),
  entity_ids: recordIdList,
  address_ids: recordIdList,
  deal_ids: recordIdList,
};

/** What only some kinds have: an outcome (call), a duration (call, meeting), a direction (email). */
const KIND_FIELDS = [
  { field: 'outcome', kinds: ['call'], key: 'activities.val.outcomeKind' },
  { field: 'duration_minutes', kinds: ['call', 'meeting'], key: 'activities.val.durationKind' },
  { field: 'direction', kinds: ['email'], key: 'activities.val.directionKind' },
] as const satisfies readonly { field: string; kinds: readonly ActivityKind[]; key: MessageKey }[];

type KindFields = { kind?: ActivityKind } & { [F in (typeof KIND_FIELDS)[number]['field']]?: unknown };

/** The fields set on an activity whose kind has no such field, each with its message key: the
 * create schema refuses them, and an update checks the activity as it would be after it. */
export function kindFieldIssues(activity: KindFields): Record<string, MessageKey> {
  const issues: Record<string, MessageKey> = {};
  for (const { field, kinds, key } of KIND_FIELDS) {
    const allowed: readonly ActivityKind[] = kinds;
    if (activity[field] != null && !(activity.kind && allowed.includes(activity.kind))) issues[field] = key;
  }
  return issues;
}

/** POST /activities. The staff member is the caller (null for an API key), never a field. */
export const ActivityCreate = z
  .strictObject({
    ...fields,
    entity_ids: fields.entity_ids.default([]),
    address_ids: fields.address_ids.default([]),
    deal_ids: fields.deal_ids.default([]),
  })
  .superRefine((activity, ctx) => {
    for (const [field, key] of Object.entries(kindFieldIssues(activity)))
      ctx.addIssue({ code: 'custom', path: [field], message: key });
  });
export type ActivityCreate = z.infer<typeof ActivityCreate>;

/** PUT /activities/{id}: only the fields that change; entity_ids, address_ids and deal_ids replace
 * the lists. */
export const ActivityUpdate = z.strictObject(fields).partial();
export type ActivityUpdate = z.infer<typeof ActivityUpdate>;

export const Activity = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  at: z.string().describe('When it happened, UTC ISO 8601'),
  subject: z.string(),
  body: z.string().describe('The text as typed, line breaks kept'),
  outcome: z.enum(CALL_OUTCOMES).nullable(),
  duration_minutes: z.number().nullable(),
  direction: z.enum(EMAIL_DIRECTIONS).nullable(),
  staff_id: outText.describe('The staff member who logged it; null when logged with an API key'),
  staff_name: outText,
  entity_ids: z.array(z.string()).describe('The contacts it concerns'),
  address_ids: z.array(z.string()).describe('The properties (addresses) it concerns'),
  deal_ids: z.array(z.string()).describe('The deals it concerns'),
  ...timestamps,
});
export type Activity = z.infer<typeof Activity>;

/** GET /activities: newest first, optionally about one contact, address or deal, of one kind. */
export const ActivityQuery = z.object({
  entity_id: recordId.optional(),
  address_id: recordId.optional(),
  deal_id: recordId.optional(),
  kind: kind.optional(),
  ...pagingParams,
});
export type ActivityQuery = z.infer<typeof ActivityQuery>;

export const ActivityPage = paged(Activity);
export type ActivityPage = z.infer<typeof ActivityPage>;
