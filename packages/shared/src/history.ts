// A record's history (issue 14): GET /{entities|addresses|emails|numbers}/{id}/history answers the
// audit entries naming the record, its own and its links', newest first.
import { z } from 'zod';
import { paged, pagingParams } from './fields.js';

export const HistoryQuery = z.object({ ...pagingParams });
export type HistoryQuery = z.infer<typeof HistoryQuery>;

/** What an entry did: merge on the survivor, merged on each record merged into it. */
export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'reset', 'merge', 'merged'] as const;

export const HistoryItem = z.object({
  seq: z.number().describe("The entry's number in the audit log: later entries have greater ones"),
  at: z.string().describe('When, ISO 8601'),
  actor: z
    .string()
    .describe('Who: user:<id>, api-key:<name>, import:<job id>, public:contact or public:showcase'),
  actor_name: z.string().nullable().describe("The staff member's name for user:<id>; otherwise null"),
  action: z.enum(HISTORY_ACTIONS),
  record_type: z
    .string()
    .describe('entity, address, email or phone_number; for a link, its table (entities_emails…)'),
  record_id: z.string().describe('The record written; a link "<left>/<right>", as written at the time'),
  changes: z
    .record(z.string(), z.object({ old: z.unknown(), new: z.unknown() }))
    .describe('Each field written, with its old and new value (a link: its tag)'),
  other: z
    .object({
      type: z.string().describe('entity, address, email or phone_number'),
      id: z.string().describe('Its id now (an email or number renamed since: the new value)'),
      label: z.string().nullable().describe("A contact's name or an address; null once it is gone"),
    })
    .nullable()
    .describe('For a link entry, the record at its other end'),
});
export type HistoryItem = z.infer<typeof HistoryItem>;

export const HistoryPage = paged(HistoryItem);
export type HistoryPage = z.infer<typeof HistoryPage>;
