// The HTML part of a mail: what a visitor or staff typed is escaped, never markup; the layout is
// a plain document with the text's own paragraphs, readable in any mail client.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Typed text as HTML, its line breaks kept. */
export const htmlLines = (text: string): string => escapeHtml(text).replace(/\r?\n/g, '<br>\n');

/** A whole HTML document in `lang` around `body` (already HTML). */
export function htmlDocument(lang: string, title: string, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1f2933;">',
    body,
    '</body>',
    '</html>',
  ].join('\n');
}

/** "Label:" in English, "Label :" (a no-break space before the colon) in French. */
export const colon = (lang: string) => (lang === 'fr' ? '\u00a0:' : ':');

/** A staff alert's text and HTML (a contact-form message, a client's message): an intro, a table of
 * facts (label, its text, the same as HTML), what was written, and the inbox item's link. */
export function staffAlertParts(
  lang: string,
  subject: string,
  parts: {
    intro: string;
    rows: Array<[label: string, text: string, html: string]>;
    body: string;
    open: string;
    link: string;
  },
): { text: string; html: string } {
  const { intro, rows, body, open, link } = parts;
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}${colon(lang)} ${value}`),
    '',
    body,
    '',
    `${open}${colon(lang)} ${link}`,
  ].join('\n');
  const html = htmlDocument(
    lang,
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      '<table role="presentation" cellpadding="4" cellspacing="0">',
      ...rows.map(
        ([label, , value]) =>
          `<tr><th align="left" valign="top" style="padding-right: 12px;">${escapeHtml(label)}</th><td>${value}</td></tr>`,
      ),
      '</table>',
      `<p>${htmlLines(body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>`,
    ].join('\n'),
  );
  return { text, html };
}
