/**
 * The portfolio block: search, five filter tabs, Show/Hide Details, active filter chips, empty
 * state and (full page) pagination. Rendered on the server with the default view, so every card of
 * the first page is in the HTML; the full page then reads and writes its state in the URL query
 * (useUrlState: shareable, Back undoes a choice). The props carry only that first page: every other
 * view fetches what it needs of the portfolio's sharded index (useIndexQuery: the facets' bitsets,
 * the text shards when searching, the shards of the cards in view), and the index's small
 * manifest is fetched when the visitor first reaches for a control (focus or pointer)
 * (src/lib/portfolio/view.ts).
 */
import { Search, SlidersHorizontal, X } from '../island-icons';
import { SearchClearButton } from '../SearchClearButton';
import { Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DEFAULT_FILTERS, activeFilters, type FilterKey, type PortfolioFilters } from '@/lib/portfolio/filters';
import { portfolioPagePath, resultSummary } from '@/lib/portfolio/pagination';
import { serverWordsAt, type PortfolioIslandWords } from '@/lib/portfolio/words';
import { fillTemplate } from '@/lib/template';
import { portfolioQuery } from '@/lib/portfolio/query';
import { buttonClass, inputClass } from '@/lib/ui-variants';
import type { VisitorChange } from '@/lib/url-state';
import { withErrorBoundary } from '../ErrorBoundary';
import { useIndexQuery, type IndexRequest } from '../hooks/useIndexQuery';
import { useUrlState } from '../hooks/useUrlState';
import { isFirstView, isUnfiltered, pageCountFrom, portfolioViewOf } from '@/lib/portfolio/view';
import { portfolioSelection } from '@/lib/portfolio/index-shards';
import type { PortfolioCard } from '@/lib/portfolio/card';
import { FilterTabs } from './FilterTabs';
import { Pagination } from './Pagination';
import { ProjectCard } from './ProjectCard';

interface Props {
  /**
   * The page's own cards (page `startPage` of the unfiltered list), rendered by the server into
   * the island's slot: static HTML that is shown, never hydrated, for the page's own view and
   * while the catalogue loads. Their data is not in the props.
   */
  children: ReactNode;
  /** How many they are. */
  firstCount: number;
  /** Which page that is: 1 on /projects, n on its static page /projects/page/n. */
  startPage?: number;
  /** Projects in the catalogue. */
  total: number;
  /** URL of the manifest of the catalogue's sharded index. */
  indexUrl: string;
  techOptions: string[];
  pageSize: number;
  /** Full page: pagination and URL state. Embedded: first page only, no URL state. */
  variant: 'full' | 'embedded';
  /** The words it renders, in the page's language (content/dictionaries/, `portfolio`). */
  words: PortfolioIslandWords;
  /** The list's path in the page's language (/de/projects), where its later pages are; /projects when omitted. */
  path?: string | undefined;
}

