import type { ListingPhoto, ListingPhotoUpdate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { auditListingPart, photoFields } from './listing-part-audit.js';
import { findPhoto, lockListing, photoOf, touchListing } from './photo-rows.js';

/** PUT /listings/{id}/photos/{photo_id}: its alt text and/or its place on the page. A move shifts
 * the photos between its old and new place by one, so positions stay 0..n-1; a position past the
 * end is the last place. 404 for an unknown listing or photo. */
export function updateListingPhoto(
  database: Database,
  listingId: string,
  photoId: string,
  input: ListingPhotoUpdate,
  actor: Actor,
): Promise<ListingPhoto> {
  return database.db.transaction().execute(async (trx) => {
    const listing = await lockListing(trx, database.dialect, listingId);
    await touchListing(trx, listing.id);
    const photo = await findPhoto(trx, listing.id, photoId);
    const id = String(photo.id);
    if (input.alt) {
      await trx
        .updateTable('listing_photos')
        .set({ alt_en: input.alt.en, alt_fr: input.alt.fr })
        .where('id', '=', id)
        .execute();
    }
    if (input.position !== undefined) {
      const { n } = await trx
        .selectFrom('listing_photos')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('listing_id', '=', listing.id)
        .executeTakeFirstOrThrow();
      const from = Number(photo.position);
      const to = Math.min(input.position, Number(n) - 1);
      const others = trx.updateTable('listing_photos').where('listing_id', '=', listing.id);
      if (to < from)
        await others
          .set((eb) => ({ position: eb('position', '+', 1) }))
          .where('position', '>=', to)
          .where('position', '<', from)
          .execute();
      if (to > from)
        await others
          .set((eb) => ({ position: eb('position', '-', 1) }))
          .where('position', '>', from)
          .where('position', '<=', to)
          .execute();
      await trx.updateTable('listing_photos').set({ position: to }).where('id', '=', id).execute();
    }
    const after = await findPhoto(trx, listing.id, id);
    await auditListingPart(trx, actor, listing.id, `photos.${id}`, photoFields(photo), photoFields(after));
    return photoOf(after, listing.slug);
  });
}
