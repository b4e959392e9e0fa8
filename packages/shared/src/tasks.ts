// Tasks (issue 25): something a staff member must do by a day (and time, in their own time zone),
// about contacts and properties, open until someone marks it done. And the staff members a task
// can be assigned to.
import { z } from 'zod';
import {
  dateField,
  noControl,
  outText,
  paged,
  pagingParams,
  recordId,
  recordIdList,
  timestamps,
} from './fields.js';
import { PHONE_PROBLEM_KEYS, readPhone } from './phones.js';

export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_STATUSES = ['open', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A task's longest title, in characters. */
export const TASK_TITLE_MAX = 200;

const title = z
  .string({ error: 'tasks.val.title' })
  .trim()
  .min(1, 'tasks.val.title')
  .max(TASK_TITLE_MAX, 'tasks.val.titleMax')
  .refine(noControl, 'val.control');
const dueAt = z
  .string({ error: 'tasks.val.dueAt' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'tasks.val.dueAt')
  .nullable()
  .optional();
/** A Better Auth user id (not a UUID): checked against the staff by the API. */
const staffId = z
  .string({ error: 'tasks.val.assignee' })
  .trim()
  .min(1, 'tasks.val.assignee')
  .max(255, 'tasks.val.assignee');
const priority = z.enum(TASK_PRIORITIES, { error: 'tasks.val.priority' });
const status = z.enum(TASK_STATUSES, { error: 'tasks.val.status' });
const notes = z
  .string({ error: 'tasks.val.notes' })
  .max(2000, 'tasks.val.notes')
  .refine(noControl, 'val.control')
  .nullable()
  .optional()
  .transform((v) => (v?.trim() ? v : null));

const fields = {
  title,
  due_on: dateField('tasks.val.dueOn'),
  due_at: dueAt,
  assignee_id: staffId,
  priority,
  notes,
  entity_ids: recordIdList,
  address_ids: recordIdList,
  deal_ids: recordIdList,
  activity_id: recordId.nullable().optional().describe('The activity it follows up ("next step")'),
  inbox_id: z
    .number({ error: 'val.integer' })
    .int('val.integer')
    .min(1, 'val.integer')
    .max(Number.MAX_SAFE_INTEGER, 'val.integer')
    .nullable()
    .optional()
    .describe('The inbox item it follows up'),
};

/** POST /tasks: open, normal priority unless said otherwise. */
export const TaskCreate = z.strictObject({
  ...fields,
  priority: priority.default('normal'),
  entity_ids: recordIdList.default([]),
  address_ids: recordIdList.default([]),
  deal_ids: recordIdList.default([]),
});
export type TaskCreate = z.infer<typeof TaskCreate>;

/** PUT /tasks/{id}: only the fields that change; `status: 'done'` records who and when. */
export const TaskUpdate = z.strictObject({ ...fields, status }).partial();
export type TaskUpdate = z.infer<typeof TaskUpdate>;

export const Task = z.object({
  id: z.string(),
  title: z.string(),
  due_on: z.string().describe('YYYY-MM-DD'),
  due_at: outText.describe('HH:MM in `time_zone`, or null for any time that day'),
  time_zone: z.string().describe("The assignee's IANA time zone when it was assigned"),
  assignee_id: z.string(),
  assignee_name: outText,
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  notes: outText,
  completed_at: outText,
  completed_by: outText.describe('The actor who marked it done (user:<id> or api-key:<name>)'),
  completed_by_name: outText.describe("That user's name, when a user"),
  activity_id: outText,
  inbox_id: z.number().nullable(),
  entity_ids: z.array(z.string()),
  address_ids: z.array(z.string()),
  deal_ids: z.array(z.string()).describe('The deals it concerns'),
  ...timestamps,
});
export type Task = z.infer<typeof Task>;

const flag = z.enum(['true', 'false'], { error: 'val.boolean' }).transform((v) => v === 'true');

/** GET /tasks: by due day (then time), optionally one assignee's (or the caller's, me=true). */
export const TaskQuery = z.object({
  assignee_id: staffId.optional(),
  me: flag.optional(),
  status: status.optional(),
  due_before: dateField().optional().describe('Only tasks due before this day (YYYY-MM-DD)'),
  entity_id: recordId.optional(),
  address_id: recordId.optional(),
  deal_id: recordId.optional(),
  ...pagingParams,
});
export type TaskQuery = z.infer<typeof TaskQuery>;

export const TaskPage = paged(Task);
export type TaskPage = z.infer<typeof TaskPage>;

/** GET /staff: who a task can be assigned to. */
export const StaffMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  time_zone: z.string().describe('IANA time zone a due time is read in'),
});
export type StaffMember = z.infer<typeof StaffMember>;
export const StaffList = z.array(StaffMember);

export const STAFF_LANGUAGES = ['en', 'fr'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

/** An IANA time zone this runtime's Intl knows (America/Toronto, Europe/Paris). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** A staff member's own phone (issue 29): any number the product reads ("+33 1 42 68 53 00",
 * "(514) 555-0426 ext. 12"), stored E.164; '' or null clears it; refused with the product's phone
 * messages. */
const staffPhone = z
  .string({ error: 'numbers.val.invalid' })
  .max(40, 'numbers.val.invalid')
  .nullable()
  .transform((v, ctx) => {
    if (v == null || v.trim() === '') return null;
    const read = readPhone(v);
    if (read.problem) ctx.addIssue({ code: 'custom', message: PHONE_PROBLEM_KEYS[read.problem] });
    return read.phone ?? z.NEVER;
  });

/** GET/PUT /staff/me/preferences: the signed-in staff member's own settings (issue 25): the zone
 * their due times and digest hour are read in, the language of their reminder mails, and whether
 * they get a mail when a timed task falls due and a morning digest. PUT replaces all four; `phone`
 * (issue 29, the tel: link clients see) is kept as it is when absent. */
export const StaffPreferences = z.strictObject({
  time_zone: z
    .string({ error: 'staff.val.timeZone' })
    .trim()
    .min(1, 'staff.val.timeZone')
    .max(100, 'staff.val.timeZone')
    .refine(isTimeZone, 'staff.val.timeZone')
    .describe('IANA time zone, e.g. America/Toronto'),
  language: z.enum(STAFF_LANGUAGES, { error: 'staff.val.language' }),
  task_reminders: z.boolean({ error: 'val.boolean' }).describe('A mail when a timed task falls due'),
  daily_digest: z
    .boolean({ error: 'val.boolean' })
    .describe('A morning mail of overdue and today’s tasks, when there are any'),
  phone: staffPhone
    .optional()
    .describe('Your phone, E.164 once stored: the tel: link your clients see; null: none'),
});
export type StaffPreferences = z.infer<typeof StaffPreferences>;
