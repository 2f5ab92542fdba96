import type { ImgHTMLAttributes, Ref } from 'react';
import { IMAGE_LAYOUTS, type PictureData } from '@/lib/images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> & {
  picture: PictureData;
  alt: string;
  ref?: Ref<HTMLImageElement>;
  /** Above the fold: load at once (add `fetchPriority="high"` for the page's main image). */
  eager?: boolean;
};

/**
 * The site's one responsive image: a `<picture>` whose AVIF `<source>` browsers take when they
 * can, and an `<img>` with the WebP copies and the real proportions (src/data/optimised-images.ts makes the
 * data). Static pages render it without hydrating it; the portfolio island inside its cards.
 */
export function ResponsivePicture({ picture, alt, eager = false, ref, ...img }: Props) {
  const { sizes } = IMAGE_LAYOUTS[picture.layout];
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <img
        ref={ref}
        src={picture.src}
        srcSet={picture.webp}
        sizes={sizes}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? undefined : 'async'}
        {...img}
      />
    </picture>
  );
}
