// The client portal (issue 29): what an owner or investor signed in as a client of the firm reads
// about themselves. Every client route filters by the contact their account is tied to, on the
// server (api client-access/client-scope.ts); nothing here names another client's records.
import { z } from 'zod';
import { outText } from './fields.js';

/** The staff member appointed to the client's contact (`entities.representative_id`). */
export const ClientRepresentative = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().describe('For a mailto: link'),
  phone: outText.describe("The representative's phone in E.164, for a tel: link; null when not recorded"),
  image: outText.describe("The representative's photo URL, when their account has one"),
});
export type ClientRepresentative = z.infer<typeof ClientRepresentative>;

export const ClientCompany = z.object({ id: z.string(), name: z.string() });
export type ClientCompany = z.infer<typeof ClientCompany>;

/** GET /client/me: the signed-in client, their contact, the companies they represent and their
 * representative. */
export const ClientMe = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  contact: ClientCompany.describe("The client's own contact (their person record)"),
  companies: z.array(ClientCompany).describe('The companies staff chose for the client to represent'),
  representative: ClientRepresentative.nullable(),
  notify_updates: z.boolean().describe('Each new update is also emailed to the client'),
});
export type ClientMe = z.infer<typeof ClientMe>;
