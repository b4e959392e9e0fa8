// The leads inbox (issue 14): every contact-form message, showcase access request and /ext/receive
// message as an item staff open, match to a contact and mark handled.
import { z } from 'zod';
import { SHOWCASE_TYPES, type ShowcaseType } from './enums.js';
import { paged, pagingParams, uuidField } from './fields.js';
import { CONTACT_ROLES, SHOWCASE_EMAIL_TYPE_LABELS, SHOWCASE_NUMBER_TYPE_LABELS } from './public-site.js';

export const INBOX_KINDS = ['contact', 'showcase', 'message', 'signup', 'client_message'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['new', 'handled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

const kind = z.enum(INBOX_KINDS, { error: 'inbox.val.kind' });
const status = z.enum(INBOX_STATUSES, { error: 'inbox.val.status' });

/** GET /inbox: newest first, optionally of one kind and one status. */
export const InboxQuery = z.object({
  kind: kind.optional(),
  status: status.optional(),
  representative_id: z
    .string({ error: 'val.invalid' })
    .trim()
    .min(1, 'val.invalid')
    .max(255, 'val.invalid')
    .optional()
    .describe(
      "Only items linked to a contact whose representative is this staff member (`me`: the signed-in one's)",
    ),
  assigned_to: z
    .string({ error: 'val.invalid' })
    .trim()
    .min(1, 'val.invalid')
    .max(255, 'val.invalid')
    .optional()
    .describe(
      "Only items assigned to this staff member, such as their clients' messages (`me`: the signed-in one)",
    ),
  ...pagingParams,
});
export type InboxQuery = z.infer<typeof InboxQuery>;

/** GET /inbox/count (the badge beside the portal's navigation asks for status=new). */
export const InboxCountQuery = z.object({ kind: kind.optional(), status: status.optional() });
export type InboxCountQuery = z.infer<typeof InboxCountQuery>;

export const InboxIdParams = z.object({
  id: z.coerce
    .number({ error: 'val.integer' })
    .int('val.integer')
    .min(1, 'val.integer')
    .max(Number.MAX_SAFE_INTEGER, 'val.integer')
    .describe('Inbox item id'),
});

/** PUT /inbox/{id}: mark handled or reopen, and/or link the item to a contact (null unlinks). A
 * showcase item's NDA acceptance follows its link. `add_sender` also links the sender's email and
 * phone number to that contact: staff decide it, a public form never does (ADR 0030). */
export const InboxItemUpdate = z.strictObject({
  status: status.optional(),
  entity_id: uuidField.nullable().optional(),
  add_sender: z
    .boolean({ error: 'val.boolean' })
    .optional()
    .describe("Also link the sender's email and phone number to the contact the item is linked to"),
});
export type InboxItemUpdate = z.infer<typeof InboxItemUpdate>;

export const InboxItem = z.object({
  id: z.number(),
  kind: z.enum(INBOX_KINDS),
  status: z.enum(INBOX_STATUSES),
  name: z.string().nullable().describe('The sender as they gave their name'),
  email: z.string().nullable(),
  phone: z.string().nullable().describe('E.164'),
  company: z.string().nullable(),
  subject: z.string().nullable(),
  body: z.string().nullable(),
  message_id: z.number().nullable().describe('The stored message (contact and message kinds)'),
  nda_acceptance_id: z.number().nullable().describe('The NDA acceptance (showcase kind)'),
  entity_id: z.string().nullable().describe('The contact the item is linked to'),
  entity_name: z.string().nullable(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable().describe('The actor who marked it handled (user:<id> or api-key:<name>)'),
  handled_by_name: z.string().nullable().describe('That user’s name, when a user'),
  created_at: z.string(),
  visitor_type: z
    .enum(SHOWCASE_TYPES as [ShowcaseType, ...ShowcaseType[]])
    .nullable()
    .describe('The type the showcase visitor chose on the access form (null for other kinds)'),
  email_type: z
    .enum(SHOWCASE_EMAIL_TYPE_LABELS)
    .nullable()
    .describe('The kind of email the showcase visitor gave (null without an email)'),
  phone_type: z
    .enum(SHOWCASE_NUMBER_TYPE_LABELS)
    .nullable()
    .describe('The kind of number the showcase visitor gave (null without a number)'),
  visitor_role: z
    .enum(CONTACT_ROLES)
    .nullable()
    .describe(
      'What the contact-form visitor said they are ("I am"; null when not said, and for other kinds)',
    ),
  user_id: z
    .string()
    .nullable()
    .describe('The account a signup or client_message item came from (null for the other kinds)'),
  assigned_to: z
    .string()
    .nullable()
    .describe("The staff member the item is for (a client's representative); null: everyone's"),
  property_id: z
    .string()
    .nullable()
    .describe("The client's property a client_message is about (a building's address id), else null"),
});
export type InboxItem = z.infer<typeof InboxItem>;

export const InboxPage = paged(InboxItem);
export type InboxPage = z.infer<typeof InboxPage>;

/** The acceptance a showcase item refers to, kept as evidence. */
export const NdaAcceptance = z.object({
  id: z.number(),
  showcase_slug: z.string(),
  accepted_at: z.string(),
  ip: z.string(),
  user_agent: z.string().nullable(),
  nda_version: z.string(),
});
export type NdaAcceptance = z.infer<typeof NdaAcceptance>;

/** A contact whose email or phone number is the sender's. */
export const InboxCandidate = z.object({
  uuid: z.string(),
  name: z.string(),
  company_name: z.string().nullable(),
  matched_by: z.array(z.enum(['email', 'phone'])),
});
export type InboxCandidate = z.infer<typeof InboxCandidate>;

/** GET /inbox/{id}: the item, its NDA acceptance (showcase), the listing whose agreement it
 * records (a listing's access request) and the contacts matching its sender. */
export const InboxItemDetail = InboxItem.extend({
  nda: NdaAcceptance.nullable(),
  listing_id: z
    .string()
    .nullable()
    .describe("The listing whose agreement the visitor accepted (a listing's access request), else null"),
  candidates: z.array(InboxCandidate),
});
export type InboxItemDetail = z.infer<typeof InboxItemDetail>;
