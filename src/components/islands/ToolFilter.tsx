/**
 * The tool grid with its filters: search, category and featured-only on /tools, search alone on a
 * category page. Filter state lives in the URL query (`?q=&category=&featured=1`, useUrlState), so
 * a filtered list can be shared, survives a reload and Back undoes a choice. The unfiltered grid is
 * the island's slot: rendered by the server, shown while every tool is, never hydrated; React
 * renders cards only for a filtered view.
 */
import { Search, X } from './island-icons';
import { SearchClearButton } from './SearchClearButton';
import { useId, useMemo, type ReactNode } from 'react';
import { buttonClass, forcedSelected, largeInputClass } from '@/lib/ui-variants';
import { cn } from '@/lib/cn';
import { showingCount } from '@/lib/format';
import {
  ALL_CATEGORIES,
  defaultToolFilters,
  filterTools,
  hasActiveToolFilters,
  toolFiltersQuery,
  type ToolCardData,
  type ToolFilters,
} from '@/lib/tools';
import { SEARCH_MAX_LENGTH, type VisitorChange } from '@/lib/url-state';
import { withErrorBoundary } from './ErrorBoundary';
import { TOOL_GRID_LABEL, ToolGrid } from '@/components/shared-react/ToolGrid';
import { useUrlState } from './hooks/useUrlState';

interface CategoryOption {
  id: string;
  name: string;
}

interface Props {
  /** The grid of every tool (a ToolGrid of `tools`), rendered by the server into the slot. */
  children: ReactNode;
  /** Every tool, for the filters and the filtered grid. */
  tools: ToolCardData[];
  /** Category buttons and the featured toggle (the /tools page). Omit on a category page. */
  categories?: CategoryOption[];
  searchPlaceholder: string;
  /** Where "Reset all filters" / "Clear search" leads without JavaScript. */
  resetHref: string;
}

const pressedClass = (pressed: boolean) =>
  buttonClass(pressed ? 'primary' : 'outline', 'sm', { shape: 'pill', extra: pressed && forcedSelected.always });

function ToolFilterInner({ children, tools, categories, searchPlaceholder, resetHref }: Props) {
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
  const visible = filterTools(tools, filters);
  const active = hasActiveToolFilters(filters);

  return (
    <div data-tool-filter>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
          <div className="relative flex-1">
            <label htmlFor={searchId} className="sr-only">
              {searchPlaceholder.replace(/\.\.\.$/, '')}
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              id={searchId}
              type="search"
              value={filters.q}
              placeholder={searchPlaceholder}
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
                label="Clear search text"
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
              aria-label="Show"
              className="flex w-fit shrink-0 gap-1 rounded-full border border-slate-200 bg-surface p-1"
            >
              <button
                type="button"
                aria-pressed={!filters.featuredOnly}
                onClick={() => update({ featuredOnly: false })}
                className={pressedClass(!filters.featuredOnly)}
              >
                All Tools
              </button>
              <button
                type="button"
                aria-pressed={filters.featuredOnly}
                onClick={() => update({ featuredOnly: true })}
                className={pressedClass(filters.featuredOnly)}
              >
                Featured Only
              </button>
            </div>
          ) : null}
        </div>

        {full ? (
          <div
            role="group"
            aria-label="Category"
            className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0 [&>button]:shrink-0"
          >
            <button
              type="button"
              aria-pressed={filters.category === ALL_CATEGORIES}
              onClick={() => update({ category: ALL_CATEGORIES })}
              className={pressedClass(filters.category === ALL_CATEGORIES)}
            >
              All Categories
            </button>
            {categories.map((category) => (
              <button
                key={category.id}
                type="button"
                aria-pressed={filters.category === category.id}
                onClick={() => update({ category: category.id })}
                className={pressedClass(filters.category === category.id)}
              >
                {category.name}
              </button>
            ))}
          </div>
        ) : null}

        <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
          <p id={statusId} role="status" className="text-sm text-slate-600">
            {tools.length > 0 ? showingCount(visible.length, tools.length, 'tool') : ''}
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
              Clear Filters
            </button>
          ) : null}
        </div>
      </div>

      {/* The filters keep the tools' order, so as many as there are means all of them: the slot. */}
      {visible.length > 0 ? (
        <div className="mt-4">
          {visible.length === tools.length ? children : <ToolGrid tools={visible} label={TOOL_GRID_LABEL} />}
        </div>
      ) : (
        <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-surface/70 px-6 py-14 text-center">
          <Search className="size-10 text-slate-400" aria-hidden="true" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">No tools found</h3>
          {tools.length === 0 ? (
            <>
              <p className="mt-1 text-slate-600">There are no tools in this category yet.</p>
              <a
                href="/tools"
                className="mt-4 font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
              >
                Browse all tools
              </a>
            </>
          ) : (
            <>
              <p className="mt-1 text-slate-600">
                {full ? 'No tools match the selected filters.' : 'No tools match your search query.'}
              </p>
              <a
                href={resetHref}
                onClick={(event) => {
                  event.preventDefault();
                  reset();
                  document.getElementById(searchId)?.focus();
                }}
                className="mt-4 font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
              >
                {full ? 'Reset all filters' : 'Clear search'}
              </a>
            </>
          )}
        </div>
      )}
    </div>
  );
}

export default withErrorBoundary(ToolFilterInner);
