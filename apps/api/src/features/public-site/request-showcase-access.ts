import {
  type EntityCreateOrUpdate,
  SHOWCASE_EMAIL_TYPES,
  SHOWCASE_NUMBER_TYPES,
  type ShowcaseAccessForm,
} from '@crm/shared';
import type { Database } from '../../db/database.js';
import { appendAudit, created } from '../../shared/audit.js';
import { upsertLead } from '../entities/create-or-update-entity.js';
import { addInboxItem } from '../inbox/add-inbox-item.js';
import { findShowcaseRow } from './get-showcase.js';
import { honeypotFilled } from './honeypot.js';

const SHOWCASE_ACTOR = 'public:showcase';
const USER_AGENT_MAX = 512;

export interface Client {
  ip: string;
  userAgent: string | undefined;
}

/** The access form as a showcase lead (spec section 7): every showcase visitor gets the sunset
 * flag, the mark of a lead from a showcase; `nda_acceptances` says which one. */
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

/** POST /public/showcases/{slug}/access: records the visitor as a lead (matched by email, then
 * number, else created; see upsertLead), their acceptance of the showcase's current NDA and its
 * inbox item (linked to the lead), in one transaction. Returns false when the honeypot was filled (nothing written). */
export async function requestShowcaseAccess(
  database: Database,
  slug: string,
  form: ShowcaseAccessForm,
  client: Client,
): Promise<boolean> {
  const showcase = await findShowcaseRow(database, slug);
  if (honeypotFilled(form.website)) return false;
  await database.db.transaction().execute(async (trx) => {
    const lead = await upsertLead(database, trx, leadOf(form), SHOWCASE_ACTOR);
    const acceptance = {
      showcase_slug: showcase.slug,
      entity_id: lead.id,
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
        entity_id: lead.id,
      },
      SHOWCASE_ACTOR,
    );
  });
  return true;
}
