// Lists (issue 25): a contact search saved as a dynamic list (its filters stored, members found on
// each read) or contacts picked into a static list (members stored). A list with a cadence is a
// call list: logging a call with a member moves that member's next call date; the members due are
// what "My day" shows (GET /lists/due).
import { z } from 'zod';
import { SPACE_USES } from './addresses.js';
import { ROLE_FLAGS, USER_TYPES } from './enums.js';
import { noControl, outNumber, outText, paged, pagingParams, recordId, timestamps } from './fields.js';
import { SQFT_MAX } from './requirements.js';

export const LIST_KINDS = ['dynamic', 'static'] as const;
export type ListKind = (typeof LIST_KINDS)[number];
export const LIST_NAME_MAX = 100;
export const CADENCE_MAX_DAYS = 365;

const text = (max: number) =>
  z
    .string({ error: 'val.text' })
    .trim()
    .max(max, 'val.text')
    .refine(noControl, 'val.control')
    .optional()
    .transform((v) => v || undefined);

/** How far ahead a "leases expiring" list looks, in months (issue 26). */
export const LEASE_EXPIRING_MONTHS = [6, 12, 24] as const;
export type LeaseExpiringMonths = (typeof LEASE_EXPIRING_MONTHS)[number];

const leaseSqft = z
  .number({ error: 'leases.val.sqft' })
  .min(0, 'leases.val.sqft')
  .max(SQFT_MAX, 'leases.val.sqft')
  .optional();

/** The lease filters of a list (ADR 0043): with any of them, the members are the tenants of an
 * active lease not yet over that matches all of them, on the same lease. */
export const LEASE_FILTERS = [
  'lease_expiring_months',
  'lease_city',
  'lease_use',
  'lease_min_sqft',
  'lease_max_sqft',
] as const;

/** A dynamic list's search: the contact search's name and the filters of ADR 0037, as
 * GET /entities/query takes them but in JSON (lists and booleans). `representative_id: "me"` is
 * stored as the list's owner's id. The `lease_` filters (ADR 0043) keep the tenants of active
 * leases: ending within the next 6, 12 or 24 months (today in TIME_ZONE included), in a city (a
 * leased space's own, never the contact's addresses': `city` is that), of a use, of a leased area
 * within a range. */
export const ListFilters = z
  .strictObject({
    name: text(255),
    roles: z.array(z.enum(ROLE_FLAGS, { error: 'val.roles' }), { error: 'val.roles' }).optional(),
    user_types: z
      .array(z.enum(USER_TYPES, { error: 'val.userTypes' }), { error: 'val.userTypes' })
      .optional(),
    city: text(255),
    province: text(255),
    representative_id: text(255),
    has_email: z.boolean({ error: 'val.boolean' }).optional(),
    has_phone: z.boolean({ error: 'val.boolean' }).optional(),
    lease_expiring_months: z.literal(LEASE_EXPIRING_MONTHS, { error: 'lists.val.leaseMonths' }).optional(),
    lease_city: text(255),
    lease_use: z.enum(SPACE_USES, { error: 'val.spaceUse' }).optional(),
    lease_min_sqft: leaseSqft,
    lease_max_sqft: leaseSqft,
  })
  .superRefine((f, ctx) => {
    if (
      f.lease_min_sqft !== undefined &&
      f.lease_max_sqft !== undefined &&
      f.lease_min_sqft > f.lease_max_sqft
    )
      ctx.addIssue({ code: 'custom', path: ['lease_min_sqft'], message: 'leases.val.sqftRange' });
  });
export type ListFilters = z.infer<typeof ListFilters>;

const name = z
  .string({ error: 'lists.val.name' })
  .trim()
  .min(1, 'lists.val.name')
  .max(LIST_NAME_MAX, 'lists.val.nameMax')
  .refine(noControl, 'val.control');

const cadence = z
  .number({ error: 'lists.val.cadence' })
  .int('lists.val.cadence')
  .min(1, 'lists.val.cadence')
  .max(CADENCE_MAX_DAYS, 'lists.val.cadence')
  .nullable()
  .optional()
  .describe('A call list: call each member every this many days; null for a plain list');

