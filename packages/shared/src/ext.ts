// /ext/send and /ext/receive: messages stored by the CRM and passed to the mailer.
import { z } from 'zod';

const sender = z
  .string({ error: 'contact.val.sender' })
  .trim()
  .min(1, 'contact.val.sender')
  .max(255, 'val.text');
const address = z
  .string({ error: 'contact.val.email' })
  .trim()
  .toLowerCase()
  .max(254, 'contact.val.email')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'contact.val.email');
const subject = z
  .string({ error: 'contact.val.subject' })
  .trim()
  .min(1, 'contact.val.subject')
  .max(255, 'val.text');
const body = z
  .string({ error: 'contact.val.body' })
  .trim()
  .min(1, 'contact.val.body')
  .max(20_000, 'val.text');

/** POST /ext/send: a message from staff (`sender_receiver`) to `to_`. */
export const SendMessage = z.strictObject({ sender_receiver: sender, to_: address, subject, body });
export type SendMessage = z.infer<typeof SendMessage>;
/** POST /ext/receive: a message from `sender_receiver` <`from_`> to the company inbox. */
export const ReceiveMessage = z.strictObject({ sender_receiver: sender, from_: address, subject, body });
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
