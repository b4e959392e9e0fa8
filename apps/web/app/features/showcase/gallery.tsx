import type { ShowcaseImage } from '@crm/shared';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Language } from '../../site-config';
import { text } from './localized';

interface GalleryLayout {
  grid: SxProps<Theme>;
  /** Extra placement of the first image, the largest one. */
  first?: SxProps<Theme>;
  /** Whether the first image fills a cell of several rows on md and up (so has no ratio there). */
  firstSpansRows?: boolean;
}

/** A layout per number of images, so every row is full: five make one large image and a 2 × 2
 * block, three a row of three (a large one above two on tablets). */
function layoutFor(count: number): GalleryLayout {
  switch (count) {
    case 1:
      return { grid: { gridTemplateColumns: '1fr' } };
    case 2:
    case 4:
      return { grid: { gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } } };
    case 3:
      return {
        grid: { gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } },
        first: { gridColumn: { sm: 'span 2', md: 'auto' } },
      };
    case 5:
      return {
        grid: { gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } },
        first: { gridColumn: 'span 2', gridRow: { md: 'span 2' } },
        firstSpansRows: true,
      };
    default:
      return { grid: { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' } };
  }
}

interface GalleryProps {
  images: ShowcaseImage[];
  lang: Language;
  /** The page's first image is its largest paint: loaded at once, not lazily. */
  eagerFirst?: boolean;
}

/** A section's pictures in a responsive grid. Each cell has the image's aspect ratio before the
 * image arrives (no layout shift); the image covers it. */
export function Gallery({ images, lang, eagerFirst = false }: GalleryProps) {
  if (!images.length) return null;
  const layout = layoutFor(images.length);
  return (
    <Box
      component="ul"
      sx={
        [
          { display: 'grid', gap: { xs: 1.5, md: 2 }, m: 0, mt: 4, p: 0, listStyle: 'none' },
          layout.grid,
        ] as SxProps<Theme>
      }
    >
      {images.map((image, i) => (
        <Box
          component="li"
          key={image.src}
          sx={
            [
              {
                position: 'relative',
                overflow: 'hidden',
                borderRadius: 2,
                bgcolor: '#e8edf3',
                aspectRatio: `${image.width} / ${image.height}`,
              },
              i === 0 && layout.first,
              i === 0 && layout.firstSpansRows && { aspectRatio: { md: 'auto' } },
            ] as SxProps<Theme>
          }
        >
          <Box
            component="img"
            src={image.src}
            width={image.width}
            height={image.height}
            alt={text(image.alt, lang)}
            loading={eagerFirst && i === 0 ? 'eager' : 'lazy'}
            fetchPriority={eagerFirst && i === 0 ? 'high' : undefined}
            decoding="async"
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              display: 'block',
              transition: 'transform 400ms ease',
              '@media (hover: hover) and (prefers-reduced-motion: no-preference)': {
                '&:hover': { transform: 'scale(1.03)' },
              },
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
