// A listing photo's row and its answer: the variants' store keys stay inside (the files are
// reached through the public URL, gated on the listing being published).
import type { ListingPhoto, PhotoFormat, PublicListingPhoto } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../../db/database.js';
import { type Row, toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';

type Db = Kysely<DB> | Transaction<DB>;

/** One stored size of a photo, as `listing_photos.variants` holds it. */
export interface StoredVariant {
  width: number;
  format: PhotoFormat;
  key: string;
  size: number;
}

/** The URL extension of a format (`jpeg` files are `.jpg`). */
export const extensionOf = (format: PhotoFormat) => (format === 'jpeg' ? 'jpg' : format);

export const variantsOf = (row: Pick<Row<'listing_photos'>, 'variants'>): StoredVariant[] =>
  JSON.parse(row.variants);

export const photoUrl = (slug: string, photoId: string, v: Pick<StoredVariant, 'width' | 'format'>) =>
  `/api/v1/public/listings/${slug}/photos/${photoId}/${v.width}.${extensionOf(v.format)}`;

export function publicPhotoOf(row: Row<'listing_photos'>, slug: string): PublicListingPhoto {
  return {
    alt: { en: row.alt_en, fr: row.alt_fr },
    width: Number(row.width),
    height: Number(row.height),
    variants: variantsOf(row).map((v) => ({
      width: v.width,
      format: v.format,
      url: photoUrl(slug, String(row.id), v),
    })),
  };
}

export function photoOf(row: Row<'listing_photos'>, slug: string): ListingPhoto {
  const id = String(row.id);
  const preview = `/api/v1/listings/${String(row.listing_id)}/photos/${id}`;
  const shown = publicPhotoOf(row, slug);
  return {
    id,
    position: Number(row.position),
    ...shown,
    variants: shown.variants.map((v) => ({
      ...v,
      preview_url: `${preview}/${v.width}.${extensionOf(v.format)}`,
    })),
    created_at: toIso(row.created_at),
  };
}

/** The listing's id and slug, or 404. On PostgreSQL the row is locked for the transaction: photo
 * writes of one listing take turns, so two uploads never take the same position (SQLite's
 * transactions already take the write lock as they begin). */
export async function lockListing(trx: Transaction<DB>, dialect: Dialect, raw: string) {
  const id = uuidKey(raw);
  let query = trx
    .selectFrom('listings')
    .select(['id', 'slug'])
    .where('id', '=', id ?? '');
  if (dialect === 'postgres') query = query.forUpdate();
  const row = id ? await query.executeTakeFirst() : undefined;
  if (!row) throw notFound('lookup.listing');
  return { id: String(row.id), slug: row.slug };
}

/** Marks the listing changed by a change to its photos: the public pages' cache is keyed on the
 * listings' latest `updated_at` (ADR 0048). Its `version` stays: staff editing its text do not
 * conflict with a photo upload. */
export async function touchListing(trx: Transaction<DB>, listingId: string): Promise<void> {
  await trx
    .updateTable('listings')
    .set({ updated_at: new Date().toISOString() })
    .where('id', '=', listingId)
    .execute();
}

/** The listing's photo, or 404. */
export async function findPhoto(db: Db, listingId: string, raw: string) {
  const id = uuidKey(raw);
  const row = id
    ? await db
        .selectFrom('listing_photos')
        .selectAll()
        .where('id', '=', id)
        .where('listing_id', '=', listingId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('lookup.listingPhoto');
  return row;
}

/** The listing's photos in their order. */
export const photoRows = (db: Db, listingId: string) =>
  db
    .selectFrom('listing_photos')
    .selectAll()
    .where('listing_id', '=', listingId)
    .orderBy('position')
    .execute();
