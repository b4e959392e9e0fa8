import type { ListingPhoto, ListingPhotoFields } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { findRecordRow } from '../../shared/find-record.js';
import { uuidv7 } from '../../shared/uuid.js';
import { type FileStore, newFileKey } from '../../storage/file-store.js';
import { checkUpload } from '../files/check-upload.js';
import { photoVariants } from '../files/image-sizes.js';
import { auditListingPart, photoFields } from './listing-part-audit.js';
import { listingSpec } from './listing-spec.js';
import { extensionOf, lockListing, photoOf, type StoredVariant, touchListing } from './photo-rows.js';

export interface PhotoUpload {
  bytes: Buffer;
  /** The file's name as the client sent it: checked against its content. */
  name: string;
  fields: ListingPhotoFields;
}

/** POST /listings/{id}/photos: checks the file by its content, makes its sizes, stores them under
 * generated keys and adds the photo last on the page. 404 for an unknown listing (before any
 * work), 400/413/415 from the checks. Nothing half-saved: if anything fails once files are
 * stored, they are deleted again. */
export async function createListingPhoto(
  database: Database,
  files: FileStore,
  listingId: string,
  upload: PhotoUpload,
  maxBytes: number,
  actor: Actor,
): Promise<ListingPhoto> {
  await findRecordRow(database.db, listingSpec, listingId);
  // The variants are re-encoded from the pixels: the check decides only whether it is a photo.
  await checkUpload(upload.bytes, { name: upload.name, purpose: 'photo', maxBytes });
  const sizes = await photoVariants(upload.bytes);
  const { alt_en, alt_fr, title } = upload.fields;
  const stored: StoredVariant[] = [];
  try {
    for (const v of sizes.variants) {
      const key = newFileKey('listings/photos', extensionOf(v.format));
      // Pushed before the put: a put failing half way may still have left something to remove.
      stored.push({ width: v.width, format: v.format, key, size: v.bytes.length });
      await files.put(key, v.bytes, { contentType: `image/${v.format}` });
    }
    return await database.db.transaction().execute(async (trx) => {
      const listing = await lockListing(trx, database.dialect, listingId);
      await touchListing(trx, listing.id);
      const { n } = await trx
        .selectFrom('listing_photos')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('listing_id', '=', listing.id)
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('listing_photos')
        .values({
          id: uuidv7(),
          listing_id: listing.id,
          position: Number(n),
          alt_en: alt_en ?? title ?? '',
          alt_fr: alt_fr ?? title ?? '',
          width: sizes.width,
          height: sizes.height,
          variants: JSON.stringify(stored),
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await auditListingPart(trx, actor, listing.id, `photos.${row.id}`, null, photoFields(row));
      return photoOf(row, listing.slug);
    });
  } catch (error) {
    await Promise.allSettled(stored.map((v) => files.delete(v.key)));
    throw error;
  }
}
