// Emails and phone numbers are the same kind of record: identified by a canonical value, with
// status, default type, do-not-contact, notes and linked entities. Each is described here once
// (a record spec, shared/record-spec.ts, plus its link table); the operations beside this file
// serve both.
import {
  type Email,
  type EmailCreate,
  type EmailUpdate,
  emailDomain,
  emailLookupKey,
  type NumberCreate,
  type NumberUpdate,
  type PhoneNumber,
  phoneLookupKey,
  phoneSearchDigits,
} from '@crm/shared';
import { emailFromRow, numberFromRow } from '../../db/rows.js';
import type { ApiRecord, RecordSpec } from '../../shared/record-spec.js';

export type ContactPointTable = 'emails' | 'phone_numbers';

export interface ContactPointSpec<T extends ContactPointTable, R extends ApiRecord, C extends Partial<R>>
  extends RecordSpec<T, R, C> {
  linkTable: 'entities_emails' | 'entities_numbers';
}

export type EmailSpec = ContactPointSpec<'emails', Email, EmailUpdate & Pick<EmailCreate, 'email'>>;
export type NumberSpec = ContactPointSpec<
  'phone_numbers',
  PhoneNumber,
  NumberUpdate & Pick<NumberCreate, 'phone_number'>
>;
/** Either kind, for the operations written once for both. */
export type AnyContactPointSpec = EmailSpec | NumberSpec;

export const emailSpec: EmailSpec = {
  table: 'emails',
  key: 'email',
  linkTable: 'entities_emails',
  auditType: 'email',
  missing: 'lookup.email',
  lookupKey: emailLookupKey,
  newKey: (input) => input.email,
  fromRow: emailFromRow,
  derived: { from: ['email'], columns: (r) => (r.email ? { domain: emailDomain(r.email) } : {}) },
  unique: { column: 'email', duplicate: 'exists.email', field: 'email' },
};

export const numberSpec: NumberSpec = {
  table: 'phone_numbers',
  key: 'phone_number',
  linkTable: 'entities_numbers',
  auditType: 'phone_number',
  missing: 'lookup.number',
  lookupKey: phoneLookupKey,
  newKey: (input) => input.phone_number,
  fromRow: numberFromRow,
  derived: {
    from: ['phone_number'],
    columns: (r) => (r.phone_number ? { digits: phoneSearchDigits(r.phone_number) } : {}),
  },
  unique: { column: 'phone_number', duplicate: 'exists.number', field: 'phone_number' },
};
