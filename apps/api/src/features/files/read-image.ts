// An uploaded image's header as sharp reads it, within the pixel limit: the upload check and the
// photo sizes refuse the same images with the same messages.
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../shared/app-error.js';

/** 50 megapixels: above any phone or DSLR photo a listing needs (a 48 MP phone fits), below what
 * a decoded image costs to hold (50 M × 4 bytes = 200 MB). A 20 kB PNG can declare 30,000 ×
 * 30,000 pixels: the limit is checked on the header, before anything is decoded. */
export const MAX_PHOTO_PIXELS = 50_000_000;

export const tooManyPixels = () => new AppError(413, 'payload_too_large', 'files.err.tooManyPixels', 'file');
export const unreadableImage = () => new AppError(400, 'bad_request', 'files.err.imageUnreadable', 'file');

export interface ImageHeader {
  /** As shown: after the EXIF orientation (a phone's portrait photo is stored landscape). */
  width: number;
  height: number;
}

/** The image's shown size; 400 when sharp cannot read it, 413 over `maxPixels`. */
export async function readImage(bytes: Buffer, maxPixels = MAX_PHOTO_PIXELS): Promise<ImageHeader> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw unreadableImage();
  }
  const { width, height } = meta.autoOrient;
  if (!(width > 0 && height > 0)) throw unreadableImage();
  if (width * height > maxPixels) throw tooManyPixels();
  return { width, height };
}
