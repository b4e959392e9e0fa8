// The sizes a listing photo is served in: the page's srcset picks a width, the browser a format
// (AVIF, else WebP, else the one JPEG). The original is never served: it carries the camera's EXIF,
// GPS position included, and is often 5–10 MB.
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { MAX_PHOTO_PIXELS, readImage, tooManyPixels, unreadableImage } from './read-image.js';

/** Card, page column, full-screen gallery. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
/** The one JPEG, for browsers without AVIF or WebP (and e-mail clients): the page-column width. */
const JPEG_WIDTH = 960;

export type PhotoFormat = 'avif' | 'webp' | 'jpeg';

export interface PhotoVariant {
  width: number;
  format: PhotoFormat;
  bytes: Buffer;
}

export interface PhotoSizes {
  /** The photo as shown (after its EXIF orientation). */
  width: number;
  height: number;
  /** Narrowest first; for each width AVIF then WebP; one JPEG. */
  variants: PhotoVariant[];
}

/** Moderate effort: a 12 MP photo's seven variants take about a second on one core. AVIF effort 2
 * of 0–9 (sharp's default 4 takes ~3× as long for a few % smaller files), WebP effort 4 of 0–6
 * (its default), mozjpeg's trellis quantisation for the JPEG. Quality: sharp's defaults, chosen
 * for photographs (AVIF 50 ≈ JPEG 80 to the eye). */
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 80, effort: 4 }),
  // JPEG has no alpha: a transparent PNG's background becomes white, not black.
  jpeg: (image: Sharp) =>
    image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true, progressive: true }),
} satisfies Record<PhotoFormat, (image: Sharp) => Sharp>;

/** 480, 960 and 1600 when the photo is wider; its own width in their place when it is narrower
 * (a 700 px photo: 480 and 700). Never upscaled: a larger file of no more detail. */
export function variantWidths(width: number): number[] {
  const below = PHOTO_WIDTHS.filter((w) => w < width);
  return width <= PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]! ? [...below, width] : below;
}

/** The photo's variants, upright and without metadata. 413 over 50 megapixels, 400 when sharp
 * cannot decode it (a truncated JPEG included). */
export async function photoVariants(bytes: Buffer): Promise<PhotoSizes> {
  const { width, height } = await readImage(bytes);
  const widths = variantWidths(width);
  const largest = widths[widths.length - 1]!;
  // Decoded once, at the largest width: each variant then resizes 6 MB of pixels, not the camera's
  // 12–48 MP. rotate() applies the EXIF orientation; raw pixels carry no metadata, so no EXIF,
  // GPS, XMP or ICC profile can reach a variant (colours are converted to sRGB first).
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw /pixel limit/i.test(String(error)) ? tooManyPixels() : unreadableImage();
  }
  const { channels } = raw.info;
  const source = () => sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels } });
  const jpegWidth = Math.max(...widths.filter((w) => w <= JPEG_WIDTH), widths[0]!);
  const jobs: { width: number; format: PhotoFormat }[] = [
    ...widths.flatMap((w) => [
      { width: w, format: 'avif' as const },
      { width: w, format: 'webp' as const },
    ]),
    { width: jpegWidth, format: 'jpeg' },
  ];
  const variants = await Promise.all(
    jobs.map(async ({ width: w, format }) => ({
      width: w,
      format,
      bytes: await ENCODE[format](source().resize({ width: w })).toBuffer(),
    })),
  );
  return { width, height, variants };
}
