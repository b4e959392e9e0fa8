// The email and phone-number forms' model (spec §3): the record's id (the address or the number)
// is not edited here, only status (≤ 15), default type, do-not-contact and notes (≤ 500).
import { type ContactType, EmailUpdate, NumberUpdate } from '@crm/shared';
import { schemaResolver } from '../../portal/editing/schema-resolver';

export interface ContactPointFormValues {
  status: string;
  /** '' when no default type is set. */
  default_type: ContactType | '';
  do_not_contact: boolean;
  notes: string;
}

export const CONTACT_POINT_ORDER = ['status', 'default_type', 'do_not_contact', 'notes'] as const;

interface ContactPointRecord {
  status: string | null;
  default_type: ContactType | null;
  do_not_contact: boolean;
  notes: string | null;
}

export function toContactPointForm(record: ContactPointRecord): ContactPointFormValues {
  return {
    status: record.status ?? '',
    default_type: record.default_type ?? '',
    do_not_contact: record.do_not_contact,
    notes: record.notes ?? '',
  };
}

const toInput = (values: ContactPointFormValues) => ({
  ...values,
  default_type: values.default_type === '' ? null : values.default_type,
});

export const emailResolver = schemaResolver<ContactPointFormValues, EmailUpdate>(EmailUpdate, toInput);
export const numberResolver = schemaResolver<ContactPointFormValues, NumberUpdate>(NumberUpdate, toInput);
