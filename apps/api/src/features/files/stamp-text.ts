// The stamp's words in what pdf-lib's standard Helvetica can write. Its fonts use WinAnsi
// (Windows-1252): Latin-1 accents (é, ü, ç, ñ) and a few more (Œ, Š, Ž, €), nothing else, and
// pdf-lib throws on any other character. Embedding a Unicode font would need fontkit and a font
// file (not dependencies we have); instead a letter is written without its accent when that makes
// it writable (Ł → L, ő → o), and anything else becomes "?". The email, the part that identifies,
// is ASCII in practice.
import type { PDFFont } from 'pdf-lib';

/** Letters whose base is no decomposition away (NFD leaves them whole). */
const BASES: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ø: 'O',
  ø: 'o',
};

/** `text` with every character `font` cannot encode replaced (see above); line breaks and other
 * controls become spaces, as a stamp is one line. */
export function winAnsi(text: string, font: PDFFont): string {
  const writable = new Set(font.getCharacterSet());
  const can = (char: string) => writable.has(char.codePointAt(0)!);
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (/\p{Cc}/u.test(char)) out += ' ';
    else if (can(char)) out += char;
    else {
      const base = BASES[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every(can) ? base : '?';
    }
  }
  return out;
}

/** "2026-11-28 12:40 GMT-5" in `timeZone` (UTC when absent: "2026-11-28 17:40 UTC"). Numbers
 * only, so the stamp reads the same in English and French. A zone Intl does not know throws
 * (RangeError): the caller passes a zone it has validated. */
export function stampTime(at: Date, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortOffset',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const zone = /^GMT(\+0)?$/.test(part('timeZoneName')) ? 'UTC' : part('timeZoneName');
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${zone}`;
}
