// The mail a lead gets when staff raise their level on a listing: plain text, as every mail the CRM
// sends, in English or French. Contacts have no language of their own yet, so callers pass 'en'
// until they do.
import type { Mail } from '../mail/mailer.js';

export type MailLanguage = 'en' | 'fr';

const TEXT = {
  en: {
    subject: (title: string) => `More documents are open to you: ${title}`,
    body: (title: string) =>
      `Good news: more documents of the listing “${title}” are now open to you in its deal room.`,
    end: 'Reply to this message if you have any question.',
  },
  fr: {
    subject: (title: string) => `D’autres documents vous sont ouverts : ${title}`,
    body: (title: string) =>
      `Bonne nouvelle : d’autres documents de l’annonce « ${title} » vous sont maintenant ouverts dans sa salle de données.`,
    end: 'Répondez à ce message pour toute question.',
  },
} as const;

export function leadLevelMail(
  to: string,
  language: MailLanguage,
  listing: { title_en: string; title_fr: string },
): Mail {
  const x = TEXT[language];
  const title = language === 'fr' ? listing.title_fr : listing.title_en;
  return { to, subject: x.subject(title), text: [x.body(title), '', x.end].join('\n') };
}
