// An access form's request (a showcase's NDA, a listing's agreement) as the inbox and a lead see it:
// one flow for both, so a visitor never changes a stored contact whichever form they fill (ADR 0030).
import {
  type EntityCreateOrUpdate,
  SHOWCASE_EMAIL_TYPES,
  SHOWCASE_NUMBER_TYPES,
  type ShowcaseAccessForm,
} from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../shared/audit.js';
import { lookupRecordRow } from '../../shared/find-record.js';
import { emailSpec, numberSpec } from '../contact-points/contact-point-specs.js';
import { insertLead, lockLeadKeys } from '../entities/create-or-update-entity.js';
import { addInboxItem } from '../inbox/add-inbox-item.js';

/** What both access forms hold (the listing's adds the visitor's language). */
export type AccessForm = Omit<ShowcaseAccessForm, 'website'>;

export interface Client {
  ip: string;
  userAgent: string | undefined;
}

const USER_AGENT_MAX = 512;
/** The client's user agent as stored: a browser's fits, a hostile one is cut. */
export const storedUserAgent = (client: Client) => client.userAgent?.slice(0, USER_AGENT_MAX) ?? null;

/** The access form as a new lead (spec section 7): the sunset flag is the mark of a lead from an
 * access form (the acceptance says which page), beside its type's flag. */
function leadOf(form: AccessForm): EntityCreateOrUpdate {
  return {
    name: form.name,
    company_name: form.company ?? null,
    email: form.email,
    email_type: form.email ? SHOWCASE_EMAIL_TYPES[form.emailType] : null,
    phone_number: form.number,
    phone_type: form.number ? SHOWCASE_NUMBER_TYPES[form.numberType] : null,
    type: form.type,
    sunset: true,
  };
}

/** Whether the visitor's email or number is already stored (linked to contacts or not): then the
 * request is only proposed to staff, since a new lead would be linked to records staff own. Not the
 * inbox's matchSender (get-inbox-item.ts), which names the contacts linked to them for staff: an
 * email stored without any contact still stops a lead here. */
async function alreadyKnown(trx: Transaction<DB>, form: AccessForm): Promise<boolean> {
  if (form.email && (await lookupRecordRow(trx, emailSpec, form.email))) return true;
  return !!form.number && !!(await lookupRecordRow(trx, numberSpec, form.number));
}

/** The visitor's new lead, or null when their email or number is already stored (nothing written
 * then). Call first in the request's transaction: it takes the locks. */
export async function fileAccessLead(
  database: Database,
  trx: Transaction<DB>,
  form: AccessForm,
  actor: Actor,
): Promise<string | null> {
  // Two requests of one new visitor at once must not make two leads.
  await lockLeadKeys(database, trx, [form.email, form.number]);
  return (await alreadyKnown(trx, form)) ? null : insertLead(database, trx, leadOf(form), actor);
}

/** Files the request in the inbox, linked to the lead if one was created; returns the item's id.
 * The item keeps the whole form as the visitor filled it, their choices included. */
export function fileAccessItem(
  trx: Transaction<DB>,
  form: AccessForm,
  leadId: string | null,
  extra: { nda_acceptance_id?: number; subject?: string },
  actor: Actor,
): Promise<number> {
  return addInboxItem(
    trx,
    {
      kind: 'showcase',
      name: form.name,
      email: form.email,
      phone: form.number,
      company: form.company ?? null,
      visitor_type: form.type,
      email_type: form.email ? form.emailType : null,
      phone_type: form.number ? form.numberType : null,
      entity_id: leadId,
      ...extra,
    },
    actor,
  );
}
