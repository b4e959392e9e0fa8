import type { Database } from '../../db/database.js';
import { type Actor, appendAudit, deleted } from '../../shared/audit.js';
import { bumpRecordCount } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import type { FileStore } from '../../storage/file-store.js';
import { listingSpec } from './listing-spec.js';
import { photoRows, variantsOf } from './photo-rows.js';

/** DELETE /listings/{id}: its agreement's versions and its photos go with it; its history stays.
 * The photos' files are deleted once the rows are gone (a failed transaction keeps both); a file
 * the store fails to delete is left unreferenced, never served. */
export async function deleteListing(
  database: Database,
  files: FileStore,
  id: string,
  actor: Actor,
): Promise<void> {
  const keys = await database.db.transaction().execute(async (trx) => {
    const row = await findRecordRow(trx, listingSpec, id);
    const key = String(row.id);
    const photos = await photoRows(trx, key);
    await trx.deleteFrom('listing_agreements').where('listing_id', '=', key).execute();
    await trx.deleteFrom('listing_photos').where('listing_id', '=', key).execute();
    await trx.deleteFrom('listings').where('id', '=', key).execute();
    await bumpRecordCount(trx, 'listings', -1);
    await appendAudit(trx, {
      actor,
      action: 'delete',
      type: 'listing',
      id: key,
      changes: deleted(listingSpec.fromRow(row)),
    });
    return photos.flatMap((p) => variantsOf(p).map((v) => v.key));
  });
  await Promise.allSettled(keys.map((key) => files.delete(key)));
}