function PortfolioExplorer({
  children,
  firstCount,
  startPage = 1,
  total,
  indexUrl,
  techOptions,
  pageSize,
  variant,
  words,
  path,
}: Props) {
  const full = variant === 'full';
  const Heading = full ? 'h2' : 'h3';
  // The index's page for the state in view, set below once the state is known.
  const [request, setRequest] = useState<IndexRequest | null>(null);
  const catalogue = useIndexQuery<PortfolioCard>(indexUrl, request);
  const { matchCount } = catalogue;
  // A new codec once a filtered list's count is known: the URL is read again, its page now
  // bounded by that list's pages.
  const codec = useMemo(
    () =>
      portfolioQuery(
        techOptions,
        pageCountFrom((filters) => matchCount(portfolioSelection(filters)), total, pageSize),
        startPage,
      ),
    [matchCount, techOptions, total, pageSize, startPage],
  );
  const searchRef = useRef<HTMLInputElement>(null);
  // The full page keeps its state in the URL; the block embedded on the home page does not.
  const [state, setState] = useUrlState(codec, {
    enabled: full,
    // A search typed into the server-rendered box before hydration is kept, not reset.
    enteredBeforeHydration: (fromUrl) => {
      const typed = searchRef.current?.value ?? '';
      return typed ? { ...fromUrl, search: typed, page: 1 } : fromUrl;
    },
  });
  const [showDetails, setShowDetails] = useState(false);
  const [tab, setTab] = useState<FilterKey>('status');
  const listRef = useRef<HTMLDivElement>(null);
  const { page } = state;

  const first = useMemo(() => ({ count: firstCount, total, page: startPage }), [firstCount, total, startPage]);
  const view = useMemo(
    () => portfolioViewOf(catalogue.current, first, state, pageSize),
    [catalogue.current, first, state, pageSize],
  );
  const { pageCount } = view;
  // While a view loads, the last one that arrived stays (dimmed), else the page's own cards.
  const rendered = view.cards ?? (view.loading ? catalogue.latest?.cards : null);
  const chips = activeFilters(state, techOptions, words);

  // Any view but the first needs its page of the index.
  const own = isFirstView(state, startPage);
  const selection = useMemo(() => portfolioSelection(state), [state]);
  useEffect(() => {
    setRequest(own ? null : { selection, page, pageSize });
  }, [own, selection, page, pageSize]);
  /** Pointing at or focusing anything in the block fetches the index's manifest, so it is usually there by the click. */
  const { prefetch } = catalogue;

  /** A filter change shows the first page of the new result. */
  const update = (patch: Partial<PortfolioFilters>, change: VisitorChange = 'choice') =>
    setState((current) => ({ ...current, ...patch, page: 1 }), change);

  const goToPage = (next: number) => {
    setState((current) => ({ ...current, page: next }), 'choice');
    listRef.current?.scrollIntoView({ block: 'start' });
  };

  // A control that removes itself (Clear search, a filter chip, Clear Filters, Reset all filters)
  // hands focus on once the block has rendered without it, never leaving it on <body>.
  const blockRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const selector = focusNext.current;
    if (!selector) return;
    focusNext.current = null;
    blockRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  const SEARCH_BOX = 'input[type="search"]';

  const reset = () => {
    focusNext.current = SEARCH_BOX;
    setState(codec.defaults, 'choice');
  };
  const clearSearch = () => {
    focusNext.current = SEARCH_BOX;
    update({ search: '' });
  };
  /** The next chip takes focus, else the one before, else the filter option now chosen. */
  const removeChip = (key: keyof PortfolioFilters) => {
    const at = chips.findIndex((chip) => chip.key === key);
    const neighbour = chips[at + 1] ?? chips[at - 1];
    focusNext.current = neighbour ? `[data-filter-chip="${neighbour.key}"]` : '[role="tabpanel"] [aria-pressed="true"]';
    update({ [key]: DEFAULT_FILTERS[key] });
  };
  const resultText = catalogue.failed
    ? words.failed
    : view.loading
      ? words.loading
      : resultSummary(words, { total: view.matches, shown: view.shown, page, pageSize, paged: full });
  const empty = !view.loading && view.matches === 0;

  return (
    <div ref={blockRef} className="flex flex-col gap-5" onFocusCapture={prefetch} onPointerEnter={prefetch}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            ref={searchRef}
            type="search"
            aria-label={words.searchLabel}
            placeholder={words.searchPlaceholder}
            value={state.search}
            onChange={(event) => update({ search: event.target.value }, 'typing')}
            className={cn(inputClass, 'h-11 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden')}
          />
          {state.search ? (
            <SearchClearButton label={words.clearSearch} onClear={clearSearch} className="right-2 size-7" />
          ) : null}
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            aria-pressed={showDetails}
            onClick={() => setShowDetails((v) => !v)}
            className={buttonClass('outline', 'md')}
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {showDetails ? words.hideDetails : words.showDetails}
          </button>
          {chips.length > 0 ? (
            <button type="button" onClick={reset} className={buttonClass('ghost', 'md')}>
              {fillTemplate(words.clearFilters, { count: chips.length })}
            </button>
          ) : null}
        </div>
      </div>

      <FilterTabs
        tab={tab}
        onTabChange={setTab}
        filters={state}
        techOptions={techOptions}
        onSelect={(key, value) => update({ [key]: value })}
        words={words}
      />

      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium text-slate-700">{words.activeFilters}</span>
          {chips.map((chip) => (
            <button
              key={chip.key}
              type="button"
              onClick={() => removeChip(chip.key)}
              data-filter-chip={chip.key}
              aria-label={fillTemplate(words.removeFilter, { filter: chip.label })}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-3 py-1 text-indigo-800 ring-1 ring-indigo-200 ring-inset hover:bg-indigo-100"
            >
              {chip.label}
              <X className="size-3.5" aria-hidden="true" />
            </button>
          ))}
        </div>
      ) : null}

      <div ref={listRef} className="scroll-mt-24">
        {/* With no match the heading below says it; the line stays for screen readers. */}
        <p className={cn('mb-3 text-sm text-slate-600', empty && 'sr-only')} role="status" aria-live="polite">
          {resultText}
        </p>
        {!empty ? (
          <div
            className={cn(
              'grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3',
              view.loading && 'opacity-60 transition-opacity',
            )}
            aria-busy={view.loading || undefined}
            data-show-details={showDetails || undefined}
          >
            {rendered
              ? rendered.map((card, index) => (
                  <ProjectCard
                    key={card.slug}
                    card={card}
                    eager={full && index < 3}
                    headingLevel={full ? 2 : 3}
                    words={words}
                  />
                ))
              : children}
          </div>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-surface/70 px-6 py-14 text-center">
            <Heading className="text-lg font-semibold text-slate-900">{words.noneFound}</Heading>
            <p className="text-slate-600">{words.noMatch}</p>
            <button type="button" onClick={reset} className={buttonClass('primary', 'md')}>
              {words.resetFilters}
            </button>
          </div>
        )}
      </div>

      {/* Unfiltered, a page link leads to that page's own static page (no catalogue needed);
          with a filter, it pages the filtered list in place. */}
      {full && pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefOf={(n) => portfolioPagePath(n, path)}
          onChange={isUnfiltered(state) ? undefined : goToPage}
          words={words}
        />
      ) : null}
    </div>
  );
}

