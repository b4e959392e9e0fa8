// The pre-pass before ical.js: a vCard file cut into cards, each as vCard 3.0 or 4.0 text that
// ical.js reads. ical.js implements RFC 6350 (4.0) and RFC 2426 (3.0) only, and vCard 2.1 (Outlook's
// "Save as vCard", Android's export) differs in four ways that make it throw or misread:
// - bare parameters (`TEL;WORK;VOICE:`) where 3.0 writes `TYPE=WORK,VOICE`: ical.js looks for `=`;
// - `ENCODING=QUOTED-PRINTABLE` values, with `CHARSET=` bytes and `=` soft line breaks that are not
//   folds (the next line starts without a space);
// - folding keeps the space (2.1 folds at a space), and only `\;` is an escape (a comma is text);
// - `ENCODING=BASE64` photos run on unindented lines up to a blank line.
// Each card is also parsed alone with VERSION first: ical.js picks its 3.0 or 4.0 rules from the
// first card's first property and keeps them for the rest of the file.

/** A card's text for ical.js, and the line of the file its BEGIN:VCARD is on (for errors). */
export interface VcardText {
  line: number;
  text: string;
}

const BEGIN = /^BEGIN:VCARD\s*$/i;
const END = /^END:VCARD\s*$/i;
/** The start of a content line (matched where the line starts): a name, maybe grouped
 * (`item1.EMAIL`), then `;` or `:`. Base64 holds no `;` or `:`, so a 2.1 photo's body never matches. */
const PROPERTY_AT = /[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)?[;:]/y;
/** Binary properties, skipped as they are met, never unfolded nor decoded; and AGENT, another
 * person's card (2.1 nests it whole on the next lines, skipped too). */
const SKIPPED = new Set(['PHOTO', 'LOGO', 'SOUND', 'KEY', 'AGENT']);
const BARE_ENCODINGS = /^(?:QUOTED-PRINTABLE|BASE64|B|8BIT|7BIT)$/i;

/** Index of `char` outside double quotes (4.0 quotes parameter values that hold `:` or `;`). */
function unquotedIndex(text: string, char: string, from = 0): number {
  let quoted = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) return i;
  }
  return -1;
}

function splitUnquoted(text: string, char: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let at = unquotedIndex(text, char); at !== -1; at = unquotedIndex(text, char, start)) {
    parts.push(text.slice(start, at));
    start = at + 1;
  }
  parts.push(text.slice(start));
  return parts;
}

const propertyName = (line: string) => {
  const end = line.search(/[;:]/);
  const name = (end === -1 ? line : line.slice(0, end)).toUpperCase();
  return name.slice(name.indexOf('.') + 1);
};

const isQuotedPrintable = (line: string) => /;(?:ENCODING=)?QUOTED-PRINTABLE(?=[;:])/i.test(line);

/** Quoted-printable to text: `=XX` are bytes in `charset` (UTF-8 when none or unknown to Node). */
export function decodeQuotedPrintable(value: string, charset = 'utf-8'): string {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === '=' ? value.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      const code = value.codePointAt(i)!;
      const char = String.fromCodePoint(code);
      bytes.push(...encoder.encode(char));
      i += char.length - 1;
    }
  }
  const data = Uint8Array.from(bytes);
  try {
    return new TextDecoder(charset).decode(data);
  } catch {
    // A charset Node does not know (RangeError): the bytes are most likely UTF-8.
    return new TextDecoder('utf-8').decode(data);
  }
}

/** One content line as 3.0/4.0 syntax: bare types into TYPE=, QP and charset decoded, and for 2.1
 * its text escaped as 3.0 reads it. A line needing none of it is returned as it is. */
export function normaliseLine(line: string, v21: boolean): string | undefined {
  const colon = unquotedIndex(line, ':');
  // Not a property (stray text some exporters leave): nothing ical.js could read.
  if (colon === -1) return undefined;
  const [name = '', ...params] = splitUnquoted(line.slice(0, colon), ';');
  let value = line.slice(colon + 1);
  const types: string[] = [];
  const kept: string[] = [];
  let encoding = '';
  let charset: string | undefined;
  const bare = params.some((p) => !p.includes('='));
  for (const param of params) {
    const eq = param.indexOf('=');
    const key = eq === -1 ? '' : param.slice(0, eq).toUpperCase();
    if (eq === -1 && BARE_ENCODINGS.test(param)) encoding = param.toUpperCase();
    else if (eq === -1) types.push(param);
    else if (key === 'ENCODING') encoding = param.slice(eq + 1).toUpperCase();
    else if (key === 'CHARSET') charset = param.slice(eq + 1);
    else if (key === 'TYPE' && (v21 || bare)) types.push(...param.slice(eq + 1).split(','));
    else kept.push(param);
  }
  if (!v21 && !bare && !encoding && charset === undefined) return line;
  if (encoding === 'QUOTED-PRINTABLE') {
    value = decodeQuotedPrintable(value, charset);
    // A decoded line break is text: 3.0 writes it `\n`.
    if (!v21) value = value.replace(/\r\n|\r|\n/g, '\\n');
  }
  if (v21) {
    // 2.1 escapes only `;`: any other backslash is text, a comma is text, a line break is text.
    value = value
      .replace(/\\(?!;)/g, '\\\\')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n');
  }
  const type = types.length > 0 ? [`TYPE=${types.join(',')}`] : [];
  return `${[name, ...type, ...kept].join(';')}:${value}`;
}

