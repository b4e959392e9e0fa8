import type { Message, SendMessage } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import type { Mailer } from '../mail/mailer.js';
import { storeAndMail } from './store-message.js';

/** POST /ext/send: a message from staff to a contact. */
export function sendMessage(
  database: Database,
  mailer: Mailer,
  input: SendMessage,
  actor: Actor,
): Promise<Message> {
  return storeAndMail(
    database,
    mailer,
    {
      direction: 'sent',
      sender_receiver: input.sender_receiver,
      counterpart: input.to_,
      subject: input.subject,
      body: input.body,
    },
    { to: input.to_, subject: input.subject, text: input.body },
    actor,
  );
}
