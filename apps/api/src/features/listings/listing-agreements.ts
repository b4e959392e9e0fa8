// A listing's confidentiality agreement, versioned: a changed text is the next version, every
// earlier one kept (a visitor's acceptance names the version they read).
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../shared/audit.js';

/** Stores version `version` of the listing's agreement. */
export async function addAgreementVersion(
  trx: Transaction<DB>,
  listingId: string,
  version: number,
  text: { en: string; fr: string },
  actor: Actor,
): Promise<void> {
  await trx
    .insertInto('listing_agreements')
    .values({
      listing_id: listingId,
      version,
      text_en: text.en,
      text_fr: text.fr,
      actor,
      created_at: new Date().toISOString(),
    })
    .execute();
}
