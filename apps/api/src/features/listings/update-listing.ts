import type { Listing, ListingUpdate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import { assertUnique, findRecordRow } from '../../shared/find-record.js';
import { updateRecord, type Versioned } from '../../shared/update-record.js';
import { addAgreementVersion } from './listing-agreements.js';
import { listingPlace } from './listing-references.js';
import { listingColumns, listingSpec } from './listing-spec.js';
import { getListing } from './read-listings.js';

/** PUT /listings/{id}: only the fields given. An agreement whose text differs from the current
 * version's is stored as the next version (the same text again changes nothing); the first
 * publication is dated. With `expected` (If-Match), a StaleVersion unless still at it. */
export function updateListing(
  database: Database,
  id: string,
  input: ListingUpdate,
  actor: Actor,
  expected?: number,
): Promise<Versioned<Listing>> {
  return database.db.transaction().execute(async (trx) => {
    const row = await findRecordRow(trx, listingSpec, id);
    const current = listingSpec.fromRow(row);
    const key = current.id;
    const { agreement, ...fields } = input;
    const columns = listingColumns(fields);
    if (input.address_id !== undefined || input.deal_id !== undefined) {
      const place = {
        address_id: input.address_id === undefined ? current.address_id : input.address_id,
        deal_id: input.deal_id === undefined ? current.deal_id : input.deal_id,
      };
      if (!place.address_id && !place.deal_id)
        throw new AppError(400, 'validation', 'listings.val.place', 'address_id');
      columns.address_id = await listingPlace(trx, place);
    }
    if (input.slug !== undefined) await assertUnique(trx, listingSpec, { slug: input.slug }, key);
    if (input.status === 'published' && !current.published_at)
      columns.published_at = new Date().toISOString();
    if (agreement) {
      const now = await trx
        .selectFrom('listing_agreements')
        .select(['text_en', 'text_fr'])
        .where('listing_id', '=', key)
        .where('version', '=', current.agreement_version)
        .executeTakeFirstOrThrow();
      if (now.text_en !== agreement.en || now.text_fr !== agreement.fr) {
        const next = current.agreement_version + 1;
        await addAgreementVersion(trx, key, next, agreement, actor);
        columns.agreement_version = next;
      }
    }
    await updateRecord(database, trx, listingSpec, key, columns, actor, expected);
    return getListing(trx, key);
  });
}
