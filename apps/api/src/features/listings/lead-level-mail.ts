// The mail a lead gets when staff raise their level on a listing: plain text, as every mail the CRM
// sends, in English or French (the language of the page they accepted on: contacts have none of
// their own), with the listing's address on the site in that language.
import type { Mail } from '../mail/mailer.js';

export type MailLanguage = 'en' | 'fr';

const TEXT = {
  en: {
    subject: (title: string) => `More documents are open to you: ${title}`,
    body: (title: string) =>
      `Good news: more documents of the listing “${title}” are now open to you in its deal room.`,
    open: 'Open the deal room on the same browser you accepted on, or through the link of our first message:',
    end: 'Reply to this message if you have any question.',
  },
  fr: {
    subject: (title: string) => `D’autres documents vous sont ouverts : ${title}`,
    body: (title: string) =>
      `Bonne nouvelle : d’autres documents de l’annonce « ${title} » vous sont maintenant ouverts dans sa salle de données.`,
    open: 'Ouvrez la salle de données dans le navigateur où vous avez accepté l’entente, ou par le lien de notre premier message :',
    end: 'Répondez à ce message pour toute question.',
  },
} as const;

export function leadLevelMail(
  to: string,
  language: MailLanguage,
  listing: { slug: string; title_en: string; title_fr: string },
  publicUrl: string,
): Mail {
  const x = TEXT[language];
  const title = language === 'fr' ? listing.title_fr : listing.title_en;
  const page = `${publicUrl}${language === 'fr' ? '/fr' : ''}/listings/${listing.slug}`;
  return { to, subject: x.subject(title), text: [x.body(title), '', x.open, page, '', x.end].join('\n') };
}
