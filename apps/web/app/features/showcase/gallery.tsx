import type { ShowcaseImage } from '@crm/shared';
import type { CSSProperties } from 'react';
import type { Language } from '../../site-config';
import { text } from './localized';

interface GalleryProps {
  images: ShowcaseImage[];
  lang: Language;
  /** The page's first image is its largest paint: loaded at once, not lazily. */
  eagerFirst?: boolean;
}

/** A section's pictures in a responsive grid, laid out by their number (data-count, showcase.css):
 * five make one large image and a 2 × 2 block, three a row of three (a large one above two on
 * tablets). Each cell has the image's aspect ratio before the image arrives (no layout shift); the
 * image covers it. */
export function Gallery({ images, lang, eagerFirst = false }: GalleryProps) {
  if (!images.length) return null;
  return (
    <ul className="sc-gallery" data-count={images.length}>
      {images.map((image, i) => (
        <li key={image.src} style={{ '--ratio': `${image.width} / ${image.height}` } as CSSProperties}>
          <img
            src={image.src}
            width={image.width}
            height={image.height}
            alt={text(image.alt, lang)}
            loading={eagerFirst && i === 0 ? 'eager' : 'lazy'}
            fetchPriority={eagerFirst && i === 0 ? 'high' : undefined}
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
