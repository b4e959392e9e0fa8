// A published listing's photo file for the public site. Every miss (a draft or archived listing,
// an unknown slug, photo, width or format, a file gone from the store) is the same 404: nothing
// tells a visitor which listings or photos exist unpublished.
import { LISTING_SLUG } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';
import type { FileStore, StoredFile } from '../../storage/file-store.js';
import { extensionOf, variantsOf } from './photo-rows.js';

export interface PhotoFile extends StoredFile {
  /** For Content-Disposition: `<slug>-<width>.<ext>`, made of checked parts only. */
  filename: string;
}

const missing = () => notFound('lookup.listingPhoto');

/** GET /public/listings/{slug}/photos/{photo_id}/{width}.{ext}. */
export async function readPhotoFile(
  database: Database,
  files: FileStore,
  request: { slug: string; photo_id: string; width: string; format: string },
): Promise<PhotoFile> {
  const id = uuidKey(request.photo_id);
  if (!id || !LISTING_SLUG.test(request.slug)) throw missing();
  const row = await database.db
    .selectFrom('listing_photos as p')
    .innerJoin('listings as l', 'l.id', 'p.listing_id')
    .select('p.variants')
    .where('p.id', '=', id)
    .where('l.slug', '=', request.slug)
    .where('l.status', '=', 'published')
    .executeTakeFirst();
  const variant = row
    ? variantsOf(row).find(
        (v) => String(v.width) === request.width && extensionOf(v.format) === request.format,
      )
    : undefined;
  if (!variant) throw missing();
  const file = await files.get(variant.key);
  if (!file) throw missing();
  return { ...file, filename: `${request.slug}-${variant.width}.${extensionOf(variant.format)}` };
}
