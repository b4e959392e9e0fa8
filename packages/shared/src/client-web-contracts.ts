// Issue 29: the answers of the client portal's routes that the web app calls while the API that
// serves them is written on other branches. Each schema here was invented by the web slice from the
// issue's contract, to be reconciled (and moved beside its route) when the branches meet: main now
// holds UpdateInput, StaffUpdate, StaffClientDocument(List) (client-sharing.ts) and InboxReply(List),
// InboxReplyInput (inbox-replies.ts) under the same names and fields, and branch h1-accounts
// ClientAccessStatus, ClientInvite, ClientInviteAccept(ed), ClientInviteInput, ClientCompaniesInput,
// ClientTieInput (client-accounts.ts): delete them here then.
import { z } from 'zod';
import { PasswordPolicy } from './auth.js';

export const CLIENT_ACCESS_STATUSES = ['none', 'invited', 'active', 'revoked'] as const;
export type ClientAccessState = (typeof CLIENT_ACCESS_STATUSES)[number];

const Named = z.object({ id: z.string(), name: z.string() });

/** GET /entities/{id}/client-access: where a contact stands with the client portal. */
export const ClientAccessStatus = z.object({
  status: z.enum(CLIENT_ACCESS_STATUSES),
  email: z.string().nullable(),
  lang: z.enum(['en', 'fr']).nullable(),
  invited_at: z.string().nullable(),
  invite_expires_at: z.string().nullable(),
  granted_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  companies: z.array(Named).describe('The companies the client represents'),
  candidates: z.array(Named).describe('The companies staff may let them represent'),
});
export type ClientAccessStatus = z.infer<typeof ClientAccessStatus>;

/** POST /entities/{id}/client-invite. */
export const ClientInviteInput = z.strictObject({ lang: z.enum(['en', 'fr'], { error: 'val.invalid' }) });
export type ClientInviteInput = z.infer<typeof ClientInviteInput>;

/** PUT /entities/{id}/client-access. */
export const ClientCompaniesInput = z.strictObject({ company_ids: z.array(z.string().max(64)).max(200) });
export type ClientCompaniesInput = z.infer<typeof ClientCompaniesInput>;

/** GET /public/client-invites/{token}: whom the invitation is for. */
export const ClientInvite = z.object({
  email: z.string(),
  name: z.string(),
  lang: z.enum(['en', 'fr']),
});
export type ClientInvite = z.infer<typeof ClientInvite>;

/** POST /public/client-invites/{token}: the client's first password (the staff sign-up policy). */
export const ClientInviteAccept = z.strictObject({ password: PasswordPolicy });
export type ClientInviteAccept = z.infer<typeof ClientInviteAccept>;

/** POST /public/client-invites/{token}: the account is ready; `signed_in` false when the address
 * already had an account (they sign in with its password or with Google). */
export const ClientInviteAccepted = z.object({ email: z.string(), signed_in: z.boolean() });

const Bilingual = z.object({ en: z.string().max(20_000).optional(), fr: z.string().max(20_000).optional() });

/** POST /updates (JSON, or the multipart field `update`): staff post an update to clients. */
export const UpdateInput = z.strictObject({
  audience: z.enum(['client', 'property', 'all']),
  entity_id: z.string().max(64).optional(),
  address_id: z.string().max(64).optional(),
  title: Bilingual,
  body: Bilingual,
});
export type UpdateInput = z.infer<typeof UpdateInput>;

export const StaffUpdate = z.object({
  id: z.string(),
  audience: z.enum(['client', 'property', 'all']),
  recipients: z.number().int().describe('How many clients see it'),
  emailed: z.number().int().describe('How many were emailed'),
  published_at: z.string(),
});
export type StaffUpdate = z.infer<typeof StaffUpdate>;

/** A document shared with clients, as staff list it (POST/GET /entities/{id}/documents, POST
 * /addresses/{id}/client-documents). */
export const StaffClientDocument = z.object({
  id: z.string(),
  title: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  property: z.object({ id: z.string(), address: z.string() }).nullable(),
  shared_at: z.string(),
  downloads: z.number().int(),
});
export type StaffClientDocument = z.infer<typeof StaffClientDocument>;
export const StaffClientDocumentList = z.object({ data: z.array(StaffClientDocument) });

/** POST /inbox/{id}/client-access: a sign-up becomes the client of this contact. */
export const ClientTieInput = z.strictObject({ entity_id: z.string().min(1).max(64) });

/** An answer on a client's message thread (GET/POST /inbox/{id}/replies). */
export const InboxReply = z.object({
  id: z.string(),
  body: z.string(),
  author: z.string(),
  created_at: z.string(),
  emailed: z.boolean(),
});
export type InboxReply = z.infer<typeof InboxReply>;
export const InboxReplyList = z.object({ data: z.array(InboxReply) });
export const InboxReplyInput = z.strictObject({
  body: z.string().trim().min(1, 'client.val.body').max(5000, 'client.val.bodyLength'),
});
