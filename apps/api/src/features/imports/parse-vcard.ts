// A vCard file (2.1, 3.0 or 4.0; one card or many) read as a table in Google Contacts' CSV layout,
// so the import maps its columns as it maps a Google export: one header row, one row a card.
// Cards are parsed by ical.js after the pre-pass of split-vcards.ts.

import ICAL from 'ical.js';
import { AppError } from '../../shared/app-error.js';
import { type ImportLimits, NO_LIMITS, overLimit } from './import-limits.js';
import { splitVcards } from './split-vcards.js';

type Property = InstanceType<typeof ICAL.Property>;

interface Labelled {
  label: string;
  value: string;
}

interface Address {
  label: string;
  /** The whole address as written, when the card gives it (else composed from its parts). */
  formatted: string;
  poBox: string;
  extended: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

interface Card {
  name: string;
  names: string[];
  nickname: string;
  org: string;
  title: string;
  department: string;
  emails: Labelled[];
  phones: Labelled[];
  addresses: Address[];
  websites: Labelled[];
  notes: string;
}

const NAME_HEADERS = [
  'Name',
  'First Name',
  'Middle Name',
  'Last Name',
  'Name Prefix',
  'Name Suffix',
  'Nickname',
  'Organization Name',
  'Organization Title',
  'Organization Department',
];
const ADDRESS_PARTS = [
  'Formatted',
  'Street',
  'City',
  'PO Box',
  'Region',
  'Postal Code',
  'Country',
  'Extended Address',
] as const;

/** A value as text: structured parts and repeated values (3.0 splits NOTE on commas) joined. */
function text(value: unknown, join = ','): string {
  if (Array.isArray(value)) return value.map((v) => text(v, join)).join(join);
  return value === null || value === undefined ? '' : String(value).trim();
}

const values = (property: Property | null, join = ','): string =>
  property ? text(property.getValues(), join) : '';

/** The property's TYPE parameter values, lower case (2.1's bare types were made TYPE= values). */
function types(property: Property): string[] {
  const type = property.getParameter('type');
  const list = Array.isArray(type) ? type : type ? [type] : [];
  return list.flatMap((t) => String(t).toLowerCase().split(','));
}

// Apple writes a custom or standard label as X-ABLabel in the property's group: `_$!<Mobile>!$_`.
const APPLE_LABELS: Record<string, string> = {
  mobile: 'Mobile',
  iphone: 'Mobile',
  home: 'Home',
  work: 'Work',
  other: 'Other',
  homefax: 'Home Fax',
  workfax: 'Work Fax',
  otherfax: 'Fax',
  pager: 'Pager',
  main: 'Main',
};

/** Google's label for a vCard TYPE list: cell → Mobile, fax → Work Fax / Home Fax / Fax, pager,
 * work, home, other; none of those → the Apple group label, or none. */
function label(property: Property, groupLabels: Map<string, string>): string {
  const t = types(property);
  if (t.includes('fax')) return t.includes('home') ? 'Home Fax' : t.includes('work') ? 'Work Fax' : 'Fax';
  if (t.includes('cell') || t.includes('iphone')) return 'Mobile';
  if (t.includes('pager')) return 'Pager';
  if (t.includes('work')) return 'Work';
  if (t.includes('home')) return 'Home';
  if (t.includes('other')) return 'Other';
  const group = property.getParameter('group');
  const apple = typeof group === 'string' ? groupLabels.get(group.toLowerCase()) : undefined;
  if (!apple) return '';
  const standard = /^_\$!<(.*)>!\$_$/.exec(apple)?.[1];
  return standard === undefined ? apple : (APPLE_LABELS[standard.toLowerCase()] ?? standard);
}

/** A TEL as the number written: a 4.0 `tel:` URI loses its scheme (its `;ext=` stays). */
const phone = (value: string) => value.replace(/^tel:/i, '');

function readCard(component: InstanceType<typeof ICAL.Component>): Card {
  const groupLabels = new Map<string, string>();
  for (const property of component.getAllProperties('x-ablabel')) {
    const group = property.getParameter('group');
    if (typeof group === 'string') groupLabels.set(group.toLowerCase(), values(property));
  }
  const labelled = (name: string, read = (v: string) => v) =>
    component
      .getAllProperties(name)
      .map((p) => ({ label: label(p, groupLabels), value: read(values(p)) }))
      .filter((item) => item.value !== '');
  const n = component.getFirstProperty('n')?.getValues()[0];
  const nParts = Array.isArray(n) ? n : [n];
  // N is family; given; additional; prefix; suffix, each maybe several values.
  const part = (i: number) => text(nParts[i], ' ');
  const org = component.getFirstProperty('org')?.getValues()[0];
  const orgParts = Array.isArray(org) ? org.map((o) => text(o)) : [text(org)];
  return {
    name: values(component.getFirstProperty('fn')),
    names: [part(1), part(2), part(0), part(3), part(4)],
    nickname: values(component.getFirstProperty('nickname'), ', '),
    org: orgParts[0] ?? '',
    title: values(component.getFirstProperty('title')),
    department: orgParts.slice(1).filter(Boolean).join(', '),
    emails: labelled('email'),
    phones: labelled('tel', phone),
    addresses: component.getAllProperties('adr').flatMap((p) => {
      const v = p.getValues()[0];
      const parts = (Array.isArray(v) ? v : [v]).map((x) => text(x, ', ').replace(/\s*\n\s*/g, ', '));
      const [poBox = '', extended = '', street = '', city = '', region = '', postalCode = '', country = ''] =
        parts;
      if (parts.every((x) => x === '')) return [];
      // 4.0's LABEL parameter is the address as its owner wrote it (this product's export writes it).
      const written = p.getParameter('label');
      const formatted = typeof written === 'string' ? written.trim().replace(/\s*\n\s*/g, ', ') : '';
      return [
        {
          label: label(p, groupLabels),
          formatted,
          poBox,
          extended,
          street,
          city,
          region,
          postalCode,
          country,
        },
      ];
    }),
    // Google escapes the URL's colon (`https\://`), as 3.0 text, though URL is a URI.
    websites: labelled('url', (v) => v.replace(/\\([:;,\\])/g, '$1')),
    notes: component
      .getAllProperties('note')
      .map((p) => values(p))
      .filter(Boolean)
      .join('\n'),
  };
}

/** One line, as the importer's address text takes it: street, city, region and postal code, country. */
function formatted(a: Address): string {
  if (a.formatted) return a.formatted;
  const region = [a.region, a.postalCode].filter(Boolean).join(' ');
  return [a.street, a.extended, a.poBox, a.city, region, a.country].filter(Boolean).join(', ');
}

function parseCard(text: string, line: number): Card {
  try {
    const jcard = ICAL.parse(text);
    return readCard(new ICAL.Component(jcard));
  } catch {
    throw new AppError(400, 'bad_request', 'import.err.vcard', { [`line.${line}`]: 'import.err.vcard' });
  }
}

/** The cards of a vCard file as a table in Google Contacts' CSV layout (`Name` holds FN, the
 * display name), with as many numbered groups of emails, phones, addresses and websites as the
 * largest card needs. The row limit is checked before any card is parsed, the column limit before
 * any row is built: a row is as wide as the widest card, so one card of 3,000 emails would
 * otherwise widen every row of the file. */
export function parseVcard(
  input: string,
  limits: ImportLimits = NO_LIMITS,
): { headers: string[]; rows: string[][] } {
  const texts = splitVcards(input);
  if (texts.length > limits.maxRows) throw overLimit('import.err.tooManyRows');
  const cards = texts.map((card) => parseCard(card.text, card.line));
  // A loop, not Math.max(...): spreading 200,000 counts overflows the call stack.
  const most = (count: (c: Card) => number) => cards.reduce((n, c) => Math.max(n, count(c)), 0);
  const groups = (n: number, prefix: string, parts: readonly string[]) =>
    Array.from({ length: n }, (_, i) => parts.map((p) => `${prefix} ${i + 1} - ${p}`)).flat();
  const emails = most((c) => c.emails.length);
  const phones = most((c) => c.phones.length);
  const addresses = most((c) => c.addresses.length);
  const websites = most((c) => c.websites.length);
  const headers = [
    ...NAME_HEADERS,
    ...groups(emails, 'E-mail', ['Label', 'Value']),
    ...groups(phones, 'Phone', ['Label', 'Value']),
    ...groups(addresses, 'Address', ['Label', ...ADDRESS_PARTS]),
    ...groups(websites, 'Website', ['Label', 'Value']),
    'Notes',
  ];
  if (headers.length > limits.maxColumns) throw overLimit('import.err.tooManyColumns', 1);
  const pairs = (items: Labelled[], n: number) =>
    Array.from({ length: n }, (_, i) => [items[i]?.label ?? '', items[i]?.value ?? '']).flat();
  const rows = cards.map((c) => [
    c.name,
    ...c.names,
    c.nickname,
    c.org,
    c.title,
    c.department,
    ...pairs(c.emails, emails),
    ...pairs(c.phones, phones),
    ...Array.from({ length: addresses }, (_, i) => {
      const a = c.addresses[i];
      if (!a) return ['', ...ADDRESS_PARTS.map(() => '')];
      return [
        a.label,
        formatted(a),
        a.street,
        a.city,
        a.poBox,
        a.region,
        a.postalCode,
        a.country,
        a.extended,
      ];
    }).flat(),
    ...pairs(c.websites, websites),
    c.notes,
  ]);
  return { headers, rows };
}
