import type { Listing, ListingCreate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { insertRecord } from '../../shared/insert-record.js';
import type { Versioned } from '../../shared/update-record.js';
import { addAgreementVersion } from './listing-agreements.js';
import { listingPlace } from './listing-references.js';
import { type ListingInsert, listingColumns, listingSpec } from './listing-spec.js';
import { getListing } from './read-listings.js';

/** POST /listings: from a building, a space or a deal (its property when no address is given),
 * with its agreement's first version; 404 for an unknown address or deal, 409 for a slug taken,
 * nothing written. Published at once, it is dated so. */
export function createListing(
  database: Database,
  input: ListingCreate,
  actor: Actor,
): Promise<Versioned<Listing>> {
  return database.db.transaction().execute(async (trx) => {
    const { agreement, ...fields } = input;
    const columns: ListingInsert = {
      ...(listingColumns(fields) as Pick<ListingInsert, 'title_en' | 'title_fr'>),
      slug: input.slug,
      kind: input.kind,
      status: input.status,
      address_id: await listingPlace(trx, input),
      deal_id: input.deal_id ?? null,
      published_at: input.status === 'published' ? new Date().toISOString() : null,
    };
    const { id } = await insertRecord(database, trx, listingSpec, columns, actor);
    await addAgreementVersion(trx, id, 1, agreement, actor);
    return getListing(trx, id);
  });
}