/** POST /lists: a dynamic list names its filters; a static one takes none (its members are added). */
export const ListCreate = z
  .strictObject({
    name,
    kind: z.enum(LIST_KINDS, { error: 'lists.val.kind' }),
    filters: ListFilters.optional(),
    call_every_days: cadence,
  })
  .superRefine((list, ctx) => {
    if (list.kind === 'dynamic' && !list.filters)
      ctx.addIssue({ code: 'custom', path: ['filters'], message: 'lists.val.filtersRequired' });
    if (list.kind === 'static' && list.filters)
      ctx.addIssue({ code: 'custom', path: ['filters'], message: 'lists.val.filtersStatic' });
  });
export type ListCreate = z.infer<typeof ListCreate>;

/** PUT /lists/{id}: the fields that change; a list's kind stays what it was made. */
export const ListUpdate = z.strictObject({ name, filters: ListFilters, call_every_days: cadence }).partial();
export type ListUpdate = z.infer<typeof ListUpdate>;

export const ContactList = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(LIST_KINDS),
  filters: z
    .object({
      name: z.string().optional(),
      roles: z.array(z.enum(ROLE_FLAGS)).optional(),
      user_types: z.array(z.enum(USER_TYPES)).optional(),
      city: z.string().optional(),
      province: z.string().optional(),
      representative_id: z.string().optional(),
      has_email: z.boolean().optional(),
      has_phone: z.boolean().optional(),
      lease_expiring_months: z.literal(LEASE_EXPIRING_MONTHS).optional(),
      lease_city: z.string().optional(),
      lease_use: z.enum(SPACE_USES).optional(),
      lease_min_sqft: z.number().optional(),
      lease_max_sqft: z.number().optional(),
    })
    .nullable()
    .describe("A dynamic list's search; null for a static list"),
  call_every_days: outNumber,
  owner_id: outText.describe('The staff member who made it; null when made with an API key'),
  owner_name: outText,
  n_members: outNumber.describe("A static list's member count; null for a dynamic list"),
  ...timestamps,
});
export type ContactList = z.infer<typeof ContactList>;

/** GET /lists: yours (me=true) or everyone's, by name. */
export const ListQuery = z.object({
  me: z
    .enum(['true', 'false'], { error: 'val.boolean' })
    .transform((v) => v === 'true')
    .optional(),
  ...pagingParams,
});
export type ListQuery = z.infer<typeof ListQuery>;
export const ListPage = paged(ContactList);
export type ListPage = z.infer<typeof ListPage>;

/** A member as a list shows it: the contact's summary and, on a call list, when to call next. */
export const ListMember = z.object({
  entity_id: z.string(),
  name: z.string(),
  company_name: outText,
  last_called_at: outText.describe('Day of the last call logged with the member for this list'),
  next_call_on: outText.describe('YYYY-MM-DD; null when never called or not a call list'),
});
export type ListMember = z.infer<typeof ListMember>;
export const ListMemberPage = paged(ListMember);
export type ListMemberPage = z.infer<typeof ListMemberPage>;
export const ListMemberQuery = z.object({ ...pagingParams });

/** POST /lists/{id}/members: contacts picked into a static list (already members are kept). */
export const ListMembersAdd = z.strictObject({
  entity_ids: z
    .array(recordId, { error: 'val.recordIds' })
    .min(1, 'val.recordIds')
    .max(100, 'val.recordIds')
    .transform((ids) => [...new Set(ids)]),
});
export type ListMembersAdd = z.infer<typeof ListMembersAdd>;
/** What POST /lists/{id}/members answers: how many contacts were not members yet. */
export const ListMembersAdded = z.object({ added: z.number() });
export const ListMemberParams = z.object({ id: z.string(), entity_id: z.string() });

/** GET /lists/due: the members of call lists to call today: never called, or next call on or
 * before today (in the TIME_ZONE setting). me=true: the caller's own lists. */
export const DueQuery = ListQuery;
export type DueQuery = ListQuery;
export const DueMember = ListMember.extend({ list_id: z.string(), list_name: z.string() });
export type DueMember = z.infer<typeof DueMember>;
export const DuePage = paged(DueMember);
export type DuePage = z.infer<typeof DuePage>;
