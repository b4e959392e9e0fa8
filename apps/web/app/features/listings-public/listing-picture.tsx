import type { Language, PhotoFormat, PublicListingPhoto } from '@crm/shared';
import { preload } from 'react-dom';

interface ListingPictureProps {
  photo: PublicListingPhoto;
  lang: Language;
  /** The `sizes` of the layout it sits in: the browser picks the narrowest file that fills it. */
  sizes: string;
  /** The page's largest image (its LCP): fetched at once, ahead of the scripts. */
  priority?: boolean;
  className?: string;
}

const srcSet = (photo: PublicListingPhoto, format: PhotoFormat) =>
  photo.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

/** A listing photo in AVIF, else WebP, else its one JPEG, at the width the layout needs. Its
 * width and height reserve its place before it loads (no layout shift). */
export function ListingPicture({ photo, lang, sizes, priority = false, className }: ListingPictureProps) {
  const jpeg = photo.variants.find((v) => v.format === 'jpeg') ?? photo.variants[0];
  const avif = srcSet(photo, 'avif');
  // React preloads a plain <img> itself, never one in a <picture>: a hint in <head>, so the
  // browser fetches the largest paint before it reaches the body.
  if (priority && jpeg && avif)
    preload(jpeg.url, {
      as: 'image',
      imageSrcSet: avif,
      imageSizes: sizes,
      type: 'image/avif',
      fetchPriority: 'high',
    });
  return (
    <picture className={className}>
      {(['avif', 'webp'] as const).map((format) => {
        const set = srcSet(photo, format);
        return set ? <source key={format} type={`image/${format}`} srcSet={set} sizes={sizes} /> : null;
      })}
      <img
        src={jpeg?.url}
        width={photo.width}
        height={photo.height}
        alt={photo.alt[lang]}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
