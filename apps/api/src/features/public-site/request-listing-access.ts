// POST /public/listings/{slug}/access (issue 28): the showcase's access flow for a listing, plus a
// personal token for the visitor's return (link and cookie) and the mails that carry it.
import type { ListingAccessForm } from '@crm/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { publishedListingRow } from '../listings/read-listing-access.js';
import type { Mailer } from '../mail/mailer.js';
import { type Client, fileAccessItem, fileAccessLead } from './file-access-request.js';
import { honeypotFilled } from './honeypot.js';
import { type AcceptanceFacts, staffAcceptanceMail, visitorAccessMail } from './listing-access-mail.js';
import { recordListingAcceptance } from './record-listing-acceptance.js';

const LISTING_ACTOR = 'public:listing';

export interface AccessMail {
  mailer: Mailer;
  /** Staff's address (MAIL_TO). */
  staff: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Records the visitor's acceptance of the listing's current agreement with its inbox item and,
 * when their email and number are unknown, their lead (a stored contact is never changed: the
 * showcase's rules, file-access-request.ts), in one transaction; then mails the visitor their link
 * and staff the notice. Returns the token for the cookie, or null when the honeypot was filled
 * (nothing written, nothing sent). A draft or archived listing is a 404. */
export async function requestListingAccess(
  database: Database,
  slug: string,
  form: ListingAccessForm,
  client: Client,
  mail: AccessMail,
): Promise<string | null> {
  const listing = await publishedListingRow(database.db, slug);
  if (honeypotFilled(form.website)) return null;
  const { agreement_version: version, token } = await database.db.transaction().execute(async (trx) => {
    // Read again inside: a version published meanwhile is the one this row must name.
    const { id, agreement_version } = await publishedListingRow(trx, slug);
    const leadId = await fileAccessLead(database, trx, form, LISTING_ACTOR);
    const itemId = await fileAccessItem(
      trx,
      form,
      leadId,
      { subject: `Listing: ${listing.title_en} (agreement version ${agreement_version})` },
      LISTING_ACTOR,
    );
    const token = await recordListingAcceptance(
      trx,
      { id, agreement_version },
      { form, leadId, itemId, client, lang: form.lang },
      LISTING_ACTOR,
    );
    return { agreement_version, token };
  });
  await sendAcceptanceMails(form, token, mail, {
    slug: listing.slug,
    title: { en: listing.title_en, fr: listing.title_fr },
    version,
    name: form.name,
    email: form.email,
    phone: form.number,
    company: form.company ?? null,
    type: form.type,
  });
  return token;
}

/** A mail that fails is logged, not answered: the acceptance is stored and the cookie lets the
 * visitor in; staff still have the inbox item. */
async function sendAcceptanceMails(
  form: ListingAccessForm,
  token: string,
  mail: AccessMail,
  facts: AcceptanceFacts,
): Promise<void> {
  const mails = [
    ...(form.email ? [visitorAccessMail(form.email, form.lang, facts, token, mail.publicUrl)] : []),
    staffAcceptanceMail(mail.staff, facts),
  ];
  for (const m of mails) {
    try {
      await mail.mailer.send(m);
    } catch (error) {
      mail.log.error({ err: error, slug: facts.slug }, 'listing acceptance mail failed');
    }
  }
}
