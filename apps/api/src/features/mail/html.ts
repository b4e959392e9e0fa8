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
