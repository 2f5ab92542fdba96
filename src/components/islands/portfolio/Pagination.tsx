import type { MouseEvent } from 'react';
import { ChevronLeft, ChevronRight } from '../island-icons';
import { cn } from '@/lib/cn';
import { pageLinks } from '@/lib/portfolio/pagination';
import { buttonClass } from '@/lib/ui-variants';
import { fillTemplate } from '@/lib/template';
import type { PortfolioWords } from '@/lib/portfolio/words';

interface Props {
  page: number;
  pageCount: number;
  /** Where page `n` is without JavaScript and for crawlers: its own static page. */
  hrefOf: (n: number) => string;
  /** When given, a plain click shows page `n` in place instead of following its link. */
  onChange?: ((page: number) => void) | undefined;
  words: Pick<PortfolioWords, 'pagination' | 'previous' | 'next' | 'pageNumber'>;
}

/**
 * Previous, numbered pages, next; bounded, with previous and next disabled at the ends. Every
 * page is a real link (to /projects/page/n), so the catalogue can be paged and crawled without
 * JavaScript (each page reaches its neighbours and both ends); with it, a click pages in place
 * and keeps the filters. A long list shows the numbers around the current page (pageLinks).
 */
export function Pagination({ page, pageCount, hrefOf, onChange, words }: Props) {
  const follow = (n: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onChange || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChange(n);
  };
  const step = (n: number, enabled: boolean, label: string, icon: 'previous' | 'next') => {
    const content = (
      <>
        {icon === 'previous' ? <ChevronLeft className="size-4" aria-hidden="true" /> : null}
        {label}
        {icon === 'next' ? <ChevronRight className="size-4" aria-hidden="true" /> : null}
      </>
    );
    return enabled ? (
      <a
        href={hrefOf(n)}
        onClick={follow(n)}
        rel={icon === 'next' ? 'next' : 'prev'}
        className={buttonClass('outline', 'sm')}
      >
        {content}
      </a>
    ) : (
      <a role="link" aria-disabled="true" className={cn(buttonClass('outline', 'sm'), 'cursor-not-allowed')}>
        {content}
      </a>
    );
  };
  return (
    <nav aria-label={words.pagination} className="flex flex-wrap items-center justify-center gap-1.5">
      {step(page - 1, page > 1, words.previous, 'previous')}
      {pageLinks(page, pageCount).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <a
            key={n}
            href={hrefOf(n)}
            onClick={follow(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={fillTemplate(words.pageNumber, { page: n })}
            className={buttonClass(n === page ? 'primary' : 'outline', 'icon')}
          >
            {n}
          </a>
        ),
      )}
      {step(page + 1, page < pageCount, words.next, 'next')}
    </nav>
  );
}
