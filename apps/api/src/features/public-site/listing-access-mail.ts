// The mails of a listing's acceptance (issue 28): the visitor's personal link, in the language they
// read the site in, and staff's notice. Plain text.
import { localizedPath } from '@crm/shared';
import type { Mail } from '../mail/mailer.js';

export interface AcceptanceFacts {
  slug: string;
  title: { en: string; fr: string };
  version: number;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  type: string;
}

const TEXT = {
  en: {
    subject: (f: AcceptanceFacts) => `Your access to ${f.title.en}`,
    body: (f: AcceptanceFacts, link: string) => [
      `Hello ${f.name},`,
      '',
      `Thank you for accepting the confidentiality agreement of ${f.title.en}.`,
      'This personal link opens the listing on any browser without accepting again, until the agreement changes:',
      '',
      link,
      '',
      'It is yours alone: please do not share it.',
    ],
  },
  fr: {
    subject: (f: AcceptanceFacts) => `Votre accès à ${f.title.fr}`,
    body: (f: AcceptanceFacts, link: string) => [
      `Bonjour ${f.name},`,
      '',
      `Merci d’avoir accepté l’entente de confidentialité de ${f.title.fr}.`,
      'Ce lien personnel ouvre l’inscription sur tout navigateur sans l’accepter de nouveau, tant que l’entente ne change pas :',
      '',
      link,
      '',
      'Il n’est qu’à vous : merci de ne pas le partager.',
    ],
  },
} as const;

/** The visitor's mail with their personal link (the listing's page in their language). */
export function visitorAccessMail(
  to: string,
  lang: 'en' | 'fr',
  facts: AcceptanceFacts,
  token: string,
  publicUrl: string,
): Mail {
  const link = `${publicUrl}${localizedPath(`/listings/${facts.slug}`, lang)}?access=${token}`;
  const x = TEXT[lang];
  return { to, subject: x.subject(facts), text: x.body(facts, link).join('\n') };
}

/** Staff's notice of a new acceptance (in English, as the other staff notices); replies go to the
 * visitor when they gave an email. */
export function staffAcceptanceMail(to: string, facts: AcceptanceFacts): Mail {
  const who = [facts.name, facts.email ?? facts.phone].filter(Boolean).join(' ');
  const subject = `New acceptance: ${who} accepted the agreement of ${facts.title.en} (version ${facts.version})`;
  const details = [
    subject,
    '',
    `Name: ${facts.name}`,
    `Type: ${facts.type}`,
    ...(facts.company ? [`Company: ${facts.company}`] : []),
    ...(facts.email ? [`Email: ${facts.email}`] : []),
    ...(facts.phone ? [`Phone: ${facts.phone}`] : []),
    '',
    'The request is in the leads inbox.',
  ];
  return { to, subject, text: details.join('\n'), ...(facts.email ? { replyTo: facts.email } : {}) };
}
