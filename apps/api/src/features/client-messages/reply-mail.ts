// A staff answer mailed to the client (issue 29), in the client's language (client_access.lang):
// the answer, who wrote it, the client's own message quoted below, and the link to the thread in
// their portal. Plain text and HTML saying the same; typed text is escaped in the HTML.
import { FIRM_NAME, type Language } from '@crm/shared';
import { escapeHtml, htmlDocument, htmlLines } from '../mail/html.js';
import type { Mail } from '../mail/mailer.js';

export interface ReplyFacts {
  client: { name: string; email: string };
  author: { name: string; email: string | null };
  /** The topic's label in the client's language. */
  topic: string;
  reply: string;
  original: { body: string; sentOn: string };
}

const TEXT = {
  en: {
    subject: (topic: string) => `Re: ${topic} (${FIRM_NAME})`,
    hello: (name: string) => `Hello ${name},`,
    answered: (author: string) => `${author} answered your message:`,
    yours: (day: string) => `Your message of ${day}:`,
    portal: 'Read the whole conversation in your client portal:',
  },
  fr: {
    subject: (topic: string) => `Re : ${topic} (${FIRM_NAME})`,
    hello: (name: string) => `Bonjour ${name},`,
    answered: (author: string) => `${author} a répondu à votre message :`,
    yours: (day: string) => `Votre message du ${day} :`,
    portal: 'Retrouvez toute la conversation dans votre portail client :',
  },
} as const;

const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/** The answer to the client; their replies go to the staff member who wrote it (or the inbox). */
export function replyMail(lang: Language, facts: ReplyFacts, publicUrl: string, inbox: string): Mail {
  const x = TEXT[lang];
  const link = `${publicUrl}/portal/messages`;
  const subject = x.subject(facts.topic);
  const text = [
    x.hello(facts.client.name),
    '',
    x.answered(facts.author.name),
    '',
    facts.reply,
    '',
    `${x.portal} ${link}`,
    '',
    x.yours(facts.original.sentOn),
    quoted(facts.original.body),
    '',
    FIRM_NAME,
  ].join('\n');
  const html = htmlDocument(
    lang,
    subject,
    [
      `<p>${escapeHtml(x.hello(facts.client.name))}</p>`,
      `<p>${escapeHtml(x.answered(facts.author.name))}</p>`,
      `<p>${htmlLines(facts.reply)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(x.portal)}</a></p>`,
      `<p>${escapeHtml(x.yours(facts.original.sentOn))}</p>`,
      `<blockquote style="border-left: 3px solid #cbd2d9; margin: 0; padding-left: 12px; color: #52606d;">${htmlLines(facts.original.body)}</blockquote>`,
      `<p>${escapeHtml(FIRM_NAME)}</p>`,
    ].join('\n'),
  );
  return { to: facts.client.email, subject, text, html, replyTo: facts.author.email ?? inbox };
}
