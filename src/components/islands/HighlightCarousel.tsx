/**
 * Project highlights, each a title and a value line: a click advances to the next item cyclically
 * with a 300 ms fade; clicks during the fade are ignored. A button, so it works by keyboard; the
 * fade is skipped for visitors who prefer reduced motion. Each change is announced politely
 * (a live region beside the button; nothing is said on load). Its words are the page's language's
 * (the dictionary's home group).
 */
import { ChevronRight } from './island-icons';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { FORCED_COLORS_EDGE } from '@/lib/ui-variants';
import { FADE_MS, nextIndex } from '@/lib/carousel';
import { fillTemplate } from '@/lib/template';
import { withErrorBoundary } from './ErrorBoundary';

interface Highlight {
  id: string;
  title: string;
  value: string;
}

/**
 * The carousel's words (the dictionary's home.highlightCount, nextHighlight and
 * highlightAnnouncement), under short names: they are sent in the page's HTML.
 */
export interface HighlightWords {
  count: string;
  next: string;
  announce: string;
}

function HighlightCarousel({ items, words }: { items: Highlight[]; words: HighlightWords }) {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  /** Guards against clicks during the fade even before React re-renders. */
  const busy = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const [hydrated, setHydrated] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    setHydrated(true);
    return () => window.clearTimeout(timer.current);
  }, []);

  const current = items[index];
  if (!current) return null;

  const show = (next: number) => {
    setIndex(next);
    const item = items[next];
    if (item)
      setAnnouncement(
        fillTemplate(words.announce, {
          number: String(next + 1),
          total: String(items.length),
          title: item.title,
          value: item.value,
        }),
      );
  };

  const advance = () => {
    if (busy.current) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      show(nextIndex(index, items.length));
      return;
    }
    busy.current = true;
    setFading(true);
    const next = nextIndex(index, items.length);
    timer.current = window.setTimeout(() => {
      show(next);
      setFading(false);
      busy.current = false;
    }, FADE_MS);
  };

  return (
    <>
      <button
        type="button"
        onClick={advance}
        data-hydrated={hydrated}
        className={cn(
          'group flex w-full items-center gap-3 rounded-3xl bg-accent-gradient p-5 text-left text-white shadow-lg shadow-indigo-500/20 sm:gap-6 sm:p-8',
          FORCED_COLORS_EDGE,
        )}
      >
        <span
          data-highlight={current.id}
          className={cn(
            'flex min-w-0 flex-1 flex-col gap-2 wrap-break-word transition-opacity duration-300',
            fading ? 'opacity-0' : 'opacity-100',
          )}
        >
          <span className="text-sm font-semibold tracking-wide text-white uppercase">
            {fillTemplate(words.count, { number: String(index + 1), total: String(items.length) })}
          </span>
          <span className="text-2xl font-bold sm:text-3xl">{current.title}</span>
          <span className="text-lg text-white">{current.value}</span>
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
          <span className="sr-only">{words.next}</span>
        </span>
      </button>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

export default withErrorBoundary(HighlightCarousel);
