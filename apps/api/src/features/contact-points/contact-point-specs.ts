// Emails and phone numbers are the same kind of record: identified by a canonical value, with
// status, default type, do-not-contact, notes and linked entities. Each is described here once;
// the operations beside this file serve both.
import {
  canonicalEmail,
  canonicalPhone,
  type Email,
  emailDomain,
  type MessageKey,
  type PhoneNumber,
  phoneLookupKey,
} from '@crm/shared';
import { emailFromRow, numberFromRow } from '../../db/rows.js';
import type { CountedTable } from '../../shared/counters.js';

export interface ContactPointSpec<T> {
  table: Extract<CountedTable, 'emails' | 'phone_numbers'>;
  key: 'email' | 'phone_number';
  linkTable: 'entities_emails' | 'entities_numbers';
  auditType: string;
  missing: MessageKey;
  duplicate: MessageKey;
  /** Canonical form of a key typed in a URL, or null when it cannot be one. */
  canonical(value: string): string | null;
  /** The key a URL names, for lookups (may skip validation: an unknown key is just not found). */
  lookupKey(value: string): string | null;
  /** Columns derived from the key (email domain, number digits). */
  derived(key: string): Record<string, string>;
  fromRow(row: Record<string, unknown>): T;
}

export const emailSpec: ContactPointSpec<Email> = {
  table: 'emails',
  key: 'email',
  linkTable: 'entities_emails',
  auditType: 'email',
  missing: 'lookup.email',
  duplicate: 'exists.email',
  canonical: canonicalEmail,
  lookupKey: canonicalEmail,
  derived: (email) => ({ domain: emailDomain(email) }),
  fromRow: emailFromRow,
};

export const numberSpec: ContactPointSpec<PhoneNumber> = {
  table: 'phone_numbers',
  key: 'phone_number',
  linkTable: 'entities_numbers',
  auditType: 'phone_number',
  missing: 'lookup.number',
  duplicate: 'exists.number',
  canonical: canonicalPhone,
  lookupKey: phoneLookupKey,
  derived: (phone) => ({ digits: phone.replace(/\D/g, '') }),
  fromRow: numberFromRow,
};
