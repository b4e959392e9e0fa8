// The mail each recipient of an update gets, in their own language (client_access.lang): the title,
// the text as staff wrote it, and the link to the portal's updates. A language staff did not write
// in falls back to the other, as the portal does.
import type { Mail } from '../mail/mailer.js';

type Lang = 'en' | 'fr';

const TEXT = {
  en: {
    open: 'Read it, with its attachments, in your client portal:',
    end: 'To stop these emails, change your preferences in the portal.',
  },
  fr: {
    open: 'Lisez-la, avec ses pièces jointes, dans votre portail client :',
    end: 'Pour ne plus recevoir ces courriels, changez vos préférences dans le portail.',
  },
} as const;

export interface UpdateText {
  title_en: string | null;
  title_fr: string | null;
  body_en: string | null;
  body_fr: string | null;
}

/** The update's title and body in `lang`, or in the other language when only that one was written. */
export function inLanguage(update: UpdateText, lang: Lang): { title: string; body: string } {
  const title = lang === 'fr' ? (update.title_fr ?? update.title_en) : (update.title_en ?? update.title_fr);
  const body = lang === 'fr' ? (update.body_fr ?? update.body_en) : (update.body_en ?? update.body_fr);
  return { title: title ?? '', body: body ?? '' };
}

export function updateMail(to: string, lang: Lang, update: UpdateText, publicUrl: string): Mail {
  const { title, body } = inLanguage(update, lang);
  const x = TEXT[lang];
  const link = `${publicUrl}/portal/updates`;
  return { to, subject: title, text: [title, '', body, '', x.open, link, '', x.end].join('\n') };
}
