/**
 * The site search as a combobox (ARIA 1.2, list autocomplete): a field, a filter by kind, and the
 * results grouped by kind in a listbox. The arrow keys move the active result
 * (`aria-activedescendant`; focus stays in the field), Enter opens it, and the number of results
 * is announced politely. Used by the dialog of every page (SiteSearchDialog) and by the search
 * page (SiteSearchPage); each keeps the state its own way.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { SEARCH_KINDS } from '@/lib/site-search/kinds';
import {
  SEARCH_SUGGESTIONS,
  groupHits,
  nextActiveIndex,
  resultCountMessage,
  shownOrder,
} from '@/lib/site-search/results';
import { toggleKind, type SiteSearchState } from '@/lib/site-search/search-state';
import { SEARCH_MAX_LENGTH, type VisitorChange } from '@/lib/url-state';
import { buttonClass, forcedSelected, largeInputClass } from '@/lib/ui-variants';
import { Search } from '../island-icons';
import { SearchClearButton } from '../SearchClearButton';
import { useSiteSearch, type SiteSearchView } from './useSiteSearch';

interface Props {
  state: SiteSearchState;
  onStateChange: (next: SiteSearchState, change: VisitorChange) => void;
  /** Whether the search may load (the dialog is open; the page's field was focused or has a query). */
  enabled: boolean;
  /** Asks for the search to load (the field was focused). */
  onEnable?: () => void;
  /** Enter without an active result (the dialog opens the search page with the query). */
  onSubmit?: () => void;
  autoFocus?: boolean;
  /** The field's id (the search page's label points at it). */
  inputId?: string;
}

const pressedClass = (pressed: boolean) =>
  buttonClass(pressed ? 'primary' : 'outline', 'sm', { shape: 'pill', extra: pressed && forcedSelected.always });

/** What the live region says: nothing before a search, the count after one. */
function statusText(view: SiteSearchView, dev: boolean): string {
  if (view.status === 'unavailable')
    return dev
      ? 'No search index yet: run `npm run build` once, then reload this page.'
      : 'The search could not load. Every page is listed on the search page.';
  if (view.status === 'idle' || !view.query) return '';
  return resultCountMessage(view.count, view.query);
}

function Suggestions({ intro }: { intro: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-700">
      <p>{intro}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {SEARCH_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion.href}>
            <a href={suggestion.href} className={buttonClass('outline', 'sm', { shape: 'pill' })}>
              {suggestion.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SearchPanel({ state, onStateChange, enabled, onEnable, onSubmit, autoFocus, inputId }: Props) {
  const ownId = useId();
  const fieldId = inputId ?? `${ownId}-field`;
  const listboxId = `${ownId}-results`;
  const statusId = `${ownId}-status`;
  const view = useSiteSearch(state, enabled);
  const groups = groupHits(view.hits);
  const shown = shownOrder(groups);
  const [active, setActive] = useState(-1);
  const activeHit = shown[active];
  const optionId = (id: string) => `${ownId}-option-${id}`;
  const hasQuery = state.q.trim() !== '';

  // New results: no result is active until the arrows choose one.
  useEffect(() => setActive(-1), [view.hits]);
  useEffect(() => {
    if (activeHit) document.getElementById(`${ownId}-option-${activeHit.id}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeHit, ownId]);

  const update = (next: Partial<SiteSearchState>, change: VisitorChange) =>
    onStateChange({ ...state, ...next }, change);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = nextActiveIndex(event.key, active, shown.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeHit) window.location.assign(activeHit.url);
      else if (hasQuery) onSubmit?.();
    }
  };

  const message = statusText(view, import.meta.env.DEV);
  const counts = view.status === 'done' ? view.countsByKind : {};

  return (
    <div className="flex min-h-0 flex-col gap-4">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={fieldId}
          type="search"
          role="combobox"
          aria-label="Search the site"
          aria-autocomplete="list"
          aria-expanded={shown.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={activeHit ? optionId(activeHit.id) : undefined}
          aria-describedby={statusId}
          // The field is the dialog's first stop, as a visitor who opened the search expects.
          autoFocus={autoFocus}
          value={state.q}
          placeholder="Projects, tools, answers…"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          onFocus={onEnable}
          onChange={(event) => update({ q: event.target.value }, 'typing')}
          onKeyDown={onKeyDown}
          className={cn(largeInputClass, 'h-12 pr-11 pl-10 [&::-webkit-search-cancel-button]:appearance-none')}
        />
        {state.q ? (
          <SearchClearButton
            label="Clear search text"
            onClear={() => {
              update({ q: '' }, 'choice');
              document.getElementById(fieldId)?.focus();
            }}
            className="right-2 size-8"
          />
        ) : null}
      </div>

      {/* One row that scrolls sideways on a phone (as the tools' categories), wrapping on a larger screen. */}
      <div
        role="group"
        aria-label="Kinds of result"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0 [&>button]:shrink-0"
      >
        <button
          type="button"
          aria-pressed={state.kinds.length === 0}
          onClick={() => update({ kinds: [] }, 'choice')}
          className={pressedClass(state.kinds.length === 0)}
        >
          All
        </button>
        {SEARCH_KINDS.map((kind) => {
          const pressed = state.kinds.includes(kind.id);
          const count = counts[kind.id];
          return (
            <button
              key={kind.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => update({ kinds: toggleKind(state.kinds, kind.id) }, 'choice')}
              className={pressedClass(pressed)}
            >
              {kind.label}
              {count !== undefined ? <span className="tabular-nums"> ({count})</span> : null}
            </button>
          );
        })}
      </div>

      <p id={statusId} role="status" className={cn('text-sm text-slate-700', !message && 'sr-only')}>
        {message}
      </p>

      <div id={listboxId} role="listbox" aria-label="Results" className="flex min-h-0 flex-col gap-4">
        {groups.map((group) => (
          <div key={group.kind} role="group" aria-label={group.label} className="flex flex-col gap-1">
            <div aria-hidden="true" className="px-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {group.label}
            </div>
            {group.hits.map((hit) => {
              const selected = hit === activeHit;
              return (
                <a
                  key={hit.id}
                  id={optionId(hit.id)}
                  role="option"
                  aria-selected={selected}
                  aria-describedby={`${optionId(hit.id)}-excerpt`}
                  href={hit.url}
                  tabIndex={-1}
                  onMouseMove={() => setActive(shown.indexOf(hit))}
                  className={cn(
                    'block rounded-lg border border-transparent px-3 py-2 text-slate-800 hover:bg-slate-100',
                    selected && 'border-indigo-300 bg-indigo-50 hover:bg-indigo-50',
                    selected && forcedSelected.always,
                  )}
                >
                  <span className="block font-semibold text-slate-900">{hit.title}</span>
                  <span id={`${optionId(hit.id)}-excerpt`} className="mt-0.5 line-clamp-2 block text-sm text-slate-700">
                    {hit.excerpt.map((segment, index) =>
                      segment.marked ? (
                        <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
                          {segment.text}
                        </mark>
                      ) : (
                        segment.text
                      ),
                    )}
                  </span>
                </a>
              );
            })}
          </div>
        ))}
      </div>

      {!hasQuery ? (
        <Suggestions intro="Search every project, case study, tool, expertise area, methodology, business idea and answer. Or start from:" />
      ) : view.status === 'done' && view.count === 0 ? (
        <Suggestions intro="Try other words, or browse:" />
      ) : null}
    </div>
  );
}
