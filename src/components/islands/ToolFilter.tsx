/**
 * The tool grid with its filters: search, category and featured-only on /tools, search alone on a
 * category page. Filter state lives in the URL query (`?q=&category=&featured=1`, useUrlState), so
 * a filtered list can be shared, survives a reload and Back undoes a choice. The unfiltered grid is
 * the island's slot: rendered by the server, shown while every tool is, never hydrated. The props
 * carry no tool: a filtered view fetches what it needs of the tool catalogue's sharded index
 * (useIndexQuery: the facets' bitsets, the text shards when searching, the shards of the cards it
 * shows), and the index's small manifest is fetched when the visitor first reaches for a control
 * (focus or pointer) (src/lib/tool-index.ts).
 */
import { Search, X } from './island-icons';
import { SearchClearButton } from './SearchClearButton';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { buttonClass, forcedSelected, largeInputClass } from '@/lib/ui-variants';
import { cn } from '@/lib/cn';
import { toolSelection, toolViewOf } from '@/lib/tool-index';
import {
  ALL_CATEGORIES,
  defaultToolFilters,
  hasActiveToolFilters,
  showingTools,
  toolFiltersQuery,
  type ToolCardData,
  type ToolCardWords,
  type ToolFilters,
  type ToolFilterWords,
} from '@/lib/tools';
import { SEARCH_MAX_LENGTH, type VisitorChange } from '@/lib/url-state';
import { withErrorBoundary } from './ErrorBoundary';
import { ToolGrid } from '@/components/shared-react/ToolGrid';
import { useIndexQuery, type IndexRequest } from './hooks/useIndexQuery';
import { useUrlState } from './hooks/useUrlState';

interface CategoryOption {
  id: string;
  name: string;
}

interface Props {
  /** The grid of every tool the page lists, rendered by the server into the slot. */
  children: ReactNode;
  /** How many tools the page lists. */
  total: number;
  /** URL of the manifest of the tool catalogue's sharded index. */
  indexUrl: string;
  /** The category a category page lists; omit on /tools. */
  scope?: string | undefined;
  /** Category buttons and the featured toggle (the /tools page). Omit on a category page. */
  categories?: CategoryOption[] | undefined;
  /** Whether the category names are in another language than the page's (`lang`). */
  categoriesLang?: string | undefined;
  /** The words it renders, in the page's language (content/dictionaries/, `toolList`). */
  words: ToolFilterWords;
  /** The words of the cards of a filtered view. */
  cardWords: ToolCardWords;
  /** Where "Reset all filters" / "Clear search" leads without JavaScript. */
  resetHref: string;
  /** The list of every tool in the page's language, where an empty category's "Browse all tools" leads. */
  allHref?: string | undefined;
}

const pressedClass = (pressed: boolean) =>
  buttonClass(pressed ? 'primary' : 'outline', 'sm', { shape: 'pill', extra: pressed && forcedSelected.always });

