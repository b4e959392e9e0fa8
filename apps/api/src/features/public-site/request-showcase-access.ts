import {
  type EntityCreateOrUpdate,
  SHOWCASE_EMAIL_TYPES,
  SHOWCASE_NUMBER_TYPES,
  type ShowcaseAccessForm,
} from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { appendAudit, created } from '../../shared/audit.js';
import { lookupRecordRow } from '../../shared/find-record.js';
import { emailSpec, numberSpec } from '../contact-points/contact-point-specs.js';
import { insertLead, lockLeadKeys } from '../entities/create-or-update-entity.js';
import { addInboxItem } from '../inbox/add-inbox-item.js';
import { findShowcaseRow } from './get-showcase.js';
import { honeypotFilled } from './honeypot.js';

const SHOWCASE_ACTOR = 'public:showcase';
const USER_AGENT_MAX = 512;

export interface Client {
  ip: string;
  userAgent: string | undefined;
}

/** The access form as a new showcase lead (spec section 7): the sunset flag is the mark of a lead
 * from the showcase form (`nda_acceptances` says which showcase), beside its type's flag. */
function leadOf(form: ShowcaseAccessForm): EntityCreateOrUpdate {
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
async function alreadyKnown(trx: Transaction<DB>, form: ShowcaseAccessForm): Promise<boolean> {
  if (form.email && (await lookupRecordRow(trx, emailSpec, form.email))) return true;
  return !!form.number && !!(await lookupRecordRow(trx, numberSpec, form.number));
}

/** POST /public/showcases/{slug}/access: files the request in the inbox with the visitor's
 * acceptance of the showcase's current NDA, in one transaction; a visitor never changes a stored
 * record (ADR 0030). When their email or number is already stored, nothing else is written: the
 * acceptance waits on the inbox item (no contact) until staff link the item or create the contact
 * from it. Otherwise the lead is created (sunset and the type's flag) with its email and number,
 * and the acceptance and the item are linked to it. The answer is the same either way. Returns
 * false when the honeypot was filled (nothing written). */
export async function requestShowcaseAccess(
  database: Database,
  slug: string,
  form: ShowcaseAccessForm,
  client: Client,
): Promise<boolean> {
  const showcase = await findShowcaseRow(database, slug);
  if (honeypotFilled(form.website)) return false;
  await database.db.transaction().execute(async (trx) => {
    // Two requests of one new visitor at once must not make two leads.
    await lockLeadKeys(database, trx, [form.email, form.number]);
    const leadId = (await alreadyKnown(trx, form))
      ? null
      : await insertLead(database, trx, leadOf(form), SHOWCASE_ACTOR);
    const acceptance = {
      showcase_slug: showcase.slug,
      entity_id: leadId,
      accepted_at: new Date().toISOString(),
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      nda_version: showcase.nda_version,
    };
    const row = await trx
      .insertInto('nda_acceptances')
      .values(acceptance)
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      actor: SHOWCASE_ACTOR,
      action: 'create',
      type: 'nda_acceptance',
      id: String(row.id),
      changes: created(acceptance),
    });
    // The item keeps the whole form as the visitor filled it, their choices included.
    await addInboxItem(
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
        nda_acceptance_id: Number(row.id),
        entity_id: leadId,
      },
      SHOWCASE_ACTOR,
    );
  });
  return true;
}
