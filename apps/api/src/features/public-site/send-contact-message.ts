import { type ContactForm, formatPhone, type Language } from '@crm/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { storeAndMail } from '../ext/store-message.js';
import { addInboxItem } from '../inbox/add-inbox-item.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { type ContactFacts, contactAcknowledgement, contactAlert, roleLabel } from './contact-mail.js';
import { honeypotFilled } from './honeypot.js';

const CONTACT_ACTOR = 'public:contact';

export interface ContactMail {
  mailer: Mailer;
  /** The company inbox (MAIL_TO): every message is mailed there, as /ext/receive's are. */
  inbox: string;
  /** Staff alerted of each message (CONTACT_ALERT_TO); none when empty. */
  alertTo: string[];
  /** PUBLIC_URL, for the alert's link to the inbox item. */
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** POST /public/contact: the home page's contact form. Stored with its inbox item (the phone and
 * "I am" on the item) and mailed to the company inbox, as /ext/receive does; a failure of that mail
 * keeps the message stored and answers 502 with the form's own words. Then the visitor's
 * acknowledgement and the staff alerts, whose failure is only logged: the message is stored and in
 * the inbox. Returns false when the honeypot was filled (nothing stored, nothing sent). */
export async function sendContactMessage(
  database: Database,
  mail: ContactMail,
  input: ContactForm,
): Promise<boolean> {
  if (honeypotFilled(input.website)) return false;
  const draft = {
    direction: 'received' as const,
    sender_receiver: input.sender,
    counterpart: input.email,
    subject: input.subject,
    body: input.body,
  };
  let itemId = 0;
  try {
    await storeAndMail(
      database,
      mail.mailer,
      draft,
      inboxMail(mail.inbox, input),
      CONTACT_ACTOR,
      async (trx, id) => {
        itemId = await addInboxItem(
          trx,
          {
            kind: 'contact',
            name: input.sender,
            email: input.email,
            phone: input.phone ?? null,
            subject: input.subject,
            body: input.body,
            message_id: id,
            visitor_role: input.role ?? null,
          },
          CONTACT_ACTOR,
        );
      },
    );
  } catch (error) {
    // Nothing more is sent: the visitor is told it failed, and the SMTP server is the alerts' too.
    if (error instanceof AppError && error.code === 'mail_failed')
      throw new AppError(502, 'mail_failed', 'contact.failed');
    throw error;
  }
  const facts: ContactFacts = {
    itemId,
    sender: input.sender,
    email: input.email,
    phone: input.phone ?? null,
    role: input.role ?? null,
    subject: input.subject,
    body: input.body,
  };
  await sendFollowUps(database, mail, input.lang, facts);
  return true;
}

/** The company inbox's copy: the sender, their phone and "I am" when given, then the message;
 * replies go straight to the sender. */
function inboxMail(inbox: string, input: ContactForm): Mail {
  const head = [
    `From: ${input.sender} <${input.email}>`,
    ...(input.phone ? [`Phone: ${formatPhone(input.phone)}`] : []),
    ...(input.role ? [`I am: ${roleLabel('en', input.role)}`] : []),
  ];
  return {
    to: inbox,
    subject: input.subject,
    text: `${head.join('\n')}\n\n${input.body}`,
    replyTo: input.email,
  };
}

/** The acknowledgement to the visitor (the form's email is required, spec section 5) and one
 * alert per staff address, sent together; each failure is logged without the visitor's address. */
async function sendFollowUps(database: Database, mail: ContactMail, lang: Language, facts: ContactFacts) {
  const languages = await staffLanguages(database, mail);
  const mails: Array<[kind: string, Mail]> = [
    ['acknowledgement', contactAcknowledgement(lang, facts, mail.inbox)],
    ...mail.alertTo.map(
      (to) => ['alert', contactAlert(to, languages.get(to) ?? 'en', facts, mail.publicUrl)] as [string, Mail],
    ),
  ];
  await Promise.all(
    mails.map(([kind, m]) =>
      mail.mailer.send(m).catch((err: unknown) => {
        mail.log.error({ err, kind, inbox_item: facts.itemId }, 'contact form mail failed');
      }),
    ),
  );
}

/** The language of each alert address that is a user's with a staff profile (their reminders'
 * language); the others are written in English. */
async function staffLanguages(database: Database, mail: ContactMail): Promise<Map<string, Language>> {
  if (mail.alertTo.length === 0) return new Map();
  try {
    const rows = await database.db
      .selectFrom('user as u')
      .innerJoin('staff_profiles as p', 'p.user_id', 'u.id')
      .select(['u.email', 'p.language'])
      .where((eb) => eb(eb.fn<string>('lower', ['u.email']), 'in', mail.alertTo))
      .execute();
    return new Map(rows.map((r) => [r.email.toLowerCase(), r.language === 'fr' ? 'fr' : 'en']));
  } catch (err) {
    mail.log.error({ err }, 'contact alert languages unread: alerts in English');
    return new Map();
  }
}
