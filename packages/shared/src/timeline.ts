// A contact's, address's or deal's timeline (issues 25, 27, 28): its activities, tasks, inbox items,
// a deal's stage changes, a contact's reads of deal-room documents and history in one list, newest
// first. Each item says what it is (`type`), when, its id and a title, and holds the whole object
// under the key its type names, so a client switches on `type` and reads a typed object.
import { z } from 'zod';
import { ACTIVITY_KINDS, Activity } from './activities.js';
import { DealStageChange } from './deals.js';
import { paged, pagingParams } from './fields.js';
import { HistoryItem } from './history.js';
import { InboxItem } from './inbox.js';
import { DocumentView } from './listing-documents.js';
import { Task } from './tasks.js';

/** The timeline's filter: one activity kind, every activity, tasks, inbox items, a deal's stage
 * changes, history, or a contact's reads of listings' documents. */
export const TIMELINE_KINDS = [
  ...ACTIVITY_KINDS,
  'activity',
  'task',
  'inbox',
  'stage',
  'history',
  'document_view',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TimelineQuery = z.object({
  kind: z.enum(TIMELINE_KINDS, { error: 'timeline.val.kind' }).optional(),
  ...pagingParams,
});
export type TimelineQuery = z.infer<typeof TimelineQuery>;

const common = {
  at: z
    .string()
    .describe(
      'The time it is ordered by, UTC ISO 8601: an activity’s time, a task’s or inbox item’s creation, a stage change’s, a document read’s, a history entry’s write',
    ),
  id: z.string().describe('The id of the object (a history entry: its seq)'),
  title: z.string().nullable().describe('A line to show: subject, title, or what a history entry did'),
};

export const TimelineItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('activity'), ...common, activity: Activity }),
  z.object({ type: z.literal('task'), ...common, task: Task }),
  z.object({ type: z.literal('inbox'), ...common, inbox: InboxItem }),
  z.object({ type: z.literal('stage'), ...common, stage: DealStageChange }),
  z.object({ type: z.literal('history'), ...common, history: HistoryItem }),
  z.object({ type: z.literal('document_view'), ...common, document_view: DocumentView }),
]);
export type TimelineItem = z.infer<typeof TimelineItem>;
export type TimelineType = TimelineItem['type'];

export const TimelinePage = paged(TimelineItem);
export type TimelinePage = z.infer<typeof TimelinePage>;
