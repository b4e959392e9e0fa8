import type { ContactForm } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { receiveMessage } from '../ext/receive-message.js';
import type { Mailer } from '../mail/mailer.js';
import { honeypotFilled } from './honeypot.js';

const CONTACT_ACTOR = 'public:contact';

/** POST /public/contact: the home page's contact form. Stored, then mailed to the company inbox,
 * as /ext/receive does; a mail failure keeps the message stored and answers 502 with the form's
 * own words. Returns false when the honeypot was filled (nothing stored, nothing sent). */
export async function sendContactMessage(
  database: Database,
  mailer: Mailer,
  inbox: string,
  input: ContactForm,
): Promise<boolean> {
  if (honeypotFilled(input.website)) return false;
  const message = {
    sender_receiver: input.sender,
    from_: input.email,
    subject: input.subject,
    body: input.body,
  };
  try {
    await receiveMessage(database, mailer, inbox, message, CONTACT_ACTOR, 'contact');
  } catch (error) {
    if (error instanceof AppError && error.code === 'mail_failed')
      throw new AppError(502, 'mail_failed', 'contact.failed');
    throw error;
  }
  return true;
}
