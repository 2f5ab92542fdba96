import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { ResponsivePicture } from '@/components/shared-react/ResponsivePicture';
import { useHydrated } from '../hooks/useHydrated';
import type { PictureData } from '@/lib/images';

interface Props {
  picture: PictureData;
  /** Names the first-letter placeholder (which shows the title, not the image), and is the alt text unless `alt` is given. */
  title: string;
  alt?: string | undefined;
  className?: string;
  eager?: boolean;
}

/**
 * A project image that turns into a placeholder with the title's first letter when it fails
 * to load, also when it failed before the island hydrated. Rendered by the server (the page's
 * own cards, static HTML that is never hydrated), the page's shell script does it instead
 * (`data-fallback`, src/browser/shell.ts); rendered in the browser, this component does.
 */
export function Thumbnail({ picture, title, alt = title, className, eager = false }: Props) {
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [picture.src]);

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
    <ResponsivePicture
      ref={ref}
      picture={picture}
      alt={alt}
      eager={eager}
      onError={() => setFailed(true)}
      data-fallback={hydrated ? undefined : title.trim().charAt(0).toUpperCase()}
      data-fallback-label={hydrated ? undefined : title}
      className={cn('object-cover', className)}
    />
  );
}
