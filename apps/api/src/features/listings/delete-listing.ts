import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, appendAudit, deleted } from '../../shared/audit.js';
import { bumpRecordCount } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import type { FileStore } from '../../storage/file-store.js';
import { lockListing } from './listing-document-rows.js';
import { listingSpec } from './listing-spec.js';
import { photoRows, variantsOf } from './photo-rows.js';

/** DELETE /listings/{id}: its agreement's versions go with it, and its deal room and photos
 * (documents' rows by cascade, photos' rows here, their files once the rows are gone: a failed
 * transaction keeps both; a file the store fails to delete is left unreferenced, never served);
 * its history stays. Refused (409) once a visitor accepted its agreement: an acceptance is
 * evidence, and archiving keeps it. */
export async function deleteListing(
  database: Database,
  id: string,
  actor: Actor,
  files: FileStore,
): Promise<void> {
  const keys = await database.db.transaction().execute(async (trx) => {
    const row = await findRecordRow(trx, listingSpec, id);
    const key = String(row.id);
    // Confidential files must not outlive their listing in the store; locked first, so an upload
    // under way either lands before the keys are read or finds the listing gone.
    await lockListing(database, trx, key);
    const accepted = await trx
      .selectFrom('listing_acceptances')
      .select('id')
      .where('listing_id', '=', key)
      .limit(1)
      .executeTakeFirst();
    if (accepted) throw new AppError(409, 'exists', 'listings.err.accepted');
    const documents = await trx
      .selectFrom('listing_documents')
      .select('storage_key')
      .where('listing_id', '=', key)
      .execute();
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
    return [
      ...documents.map((d) => d.storage_key),
      ...photos.flatMap((p) => variantsOf(p).map((v) => v.key)),
    ];
  });
  await Promise.allSettled(keys.map((key) => files.delete(key)));
}
