import { ChevronLeft, ChevronRight } from '../icons';
import { buttonClass } from '@/lib/ui-variants';

interface Props {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Previous, numbered pages, next; bounded, with previous and next disabled at the ends. */
export function Pagination({ page, pageCount, onChange }: Props) {
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        className={buttonClass('outline', 'sm')}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </button>
      {pages.map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onChange(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          className={buttonClass(n === page ? 'primary' : 'outline', 'icon')}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        onClick={() => onChange(page + 1)}
        disabled={page >= pageCount}
        className={buttonClass('outline', 'sm')}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
