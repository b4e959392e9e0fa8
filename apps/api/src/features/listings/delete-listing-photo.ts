import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import type { FileStore } from '../../storage/file-store.js';
import { auditListingPart, photoFields } from './listing-part-audit.js';
import { findPhoto, lockListing, touchListing, variantsOf } from './photo-rows.js';

/** DELETE /listings/{id}/photos/{photo_id}: the row, then its files; the photos after it move up
 * one. The files go once the row is committed: a failed transaction never leaves a row without
 * its files. A file the store fails to delete is logged and left (unreferenced, never served). */
export async function deleteListingPhoto(
  database: Database,
  files: FileStore,
  listingId: string,
  photoId: string,
  log: FastifyBaseLogger,
  actor: Actor,
): Promise<void> {
  const photo = await database.db.transaction().execute(async (trx) => {
    const listing = await lockListing(trx, database.dialect, listingId);
    await touchListing(trx, listing.id);
    const row = await findPhoto(trx, listing.id, photoId);
    await trx.deleteFrom('listing_photos').where('id', '=', String(row.id)).execute();
    await trx
      .updateTable('listing_photos')
      .set((eb) => ({ position: eb('position', '-', 1) }))
      .where('listing_id', '=', listing.id)
      .where('position', '>', Number(row.position))
      .execute();
    await auditListingPart(trx, actor, listing.id, `photos.${row.id}`, photoFields(row), null);
    return row;
  });
  const results = await Promise.allSettled(variantsOf(photo).map((v) => files.delete(v.key)));
  for (const r of results)
    if (r.status === 'rejected') log.warn({ err: r.reason, photo: photo.id }, 'photo file not deleted');
}
