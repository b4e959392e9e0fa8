// The mails of a client's message (issue 29): the client's acknowledgement, in their language
// (client_access.lang), naming the representative who will answer; and the alert to that
// representative (or, when the client has none, to each CONTACT_ALERT_TO address), in the staff
// member's language, with the message and the link to its inbox item. Plain text and HTML saying
// the same; what the client typed is escaped in the HTML.
import { FIRM_NAME, type Language } from '@crm/shared';
import { escapeHtml, htmlDocument, staffAlertParts } from '../mail/html.js';
import type { Mail } from '../mail/mailer.js';

export interface ClientMessageFacts {
  itemId: number;
  client: { name: string; email: string };
  /** The client's contact (their person record). */
  contact: string;
  /** The topic's label in the mail's language. */
  topic: string;
  property: string | null;
  body: string;
}

const TEXT = {
  en: {
    ackSubject: `Your message to ${FIRM_NAME}`,
    hello: (name: string) => `Hello ${name},`,
    received: (topic: string) => `We received your message “${topic}”.`,
    answer: (rep: string | null) =>
      rep ? `${rep} will answer you.` : 'A member of our team will answer you.',
    portal: 'You will find the answer by email and in your client portal.',
    alertSubject: (f: ClientMessageFacts) => `Client message: ${f.client.name}, “${f.topic}”`,
    alertIntro: 'A client wrote from the client portal.',
    from: 'From',
    contact: 'Contact',
    topic: 'About',
    property: 'Property',
    open: 'Open it in the inbox to answer',
  },
  fr: {
    ackSubject: `Votre message à ${FIRM_NAME}`,
    hello: (name: string) => `Bonjour ${name},`,
    received: (topic: string) => `Nous avons bien reçu votre message « ${topic} ».`,
    answer: (rep: string | null) =>
      rep ? `${rep} vous répondra.` : 'Un membre de notre équipe vous répondra.',
    portal: 'Vous trouverez la réponse par courriel et dans votre portail client.',
    alertSubject: (f: ClientMessageFacts) => `Message d’un client : ${f.client.name}, « ${f.topic} »`,
    alertIntro: 'Un client a écrit depuis le portail client.',
    from: 'De',
    contact: 'Contact',
    topic: 'Objet',
    property: 'Immeuble',
    open: 'L’ouvrir dans la boîte de réception pour répondre',
  },
} as const;

/** French's space before a colon. */

/** The client's acknowledgement: their topic, and who will answer (their representative's name).
 * Replies to it go to the representative, or to the company inbox. */
export function clientAcknowledgement(
  lang: Language,
  facts: ClientMessageFacts,
  representative: { name: string; email: string } | null,
  inbox: string,
): Mail {
  const x = TEXT[lang];
  const paragraphs = [
    x.hello(facts.client.name),
    `${x.received(facts.topic)} ${x.answer(representative?.name ?? null)}`,
    x.portal,
  ];
  return {
    to: facts.client.email,
    subject: x.ackSubject,
    text: [...paragraphs, FIRM_NAME].join('\n\n'),
    html: htmlDocument(
      lang,
      x.ackSubject,
      [...paragraphs, FIRM_NAME].map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
    ),
    replyTo: representative?.email ?? inbox,
  };
}

/** A staff member's alert: who wrote, about what, the message and the inbox item's link. Replies go
 * to the client. */
export function staffAlert(to: string, lang: Language, facts: ClientMessageFacts, publicUrl: string): Mail {
  const x = TEXT[lang];
  const link = `${publicUrl}/admin/inbox/${facts.itemId}`;
  const rows: Array<[string, string, string]> = [
    [x.from, `${facts.client.name} <${facts.client.email}>`],
    [x.contact, facts.contact],
    [x.topic, facts.topic],
    ...(facts.property ? [[x.property, facts.property] as [string, string]] : []),
  ].map(([label, value]) => [label!, value!, escapeHtml(value!)]);
  const subject = x.alertSubject(facts);
  const { text, html } = staffAlertParts(lang, subject, {
    intro: x.alertIntro,
    rows,
    body: facts.body,
    open: x.open,
    link,
  });
  return { to, subject, text, html, replyTo: facts.client.email };
}
