import type { Message, ReceiveMessage } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import type { Mailer } from '../mail/mailer.js';
import { storeAndMail } from './store-message.js';

/** POST /ext/receive: a message from outside (the contact form) for the company inbox; replies
 * go straight to the sender. */
export function receiveMessage(
  database: Database,
  mailer: Mailer,
  inbox: string,
  input: ReceiveMessage,
  actor: Actor,
): Promise<Message> {
  return storeAndMail(
    database,
    mailer,
    {
      direction: 'received',
      sender_receiver: input.sender_receiver,
      counterpart: input.from_,
      subject: input.subject,
      body: input.body,
    },
    {
      to: inbox,
      subject: input.subject,
      text: `From: ${input.sender_receiver} <${input.from_}>\n\n${input.body}`,
      replyTo: input.from_,
    },
    actor,
  );
}
