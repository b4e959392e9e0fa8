// /ext/send and /ext/receive: messages stored by the CRM and passed to the mailer.
import { z } from 'zod';
import { emailRule, noControl } from './fields.js';

/** Fields of a message, shared with the public contact form (public-site.ts). Control characters
 * are refused as in every other text field; the body keeps its newlines and tabs (noControl). */
export const contactSender = z
  .string({ error: 'contact.val.sender' })
  .trim()
  .min(1, 'contact.val.sender')
  .max(255, 'val.text')
  .refine(noControl, 'val.control');
export const contactEmail = emailRule({ invalid: 'contact.val.email' });
export const contactSubject = z
  .string({ error: 'contact.val.subject' })
  .trim()
  .min(1, 'contact.val.subject')
  .max(255, 'val.text')
  .refine(noControl, 'val.control');
/** A message body of at most `max` characters (`key` names the message past it). */
export const contactBody = (max: number, key: string) =>
  z
    .string({ error: 'contact.val.body' })
    .trim()
    .min(1, 'contact.val.body')
    .max(max, key)
    .refine(noControl, 'val.control');
const body = contactBody(20_000, 'val.text');

/** POST /ext/send: a message from staff (`sender_receiver`) to `to_`. */
export const SendMessage = z.strictObject({
  sender_receiver: contactSender,
  to_: contactEmail,
  subject: contactSubject,
  body,
});
export type SendMessage = z.infer<typeof SendMessage>;
/** POST /ext/receive: a message from `sender_receiver` <`from_`> to the company inbox. */
export const ReceiveMessage = z.strictObject({
  sender_receiver: contactSender,
  from_: contactEmail,
  subject: contactSubject,
  body,
});
export type ReceiveMessage = z.infer<typeof ReceiveMessage>;

export const MESSAGE_STATUSES = ['sent', 'outbox', 'failed'] as const;
export const Message = z.object({
  id: z.number(),
  direction: z.enum(['sent', 'received']),
  sender_receiver: z.string(),
  counterpart: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  created_at: z.string(),
});
export type Message = z.infer<typeof Message>;
