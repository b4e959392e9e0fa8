// The values an attacker or a broken client sends where a field expects something sensible: wrong
// types, limits of numbers, and strings that break naive code (control characters, lone UTF-16
// surrogates, right-to-left marks, injections, 10 kB). The fuzz test puts them in bodies, query
// strings and paths.
import fc from 'fast-check';

/** A value written into the JSON text as it is (1e999, which JSON.parse reads as Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object as a list of entries, so it can hold `__proto__` as an own key, or a key twice. */
export class Entries {
  constructor(readonly entries: Array<[string, unknown]>) {}
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', 'a\ud83db', 'x\ude00'];

const ODD_TEXTS = [
  '',
  ' ',
  '   \t  ',
  '\u0000',
  'a\u0000b',
  'nul at end\u0000',
  '\u001b[31mred\u001b[0m',
  'del\u007f',
  '\u0008\u000b\u000c',
  '\r\n',
  'line\nbreak',
  '\u200f\u202eevil\u202c',
  '\u202b\u0627\u0644\u0639\u0631\u0628\u064a\u0629\u202c',
  '\ufeffbom',
  '\u00a0nbsp\u00a0',
  '\u2028\u2029',
  'e\u0301\u0301\u0301',
  'ｆｕｌｌｗｉｄｔｈ',
  '😀👩‍👩‍👧‍👦',
  '\ufffd',
  ...LONE_SURROGATES,
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  "'; DROP TABLE entities; --",
  '" OR ""="',
  '%',
  '%00',
  '%zz',
  '%ED%A0%80',
  '../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, as text
  '${7*7}{{7*7}}',
  '\\',
  '\\u0000',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '9007199254740993',
  '=HYPERLINK("http://x")',
  '+15145550000',
  'a@b.c',
  '"<svg/onload=alert(1)>"@example.com',
  'UPPER@EXAMPLE.COM',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '01890A5D-AC96-774B-BCCE-B302099A8057',
];

/** 10 kB and similar: past every limit the schemas set, and over a page of SQLite. */
const HUGE_TEXTS = fc.constantFrom(
  'x'.repeat(10_000),
  'é'.repeat(10_000),
  '😀'.repeat(5_000),
  '\u0000'.repeat(10_000),
  '\ud800'.repeat(10_000),
  'a '.repeat(5_000),
  'x'.repeat(256),
  'x'.repeat(255),
  'x'.repeat(501),
  'x'.repeat(20_001),
);

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const control = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...ODD_TEXTS) },
  { weight: 2, arbitrary: HUGE_TEXTS },
  // Any code point, and strings mixing ordinary text with controls and halves of pairs.
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(fc.string({ maxLength: 6 }), control, loneSurrogate), { maxLength: 8 })
      .map((parts) => parts.join('')),
  },
);

export const oddNumber: fc.Arbitrary<number> = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  1.5,
  99.999999,
  100.0000001,
  1.0000001,
  2_000_000_000,
  2_000_000_001,
  2 ** 31,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e-320,
);

const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** Anything but what the field wants. `valid` gives arrays of a plausible value too. */
export function oddValue(valid?: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: oddString },
    { weight: 3, arbitrary: oddNumber },
    {
      weight: 3,
      arbitrary: fc.constantFrom<unknown>(
        null,
        true,
        false,
        [],
        {},
        [null],
        { $gt: '' },
        { toString: 'x' },
        new RawJson('1e999'),
        new RawJson('-1e999'),
        new RawJson('1E400'),
        new RawJson('123456789012345678901234567890'),
        new RawJson('"\\ud800"'),
        new RawJson('"\\u0000"'),
        deepArray(2_000),
      ),
    },
    // An array where a scalar goes.
    { weight: 2, arbitrary: fc.array(valid ?? oddString, { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), oddString, { maxKeys: 2 }) },
  );
}

/** JSON text with RawJson and Entries written as they are. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Entries)
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : toJsonText(v))).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return toJsonText(
      new Entries(Object.entries(value).filter(([, v]) => v !== undefined) as Array<[string, unknown]>),
    );
  // -0 would be written 0; numbers past doubles only come as RawJson.
  return Object.is(value, -0) ? '-0' : JSON.stringify(value);
}

/** A URL component, percent-encoded as UTF-8; a lone surrogate (which encodeURIComponent refuses)
 * as the CESU bytes a careless client would send. */
export function encodeComponent(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff)
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(ch);
  }
  return out;
}
