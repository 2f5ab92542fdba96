/**
 * Project highlights, each a title and a value line: a click advances to the next item cyclically
 * with a 300 ms fade; clicks during the fade are ignored. A button, so it works by keyboard; the
 * fade is skipped for visitors who prefer reduced motion.
 */
import { ChevronRight } from './island-icons';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { FADE_MS, nextIndex } from '@/lib/carousel';
import { withErrorBoundary } from './ErrorBoundary';

interface Highlight {
  id: string;
  title: string;
  value: string;
}

function HighlightCarousel({ items }: { items: Highlight[] }) {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  /** Guards against clicks during the fade even before React re-renders. */
  const busy = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    return () => window.clearTimeout(timer.current);
  }, []);

  const current = items[index];
  if (!current) return null;

  const advance = () => {
    if (busy.current) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      setIndex((i) => nextIndex(i, items.length));
      return;
    }
    busy.current = true;
    setFading(true);
    timer.current = window.setTimeout(() => {
      setIndex((i) => nextIndex(i, items.length));
      setFading(false);
      busy.current = false;
    }, FADE_MS);
  };

  return (
    <button
      type="button"
      onClick={advance}
      data-hydrated={hydrated}
      className="group flex w-full items-center gap-6 rounded-3xl bg-accent-gradient p-6 text-left text-white shadow-lg shadow-indigo-500/20 sm:p-8"
    >
      <span
        data-highlight={current.id}
        className={cn(
          'flex flex-1 flex-col gap-2 transition-opacity duration-300',
          fading ? 'opacity-0' : 'opacity-100',
        )}
      >
        <span className="text-sm font-semibold tracking-wide text-white/85 uppercase">
          Highlight {index + 1} / {items.length}
        </span>
        <span className="text-2xl font-bold sm:text-3xl">{current.title}</span>
        <span className="text-lg text-white/90">{current.value}</span>
        <span className="mt-2 flex gap-1.5" aria-hidden="true">
          {items.map((item, i) => (
            <span
              key={item.id}
              className={cn('h-1.5 rounded-full bg-white transition-all', i === index ? 'w-6' : 'w-1.5 opacity-50')}
            />
          ))}
        </span>
      </span>
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white/15 transition-transform group-hover:translate-x-1">
        <ChevronRight className="size-6" aria-hidden="true" />
        <span className="sr-only">Show next highlight</span>
      </span>
    </button>
  );
}

export default withErrorBoundary(HighlightCarousel);
