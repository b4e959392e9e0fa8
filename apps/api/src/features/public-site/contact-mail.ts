// The contact form's own mails (issue 28): the visitor's acknowledgement, in the language of the
// page they wrote from, and the alert to each staff address of CONTACT_ALERT_TO, in that staff
// member's language when the address is a user's with a profile (else English). Each has a plain
// text part and an HTML part saying the same; what the visitor typed is escaped in the HTML.
// The acknowledgement repeats only the subject, never the message: an address typed by someone
// else receives nothing but the firm's name and a subject line.
import { type ContactRole, FIRM_NAME, formatPhone, type Language } from '@crm/shared';
import { escapeHtml, htmlDocument, staffAlertParts } from '../mail/html.js';
import type { Mail } from '../mail/mailer.js';

export interface ContactFacts {
  /** The message's inbox item. */
  itemId: number;
  sender: string;
  email: string;
  /** E.164, or null. */
  phone: string | null;
  role: ContactRole | null;
  subject: string;
  body: string;
}

const ROLES: Record<Language, Record<ContactRole, string>> = {
  en: { owner: 'Owner', investor: 'Investor', tenant: 'Tenant', broker: 'Broker', other: 'Other' },
  fr: {
    owner: 'Propriétaire',
    investor: 'Investisseur',
    tenant: 'Locataire',
    broker: 'Courtier',
    other: 'Autre',
  },
};

const TEXT = {
  en: {
    ackSubject: `Your message to ${FIRM_NAME}`,
    hello: (name: string) => `Hello ${name},`,
    thanks: `Thank you for contacting ${FIRM_NAME}.`,
    received: (subject: string) => `We received your message “${subject}”.`,
    reply: 'A member of our team will reply to you within one business day.',
    notYou: 'If you did not write to us, please ignore this email.',
    alertSubject: (f: ContactFacts) => `Contact form: ${f.sender}, “${f.subject}”`,
    alertIntro: 'A new message came through the website’s contact form.',
    from: 'From',
    phone: 'Phone',
    role: 'I am',
    subject: 'Subject',
    open: 'Open it in the inbox',
    ext: 'ext.',
  },
  fr: {
    ackSubject: `Votre message à ${FIRM_NAME}`,
    hello: (name: string) => `Bonjour ${name},`,
    thanks: `Merci d’avoir écrit à ${FIRM_NAME}.`,
    received: (subject: string) => `Nous avons bien reçu votre message « ${subject} ».`,
    reply: 'Un membre de notre équipe vous répondra dans un délai d’un jour ouvrable.',
    notYou: 'Si vous ne nous avez pas écrit, veuillez ignorer ce courriel.',
    alertSubject: (f: ContactFacts) => `Formulaire de contact : ${f.sender}, « ${f.subject} »`,
    alertIntro: 'Un nouveau message est arrivé par le formulaire de contact du site.',
    from: 'De',
    phone: 'Téléphone',
    role: 'Je suis',
    subject: 'Objet',
    open: 'L’ouvrir dans la boîte de réception',
    ext: 'poste',
  },
} as const;

/** What "I am" says, in `lang`. */
export const roleLabel = (lang: Language, role: ContactRole): string => ROLES[lang][role];

/** French's space before a colon. */

/** The visitor's acknowledgement: the firm's name, their subject and that staff will reply.
 * Replies to it go to the company inbox. */
export function contactAcknowledgement(lang: Language, facts: ContactFacts, inbox: string): Mail {
  const x = TEXT[lang];
  const paragraphs = [x.hello(facts.sender), `${x.thanks} ${x.received(facts.subject)}`, x.reply, x.notYou];
  const html = htmlDocument(
    lang,
    x.ackSubject,
    [...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`), `<p>${escapeHtml(FIRM_NAME)}</p>`].join('\n'),
  );
  return {
    to: facts.email,
    subject: x.ackSubject,
    text: [...paragraphs, FIRM_NAME].join('\n\n'),
    html,
    replyTo: inbox,
  };
}

/** A staff member's alert: the sender, their phone and "I am" when given, the message, and the
 * inbox item's absolute link. Replies go to the visitor. */
export function contactAlert(to: string, lang: Language, facts: ContactFacts, publicUrl: string): Mail {
  const x = TEXT[lang];
  const link = `${publicUrl}/admin/inbox/${facts.itemId}`;
  const rows: Array<[label: string, text: string, html: string]> = [
    [
      x.from,
      `${facts.sender} <${facts.email}>`,
      `${escapeHtml(facts.sender)} &lt;<a href="mailto:${escapeHtml(facts.email)}">${escapeHtml(facts.email)}</a>&gt;`,
    ],
  ];
  if (facts.phone) {
    const shown = formatPhone(facts.phone, x.ext);
    rows.push([x.phone, shown, `<a href="tel:${escapeHtml(facts.phone)}">${escapeHtml(shown)}</a>`]);
  }
  if (facts.role) rows.push([x.role, ROLES[lang][facts.role], escapeHtml(ROLES[lang][facts.role])]);
  rows.push([x.subject, facts.subject, escapeHtml(facts.subject)]);
  const subject = x.alertSubject(facts);
  const { text, html } = staffAlertParts(lang, subject, {
    intro: x.alertIntro,
    rows,
    body: facts.body,
    open: x.open,
    link,
  });
  return { to, subject, text, html, replyTo: facts.email };
}
