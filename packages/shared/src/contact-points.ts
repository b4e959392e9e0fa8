// Emails and phone numbers: records identified by their canonical value.
import { z } from 'zod';
import { CONTACT_TYPES } from './enums.js';
import {
  emailRule,
  flagField,
  minCountParam,
  notesField,
  outText,
  paged,
  pagingParams,
  searchParam,
  statusField,
  timestamps,
} from './fields.js';
import { PHONE_PROBLEM_KEYS, readPhone } from './phones.js';

export const contactType = z.enum(CONTACT_TYPES, { error: 'val.contactType' });

/** An email in any case with surrounding spaces; stored lowercase. */
export const emailField = emailRule({
  invalid: 'emails.val.invalid',
  required: 'emails.val.req',
  short: 'emails.val.minLen',
});

/** A phone number in any common format ("(514) 555-1234", "+33 1 42 68 53 00", "(312) 907-6249
 * ext. 12", "… poste 12"), read in the firm's region when it has no country code; stored E.164
 * with its extension (+13129076249;ext=12). */
export const phoneField = z
  .string({ error: 'numbers.val.req' })
  .trim()
  .min(1, 'numbers.val.req')
  .max(40, 'numbers.val.invalid')
  .transform((v, ctx) => {
    const read = readPhone(v);
    if (read.problem) ctx.addIssue({ code: 'custom', message: PHONE_PROBLEM_KEYS[read.problem] });
    return read.phone ?? z.NEVER;
  });

const common = {
  status: statusField,
  default_type: contactType.nullable().optional(),
  do_not_contact: flagField,
  notes: notesField,
};
const outCommon = {
  status: outText,
  default_type: contactType.nullable(),
  do_not_contact: z.boolean(),
  notes: outText,
  n_linked_entities: z.number(),
  ...timestamps,
};
const linkedEntities = z.object({
  entities: z.array(z.object({ entity_id: z.string(), name: z.string(), type: contactType })),
});

export const EmailCreate = z.strictObject({ email: emailField, ...common });
export type EmailCreate = z.infer<typeof EmailCreate>;
/** PUT /emails/{email}: changing `email` renames the record and keeps its links. */
export const EmailUpdate = EmailCreate.partial();
export type EmailUpdate = z.infer<typeof EmailUpdate>;
export const Email = z.object({ email: z.string(), domain: z.string(), ...outCommon });
export type Email = z.infer<typeof Email>;
export const EmailComplete = Email.extend({ links: linkedEntities });
export type EmailComplete = z.infer<typeof EmailComplete>;
export const EmailQuery = z.object({
  email: searchParam,
  domain: searchParam,
  min_entities: minCountParam('val.minContacts'),
  ...pagingParams,
});
export type EmailQuery = z.infer<typeof EmailQuery>;
export const EmailPage = paged(Email);

export const NumberCreate = z.strictObject({ phone_number: phoneField, ...common });
export type NumberCreate = z.infer<typeof NumberCreate>;
export const NumberUpdate = NumberCreate.partial();
export type NumberUpdate = z.infer<typeof NumberUpdate>;
export const PhoneNumber = z.object({ phone_number: z.string(), ...outCommon });
export type PhoneNumber = z.infer<typeof PhoneNumber>;
export const NumberComplete = PhoneNumber.extend({ links: linkedEntities });
export type NumberComplete = z.infer<typeof NumberComplete>;
export const NumberQuery = z.object({
  phone_number: searchParam,
  min_entities: minCountParam('val.minContacts'),
  ...pagingParams,
});
export type NumberQuery = z.infer<typeof NumberQuery>;
export const NumberPage = paged(PhoneNumber);
/** GET /numbers/region. */
export const PhoneRegion = z.object({
  region: z.string().describe('ISO 3166 alpha-2 region a number without country code is read in'),
});
export type PhoneRegion = z.infer<typeof PhoneRegion>;