/** The block's props: its words, or (the home page's block) where to fetch them. */
type BlockProps = Omit<Props, 'words'> & ({ words: PortfolioIslandWords } | { wordsPath: string });

/** Each language's words, fetched once per page. */
const wordsLoads = new Map<string, Promise<PortfolioIslandWords>>();
function loadWords(path: string): Promise<PortfolioIslandWords> {
  const known =
    wordsLoads.get(path) ??
    fetch(path).then(async (response) => {
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return (await response.json()) as PortfolioIslandWords;
    });
  wordsLoads.set(path, known);
  return known;
}

/**
 * A block whose words are fetched: the server renders it with the words PortfolioSection gave
 * it; in the browser, hydration waits (Suspense keeps the server's HTML) until they arrive.
 */
function WithFetchedWords({ wordsPath, ...props }: Omit<Props, 'words'> & { wordsPath: string }) {
  const words = typeof window === 'undefined' ? serverWordsAt(wordsPath) : use(loadWords(wordsPath));
  if (!words) throw new Error(`No portfolio words for ${wordsPath} on the server`);
  return <PortfolioExplorer {...props} words={words} />;
}

function PortfolioBlock(props: BlockProps) {
  if ('words' in props) return <PortfolioExplorer {...props} />;
  return (
    <Suspense fallback={null}>
      <WithFetchedWords {...props} />
    </Suspense>
  );
}

export default withErrorBoundary(PortfolioBlock);
