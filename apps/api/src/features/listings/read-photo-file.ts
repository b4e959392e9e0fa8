// A listing's photo file: for the public site only while the listing is published; for staff
// (the portal's preview of a draft) whatever its status. Every miss (a draft or archived listing
// publicly, an unknown slug, listing, photo, width or format, a file gone from the store) is the
// same 404: nothing tells a visitor which listings or photos exist unpublished.
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

export interface PhotoFileRequest {
  photo_id: string;
  width: string;
  format: string;
}

const missing = () => notFound('lookup.listingPhoto');

function selectPhoto(database: Database, photoId: string) {
  return database.db
    .selectFrom('listing_photos as p')
    .innerJoin('listings as l', 'l.id', 'p.listing_id')
    .select(['p.variants', 'l.slug'])
    .where('p.id', '=', photoId);
}

async function openVariant(
  files: FileStore,
  row: { variants: string; slug: string } | undefined,
  request: PhotoFileRequest,
): Promise<PhotoFile> {
  const variant = row
    ? variantsOf(row).find(
        (v) => String(v.width) === request.width && extensionOf(v.format) === request.format,
      )
    : undefined;
  const file = variant ? await files.get(variant.key) : null;
  if (!row || !variant || !file) throw missing();
  return { ...file, filename: `${row.slug}-${variant.width}.${extensionOf(variant.format)}` };
}

/** GET /public/listings/{slug}/photos/{photo_id}/{width}.{ext}. */
export async function readPublicPhotoFile(
  database: Database,
  files: FileStore,
  request: PhotoFileRequest & { slug: string },
): Promise<PhotoFile> {
  const id = uuidKey(request.photo_id);
  if (!id || !LISTING_SLUG.test(request.slug)) throw missing();
  const row = await selectPhoto(database, id)
    .where('l.slug', '=', request.slug)
    .where('l.status', '=', 'published')
    .executeTakeFirst();
  return openVariant(files, row, request);
}

/** GET /listings/{id}/photos/{photo_id}/{width}.{ext} (staff): drafts' photos too. */
export async function readStaffPhotoFile(
  database: Database,
  files: FileStore,
  request: PhotoFileRequest & { id: string },
): Promise<PhotoFile> {
  const id = uuidKey(request.photo_id);
  const listingId = uuidKey(request.id);
  if (!id || !listingId) throw missing();
  const row = await selectPhoto(database, id).where('l.id', '=', listingId).executeTakeFirst();
  return openVariant(files, row, request);
}
