// One contact as a vCard 4.0 (RFC 6350), written by ical.js, which escapes and folds the text.
import type { AddressRole, ContactType } from '@crm/shared';
import ICAL from 'ical.js';

export interface CardAddress {
  role: CardRole;
  address: string;
  post_box: string | null;
  street_number: string | null;
  route: string | null;
  subpremise: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
}

export interface CardContact {
  uuid: string;
  name: string;
  is_person: boolean;
  job_title: string | null;
  company_name: string | null;
  notes: string | null;
  updated_at: string;
  emails: { email: string; type: ContactType }[];
  numbers: { phone_number: string; type: ContactType }[];
  addresses: CardAddress[];
}

/** The addresses a card carries: where the contact lives or works, not the buildings it owns,
 * leases or manages (a landlord's hundreds of properties have no place in a phone's address book). */
const ADR_TYPE = { HOME: 'home', OFFICE: 'work', HEADQUARTERS: 'work' } as const satisfies Partial<
  Record<AddressRole, string>
>;
export type CardRole = keyof typeof ADR_TYPE;
export const CARD_ROLES = Object.keys(ADR_TYPE) as CardRole[];

// vCard's TYPE for a link type. RFC 6350 has no "personal" or "office": home and work say it.
// `other` is no registered type, but phones ignore it and the import reads it back as OTHER.
const EMAIL_TYPE: Record<ContactType, string[]> = {
  MOBILE: ['other'],
  FAX: ['other'],
  HOME: ['home'],
  PERSONAL: ['home'],
  WORK: ['work'],
  OFFICE: ['work'],
  OTHER: ['other'],
};
const TEL_TYPE: Record<ContactType, string[]> = {
  MOBILE: ['cell'],
  FAX: ['fax'],
  HOME: ['home', 'voice'],
  PERSONAL: ['home', 'voice'],
  WORK: ['work', 'voice'],
  OFFICE: ['work', 'voice'],
  OTHER: ['other'],
};

/** N's five parts (family; given; additional; prefix; suffix): a person's last word is taken as
 * the family name, the rest as given names; anything else (a company, one word) is all family name,
 * as RFC 6350 lets a name that cannot be split be. */
export function nameParts(name: string, isPerson: boolean): string[] {
  const words = name.trim().split(/\s+/);
  if (!isPerson || words.length < 2) return [name.trim(), '', '', '', ''];
  return [words.at(-1)!, words.slice(0, -1).join(' '), '', '', ''];
}

const withType = (property: InstanceType<typeof ICAL.Property>, types: string[] | undefined) => {
  if (types?.length) property.setParameter('type', types.length === 1 ? types[0]! : types);
  return property;
};

/** A stored time as vCard's timestamp (RFC 6350 REV: 20261127T101500Z). */
const timestamp = (iso: string) => `${new Date(iso).toISOString().slice(0, 19)}Z`;

export function contactCard(c: CardContact): string {
  const card = new ICAL.Component('vcard');
  card.addPropertyWithValue('version', '4.0');
  card.addPropertyWithValue('fn', c.name);
  card.addPropertyWithValue('n', nameParts(c.name, c.is_person));
  if (c.company_name) card.addPropertyWithValue('org', [c.company_name]);
  if (c.job_title) card.addPropertyWithValue('title', c.job_title);
  for (const e of c.emails) withType(card.addPropertyWithValue('email', e.email), EMAIL_TYPE[e.type]);
  for (const n of c.numbers) {
    // A tel: URI (VALUE=uri, 4.0's default for TEL): an E.164 number's `;ext=` is part of it.
    const tel = withType(card.addPropertyWithValue('tel', `tel:${n.phone_number}`), TEL_TYPE[n.type]);
    tel.setParameter('value', 'uri');
  }
  for (const a of c.addresses) {
    const street = a.route ? [a.street_number, a.route].filter(Boolean).join(' ') : a.address;
    const parts = [a.post_box, a.subpremise, street, a.city, a.region, a.postal_code, a.country];
    const adr = withType(
      card.addPropertyWithValue(
        'adr',
        parts.map((p) => p ?? ''),
      ),
      [ADR_TYPE[a.role]],
    );
    // The address as the firm wrote it, which a phone shows and the import reads back.
    adr.setParameter('label', a.address);
  }
  if (c.notes) card.addPropertyWithValue('note', c.notes);
  card.addPropertyWithValue('uid', `urn:uuid:${c.uuid}`);
  card.addPropertyWithValue('rev', timestamp(c.updated_at));
  return `${card.toString()}\r\n`;
}