function ToolFilterInner(props: Props) {
  const {
    children,
    total,
    indexUrl,
    scope,
    categories,
    categoriesLang,
    words,
    cardWords,
    resetHref,
    allHref = '/tools',
  } = props;
  const full = categories !== undefined;
  const codec = useMemo(() => toolFiltersQuery(categories?.map((c) => c.id)), [categories]);
  const searchId = useId();
  const statusId = useId();
  const [filters, setFilters] = useUrlState(codec, {
    // A search typed into the server-rendered box before hydration is kept, not reset.
    enteredBeforeHydration: (fromUrl) => {
      const typed = (document.getElementById(searchId) as HTMLInputElement | null)?.value ?? '';
      return typed ? { ...fromUrl, q: typed } : fromUrl;
    },
  });

  const update = (next: Partial<ToolFilters>, change: VisitorChange = 'choice') =>
    setFilters((current) => ({ ...current, ...next }), change);

  const reset = () => update(defaultToolFilters);
  const active = hasActiveToolFilters(filters);

  // A filtered view needs every match of the index (the grid has no pages), set once the state is known.
  const [request, setRequest] = useState<IndexRequest | null>(null);
  const catalogue = useIndexQuery<ToolCardData>(indexUrl, request);
  const selection = useMemo(() => toolSelection(filters, scope), [filters, scope]);
  useEffect(() => {
    setRequest(active && total > 0 ? { selection, page: 1, pageSize: total } : null);
  }, [active, selection, total]);
  const view = toolViewOf(catalogue.current, total, filters);
  // While a view loads, the last one that arrived stays (dimmed), else the server's grid.
  const shown = view.loading ? catalogue.latest : null;
  const rendered = view.tools ?? (shown && shown.matches !== total ? shown.cards : null);
  const statusText = catalogue.failed
    ? words.failed
    : view.loading
      ? words.loading
      : showingTools(words, view.matches, total);

  return (
    <div data-tool-filter onFocusCapture={catalogue.prefetch} onPointerEnter={catalogue.prefetch}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
          <div className="relative flex-1">
            <label htmlFor={searchId} className="sr-only">
              {words.searchLabel}
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              id={searchId}
              type="search"
              value={filters.q}
              placeholder={words.searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              maxLength={SEARCH_MAX_LENGTH}
              aria-describedby={statusId}
              onChange={(event) => update({ q: event.target.value }, 'typing')}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && filters.q) {
                  event.preventDefault();
                  update({ q: '' });
                }
              }}
              className={cn(largeInputClass, 'h-11 pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none')}
            />
            {filters.q ? (
              <SearchClearButton
                label={words.clearSearchText}
                onClear={() => {
                  update({ q: '' });
                  document.getElementById(searchId)?.focus();
                }}
                className="right-1.5 size-8"
              />
            ) : null}
          </div>
          {full ? (
            <div
              role="group"
              aria-label={words.show}
              className="flex w-fit shrink-0 gap-1 rounded-full border border-slate-200 bg-surface p-1"
            >
              <button
                type="button"
                aria-pressed={!filters.featuredOnly}
                onClick={() => update({ featuredOnly: false })}
                className={pressedClass(!filters.featuredOnly)}
              >
                {words.allToolsButton}
              </button>
              <button
                type="button"
                aria-pressed={filters.featuredOnly}
                onClick={() => update({ featuredOnly: true })}
                className={pressedClass(filters.featuredOnly)}
              >
                {words.featuredOnly}
              </button>
            </div>
          ) : null}
        </div>

        {full ? (
          <div
            role="group"
            aria-label={words.category}
            className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0 [&>button]:shrink-0"
          >
            <button
              type="button"
              aria-pressed={filters.category === ALL_CATEGORIES}
              onClick={() => update({ category: ALL_CATEGORIES })}
              className={pressedClass(filters.category === ALL_CATEGORIES)}
            >
              {words.allCategories}
            </button>
            {categories.map((category) => (
              <button
                key={category.id}
                type="button"
                aria-pressed={filters.category === category.id}
                onClick={() => update({ category: category.id })}
                className={pressedClass(filters.category === category.id)}
                lang={categoriesLang}
              >
                {category.name}
              </button>
            ))}
          </div>
        ) : null}

        <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
          <p id={statusId} role="status" className="text-sm text-slate-600">
            {total > 0 ? statusText : ''}
          </p>
          {full && active ? (
            <button
              type="button"
              onClick={() => {
                reset();
                // It removes itself: focus goes back to the search box, not to <body>.
                document.getElementById(searchId)?.focus();
              }}
              className={buttonClass('ghost', 'sm')}
            >
              <X className="size-4" aria-hidden="true" />
              {words.clearFilters}
            </button>
          ) : null}
        </div>
      </div>

      {view.loading || view.matches > 0 ? (
        <div
          className={cn('mt-4', view.loading && 'opacity-60 transition-opacity')}
          aria-busy={view.loading || undefined}
        >
          {rendered ? <ToolGrid tools={rendered} words={cardWords} label={words.gridLabel} /> : children}
        </div>
      ) : (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-surface/70 px-6 py-14 text-center">
          <Search className="size-10 text-slate-400" aria-hidden="true" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{words.noneFound}</h3>
          {total === 0 ? (
            <>
              <p className="mt-1 text-slate-600">{words.emptyCategory}</p>
              <a
                href={allHref}
                className="mt-4 font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
              >
                {words.browseAll}
              </a>
            </>
          ) : (
            <>
              <p className="mt-1 text-slate-600">{full ? words.noFilterMatch : words.noSearchMatch}</p>
              <a
                href={resetHref}
                onClick={(event) => {
                  event.preventDefault();
                  reset();
                  document.getElementById(searchId)?.focus();
                }}
                className="mt-4 font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
              >
                {full ? words.resetFilters : words.clearSearch}
              </a>
            </>
          )}
        </div>
      )}
    </div>
  );
}

export default withErrorBoundary(ToolFilterInner);
