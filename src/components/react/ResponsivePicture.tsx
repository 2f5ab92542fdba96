import type { ImgHTMLAttributes, Ref } from 'react';
import type { PictureData } from '@/lib/images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> & {
  picture: PictureData;
  alt: string;
  ref?: Ref<HTMLImageElement>;
  /** Above the fold: load at once (add `fetchPriority="high"` for the page's main image). */
  eager?: boolean;
};

/**
 * The site's one responsive image: a `<picture>` with an AVIF and a WebP `srcset` and the real
 * size (src/data/images.ts makes the data). Static pages render it without hydrating it; the
 * portfolio island renders it inside its cards.
 */
export function ResponsivePicture({ picture, alt, eager = false, ref, ...img }: Props) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      <img
        ref={ref}
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
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
