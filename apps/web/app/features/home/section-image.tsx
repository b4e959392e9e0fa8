interface SectionImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A picture below the fold: its width and height reserve its space before it loads. */
export function SectionImage({ src, alt, width, height }: SectionImageProps) {
  return (
    <img
      className="section-img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
