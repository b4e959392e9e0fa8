import type { ShowcaseAccessForm } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { appendAudit, created } from '../../shared/audit.js';
import { type Client, fileAccessItem, fileAccessLead, storedUserAgent } from './file-access-request.js';
import { findShowcaseRow } from './get-showcase.js';
import { honeypotFilled } from './honeypot.js';
import { recordListingAcceptance } from './record-listing-acceptance.js';

const SHOWCASE_ACTOR = 'public:showcase';

/** POST /public/showcases/{slug}/access: files the request in the inbox with the visitor's
 * acceptance of the showcase's current NDA, in one transaction; a visitor never changes a stored
 * record (ADR 0030). When their email or number is already stored, nothing else is written: the
 * acceptance waits on the inbox item (no contact) until staff link the item or create the contact
 * from it. Otherwise the lead is created (sunset and the type's flag) with its email and number,
 * and the acceptance and the item are linked to it. The answer is the same either way.
 * The page is a listing too (migration 0043): while that listing is published, the acceptance is
 * also the listing's (its lead, its deal room), and the answer's token becomes the listing's access
 * cookie. Returns false when the honeypot was filled (nothing written), else that token or true. */
export async function requestShowcaseAccess(
  database: Database,
  slug: string,
  form: ShowcaseAccessForm,
  client: Client,
): Promise<string | boolean> {
  const showcase = await findShowcaseRow(database, slug);
  if (honeypotFilled(form.website)) return false;
  return database.db.transaction().execute(async (trx) => {
    const leadId = await fileAccessLead(database, trx, form, SHOWCASE_ACTOR);
    const acceptance = {
      showcase_slug: showcase.slug,
      entity_id: leadId,
      accepted_at: new Date().toISOString(),
      ip: client.ip,
      user_agent: storedUserAgent(client),
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
    const itemId = await fileAccessItem(
      trx,
      form,
      leadId,
      { nda_acceptance_id: Number(row.id) },
      SHOWCASE_ACTOR,
    );
    return (await acceptListing(trx, slug, { form, leadId, itemId, client })) ?? true;
  });
}

/** The listing's acceptance of the same visit, when the page's listing is published; its token. */
async function acceptListing(
  trx: Transaction<DB>,
  slug: string,
  visit: Parameters<typeof recordListingAcceptance>[2],
): Promise<string | null> {
  const listing = await trx
    .selectFrom('listings')
    .select(['id', 'agreement_version'])
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!listing) return null;
  const { id, agreement_version } = listing;
  return recordListingAcceptance(
    trx,
    { id, agreement_version: Number(agreement_version) },
    visit,
    SHOWCASE_ACTOR,
  );
}
