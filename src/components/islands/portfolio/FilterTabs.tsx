/**
 * The five filter tabs of the portfolio (ARIA tabs pattern: arrow keys, Home/End move between
 * tabs). Written by hand rather than with Radix Tabs, whose server HTML carries style
 * attributes that the Content-Security-Policy blocks.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { forcedSelected } from '@/lib/ui-variants';
import {
  FILTER_KEYS,
  filterOptions,
  type FilterKey,
  type FilterWords,
  type PortfolioFilters,
} from '@/lib/portfolio/filters';
import { fillTemplate } from '@/lib/template';
import type { PortfolioWords } from '@/lib/portfolio/words';

interface Props {
  tab: FilterKey;
  onTabChange: (tab: FilterKey) => void;
  filters: PortfolioFilters;
  techOptions: readonly string[];
  onSelect: (key: FilterKey, value: string) => void;
  /** The tabs' and choices' words, in the page's language. */
  words: FilterWords & Pick<PortfolioWords, 'filterBy' | 'filterSet' | 'filterGroup'>;
}

export function FilterTabs({ tab, onTabChange, filters, techOptions, onSelect, words }: Props) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = FILTER_KEYS.indexOf(tab);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = FILTER_KEYS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % (last + 1)
        : event.key === 'ArrowLeft'
          ? (current - 1 + last + 1) % (last + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const key = FILTER_KEYS[next];
    if (!key) return;
    event.preventDefault();
    onTabChange(key);
    tabRefs.current[next]?.focus();
  };

  const active = FILTER_KEYS[current] ?? FILTER_KEYS[0];
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label={words.filterBy} className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {FILTER_KEYS.map((key, index) => {
          const selected = key === tab;
          return (
            <button
              key={key}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onTabChange(key)}
              onKeyDown={onKeyDown}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm font-medium',
                selected
                  ? ['bg-surface text-indigo-700 shadow-sm', forcedSelected.always]
                  : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {words.tabs[key]}
              {filters[key] !== 'all' ? (
                <>
                  <span
                    className="ml-1.5 inline-block size-1.5 rounded-full bg-indigo-600 align-middle"
                    aria-hidden="true"
                  />
                  <span className="sr-only">{` ${words.filterSet}`}</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {active ? (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`}>
          <div
            role="group"
            aria-label={fillTemplate(words.filterGroup, { filter: words.tabs[active] })}
            className="flex flex-wrap gap-2"
          >
            {filterOptions(active, techOptions, words).map((option) => {
              const selected = filters[active] === option.value;
              return (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSelect(active, option.value)}
                  className={cn(
                    'rounded-full border px-3 py-1 text-sm transition-colors',
                    selected
                      ? ['border-indigo-600 bg-indigo-600 text-white', forcedSelected.always]
                      : 'border-slate-300 bg-surface text-slate-700 hover:border-indigo-300 hover:text-indigo-700',
                  )}
                >
                  {option.label}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