interface Card {
  line: number;
  version: string;
  lines: string[];
}

function cardText(card: Card): VcardText {
  const v21 = card.version === '2.1';
  const lines = card.lines.map((l) => normaliseLine(l, v21)).filter((l) => l !== undefined);
  // VERSION first (ical.js reads 4.0 rules only then); 2.1 becomes 3.0 once normalised.
  const version = card.version === '4.0' ? '4.0' : '3.0';
  const text = ['BEGIN:VCARD', `VERSION:${version}`, ...lines, 'END:VCARD', ''].join('\r\n');
  return { line: card.line, text };
}

/** The cards of a vCard file, each unfolded, its binary properties dropped, in 3.0/4.0 syntax.
 * Text outside BEGIN:VCARD … END:VCARD is ignored; a last card without END ends with the file. */
export function splitVcards(input: string): VcardText[] {
  // Lines are found by index, not split into an array: a photo's thousands of lines a card are
  // passed over without becoming strings (skipped() looks at their first character only).
  const text = input.includes('\n') ? input : input.replace(/\r/g, '\n');
  let pos = input.charCodeAt(0) === 0xfeff ? 1 : 0;
  let number = 0;
  /** The next line without its line break, or undefined at the end. */
  const next = (): string | undefined => {
    if (pos > text.length) return undefined;
    let end = text.indexOf('\n', pos);
    if (end === -1) end = text.length;
    const line = text.slice(pos, end > pos && text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    pos = end + 1;
    number++;
    return line;
  };
  /** Passes over the next line if it is a fold, or (skipping a 2.1 photo) any line that starts no
   * property; true when it did. */
  const skipped = (): boolean => {
    const first = text.charCodeAt(pos);
    const fold = first === 32 || first === 9;
    if (!fold) {
      PROPERTY_AT.lastIndex = pos;
      if (PROPERTY_AT.test(text)) return false;
    }
    const end = text.indexOf('\n', pos);
    pos = end === -1 ? text.length + 1 : end + 1;
    number++;
    return true;
  };
  const cards: VcardText[] = [];
  let card: Card | undefined;
  let current: string | undefined;
  let nested = 0;
  /** The open card's last property: a BEGIN right after AGENT is the agent's own card. */
  let previous = '';
  const flush = () => {
    if (card && current !== undefined) card.lines.push(current);
    current = undefined;
  };
  for (let line = next(); line !== undefined; line = next()) {
    if (!card) {
      if (BEGIN.test(line.trim())) {
        card = { line: number, version: '', lines: [] };
        previous = '';
      }
      continue;
    }
    if (line.startsWith(' ') || line.startsWith('\t')) {
      // A fold: RFC 6350 removes the line break and one space; 2.1 folds at a space it keeps.
      if (current !== undefined) current += card.version === '2.1' ? line : line.slice(1);
      continue;
    }
    flush();
    if (line.trim() === '') continue;
    if (nested > 0) {
      // A card inside the card (2.1's AGENT): passed over up to its own END.
      if (BEGIN.test(line)) nested++;
      else if (END.test(line)) nested--;
      continue;
    }
    if (BEGIN.test(line)) {
      if (previous === 'AGENT') nested = 1;
      else {
        // The open card lost its END:VCARD: it ends here, and this line begins the next one
        // (counted as nested, every later card of the file was dropped).
        cards.push(cardText(card));
        card = { line: number, version: '', lines: [] };
        previous = '';
      }
      continue;
    }
    if (END.test(line)) {
      cards.push(cardText(card));
      card = undefined;
      continue;
    }
    const name = propertyName(line);
    previous = name;
    if (name === 'VERSION') {
      card.version = line.slice(line.indexOf(':') + 1).trim();
      continue;
    }
    if (SKIPPED.has(name)) {
      // Its folds, or 2.1's unindented base64 lines up to the blank line and the next property.
      let more = true;
      while (more && pos <= text.length) more = skipped();
      continue;
    }
    current = line;
    // Quoted-printable soft line breaks: a line ending in `=` goes on, unindented, on the next.
    while (isQuotedPrintable(line) && current.endsWith('=')) {
      const more = next();
      if (more === undefined) break;
      current = current.slice(0, -1) + more;
    }
  }
  flush();
  if (card) cards.push(cardText(card));
  return cards;
}
