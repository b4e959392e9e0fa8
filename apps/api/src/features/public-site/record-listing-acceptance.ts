// One visitor's acceptance of a listing's agreement, as both access forms store it: a listing's own
// (request-listing-access.ts) and a showcase page's, whose page is a listing too (migration 0043).
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Actor, appendAudit, created } from '../../shared/audit.js';
import { uuidv7 } from '../../shared/uuid.js';
import { tokenHash } from '../listings/visitor-access.js';
import { type AccessForm, type Client, storedUserAgent } from './file-access-request.js';

export interface AcceptedListing {
  id: string;
  agreement_version: number;
}

/** Stores the acceptance (the version read, the lead, the inbox item, the visitor's words and
 * client, the hash of a new token) with its audit entry, and returns the token: only its hash is
 * kept, so the table opens no deal room. */
export async function recordListingAcceptance(
  trx: Transaction<DB>,
  listing: AcceptedListing,
  visit: { form: AccessForm; leadId: string | null; itemId: number; client: Client; lang?: 'en' | 'fr' },
  actor: Actor,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const acceptance = {
    id: uuidv7(),
    listing_id: listing.id,
    agreement_version: listing.agreement_version,
    entity_id: visit.leadId,
    inbox_item_id: visit.itemId,
    name: visit.form.name,
    email: visit.form.email,
    phone: visit.form.number,
    ip: visit.client.ip,
    user_agent: storedUserAgent(visit.client),
    accepted_at: new Date().toISOString(),
    lang: visit.lang ?? 'en',
  };
  await trx
    .insertInto('listing_acceptances')
    .values({ ...acceptance, token_hash: tokenHash(token) })
    .execute();
  await appendAudit(trx, {
    actor,
    action: 'create',
    type: 'listing_acceptance',
    id: acceptance.id,
    changes: created(acceptance),
  });
  return token;
}
