// Client accounts (issue 29): staff invite a contact, the contact sets a password from the link and
// is then a client of the firm; staff see and change that access from the contact's page.
import { z } from 'zod';
import { ClientCompany } from './client-portal.js';
import { uuidField } from './fields.js';

const clientLang = z.enum(['en', 'fr'], { error: 'val.invalid' });

/** POST /entities/{id}/client-invite: the language of the invitation and of every later mail. */
export const ClientInviteInput = z.strictObject({
  lang: clientLang.default('en').describe('The language of the invitation and of later mail'),
});
export type ClientInviteInput = z.infer<typeof ClientInviteInput>;

/** GET /public/client-invites/{token}: what the invitation page shows before the password is set. */
export const ClientInvite = z.object({
  email: z.string().describe('The address the account will have'),
  name: z.string().describe("The contact's name"),
  lang: z.enum(['en', 'fr']),
});
export type ClientInvite = z.infer<typeof ClientInvite>;

/** POST /public/client-invites/{token}: the password of the new account (the sign-up policy). */
export const ClientInviteAccept = z.strictObject({
  password: z.string({ error: 'auth.val.passwordRequired' }).max(128, { error: 'auth.val.passwordMax' }),
});
export type ClientInviteAccept = z.infer<typeof ClientInviteAccept>;

/** The answer to an accepted invitation: the account is a client, signed in (its session cookie
 * set) unless an account of that address already existed and the password given is not its own. */
export const ClientInviteAccepted = z.object({
  email: z.string(),
  signed_in: z.boolean().describe('false: sign in with the existing password or with Google'),
});
export type ClientInviteAccepted = z.infer<typeof ClientInviteAccepted>;

export const CLIENT_ACCESS_STATUSES = ['none', 'invited', 'active', 'revoked'] as const;

/** GET /entities/{id}/client-access: where the contact stands as a client of the firm. */
export const ClientAccessStatus = z.object({
  status: z
    .enum(CLIENT_ACCESS_STATUSES)
    .describe('none: never invited; invited: an invitation waits; active: a live client; revoked'),
  email: z
    .string()
    .nullable()
    .describe("The account's address, else the invitation's, else the contact's first"),
  lang: z.enum(['en', 'fr']),
  invited_at: z.string().nullable(),
  invite_expires_at: z.string().nullable(),
  granted_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable().describe("The client's latest session, when any"),
  companies: z.array(ClientCompany).describe('The companies the client represents'),
  candidates: z
    .array(ClientCompany)
    .describe(
      'The companies the contact owns (OWNER) or works for (EMPLOYER_EMPLOYEE): those staff may choose',
    ),
});
export type ClientAccessStatus = z.infer<typeof ClientAccessStatus>;

/** PUT /entities/{id}/client-access: the companies the client represents (among the candidates). */
export const ClientCompaniesInput = z.strictObject({
  company_ids: z.array(uuidField).max(50, { error: 'client.val.companies' }),
});
export type ClientCompaniesInput = z.infer<typeof ClientCompaniesInput>;

/** POST /inbox/{id}/client-access: the contact a self sign-up's account is tied to. */
export const ClientTieInput = z.strictObject({ entity_id: uuidField });
export type ClientTieInput = z.infer<typeof ClientTieInput>;
