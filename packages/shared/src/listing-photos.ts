// A listing's photos (issue 28): uploaded by staff, ordered, each with its alt text in both of the
// site's languages, served in responsive sizes and modern formats (AVIF, WebP, one JPEG).
import { z } from 'zod';
import { noControl } from './fields.js';

export const PHOTO_ALT_MAX = 300;
/** What a variant is encoded as: the image's MIME subtype (`image/${format}`), for `<source type>`. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** One language's alt text: may stay empty until written (the page then shows an empty alt). */
const altSide = z
  .string({ error: 'photos.val.alt' })
  .trim()
  .max(PHOTO_ALT_MAX, 'photos.val.alt')
  .refine(noControl, 'val.control');

export const PhotoAlt = z.strictObject({ en: altSide, fr: altSide }, { error: 'photos.val.alt' });

/** The text fields of the upload form (the file is its own part). `title` is the name for
 * it: the alt text of each language not given. */
export const ListingPhotoFields = z.strictObject({
  alt_en: altSide.optional(),
  alt_fr: altSide.optional(),
  title: altSide.optional(),
});
export type ListingPhotoFields = z.infer<typeof ListingPhotoFields>;

/** POST /listings/{id}/photos, as OpenAPI documents the multipart form. */
export const ListingPhotoUpload = ListingPhotoFields.extend({
  file: z.string().meta({ format: 'binary' }).describe('The photo: JPEG, PNG, WebP or AVIF'),
});

/** PUT /listings/{id}/photos/{photo_id}: only what changes. */
export const ListingPhotoUpdate = z.strictObject({
  alt: PhotoAlt.optional(),
  position: z
    .number({ error: 'photos.val.position' })
    .int('photos.val.position')
    .min(0, 'photos.val.position')
    .optional()
    .describe('Its place on the page from 0; the others shift. Past the end: the last place'),
});
export type ListingPhotoUpdate = z.infer<typeof ListingPhotoUpdate>;

export const PhotoVariant = z.object({
  width: z.number(),
  format: z.enum(PHOTO_FORMATS),
  url: z.string().describe('Public path of the file; answers only while the listing is published'),
});

const Alt = z.object({ en: z.string(), fr: z.string() });

/** A photo as the public page shows it. */
export const PublicListingPhoto = z.object({
  alt: Alt,
  width: z.number().describe('Of the photo as shown (upright)'),
  height: z.number(),
  variants: z.array(PhotoVariant).describe('Narrowest first; AVIF then WebP for each width; one JPEG'),
});
export type PublicListingPhoto = z.infer<typeof PublicListingPhoto>;

/** Staff see a draft's photos too: `preview_url` answers them (with their credential) whatever
 * the listing's status. */
export const StaffPhotoVariant = PhotoVariant.extend({
  preview_url: z.string().describe('Staff path of the file: answers whatever the listing’s status'),
});

export const ListingPhoto = PublicListingPhoto.extend({
  variants: z.array(StaffPhotoVariant).describe('Narrowest first; AVIF then WebP for each width; one JPEG'),
  id: z.string(),
  position: z.number(),
  created_at: z.string(),
});
export type ListingPhoto = z.infer<typeof ListingPhoto>;

export const ListingPhotoList = z.object({ data: z.array(ListingPhoto) });
export type ListingPhotoList = z.infer<typeof ListingPhotoList>;
