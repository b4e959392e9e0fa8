import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface SectionImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  sx?: SxProps<Theme>;
}

/** A picture below the fold: its width and height reserve its space before it loads. */
export function SectionImage({ src, alt, width, height, sx }: SectionImageProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      sx={[
        { display: 'block', width: '100%', height: 'auto', borderRadius: 2 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
