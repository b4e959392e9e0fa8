import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, appendAudit, deleted } from '../../shared/audit.js';
import { bumpRecordCount } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import { listingSpec } from './listing-spec.js';

/** DELETE /listings/{id}: its agreement's versions go with it; its history stays. Refused (409)
 * once a visitor accepted its agreement: an acceptance is evidence, and archiving keeps it. */
export function deleteListing(database: Database, id: string, actor: Actor): Promise<void> {
  return database.db.transaction().execute(async (trx) => {
    const row = await findRecordRow(trx, listingSpec, id);
    const key = String(row.id);
    const accepted = await trx
      .selectFrom('listing_acceptances')
      .select('id')
      .where('listing_id', '=', key)
      .limit(1)
      .executeTakeFirst();
    if (accepted) throw new AppError(409, 'exists', 'listings.err.accepted');
    await trx.deleteFrom('listing_agreements').where('listing_id', '=', key).execute();
    await trx.deleteFrom('listings').where('id', '=', key).execute();
    await bumpRecordCount(trx, 'listings', -1);
    await appendAudit(trx, {
      actor,
      action: 'delete',
      type: 'listing',
      id: key,
      changes: deleted(listingSpec.fromRow(row)),
    });
  });
}
