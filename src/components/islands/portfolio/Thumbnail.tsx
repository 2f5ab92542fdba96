import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { responsiveImage, type ImageLayout } from '@/lib/responsive-images';

interface Props {
  src: string;
  /** Used for the alt text and the first-letter placeholder. */
  title: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
  /** How wide it is laid out, for `sizes` (see src/lib/responsive-images.ts). */
  layout?: ImageLayout;
}

/**
 * A project image that turns into a placeholder with the title's first letter when it fails
 * to load, also when it failed before the island hydrated.
 */
export function Thumbnail({ src, title, width, height, className, eager = false, layout = 'card' }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);

  const responsive = responsiveImage(src, width, layout);
  if (failed) {
    return (
      <div
        role="img"
        aria-label={title}
        data-placeholder
        className={cn('grid place-items-center bg-accent-gradient text-5xl font-bold text-white/90', className)}
      >
        <span aria-hidden="true">{title.trim().charAt(0).toUpperCase()}</span>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      srcSet={responsive.srcset}
      sizes={responsive.sizes}
      alt={title}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('object-cover', className)}
    />
  );
}
