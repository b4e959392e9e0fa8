import type { Message, ReceiveMessage } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { addInboxItem } from '../inbox/add-inbox-item.js';
import type { Mailer } from '../mail/mailer.js';
import { storeAndMail } from './store-message.js';

/** POST /ext/receive: a message from outside for the company inbox; replies go straight to the
 * sender. It is filed in the leads inbox as a 'message' (the contact form files its own 'contact'
 * items: public-site/send-contact-message.ts). */
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
    (trx, id) =>
      addInboxItem(
        trx,
        {
          kind: 'message',
          name: input.sender_receiver,
          email: input.from_,
          subject: input.subject,
          body: input.body,
          message_id: id,
        },
        actor,
      ),
  );
}
