/**
 * The five filter tabs of the portfolio (ARIA tabs pattern: arrow keys, Home/End move between
 * tabs). Written by hand rather than with Radix Tabs, whose server HTML carries style
 * attributes that the Content-Security-Policy blocks.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { forcedSelected } from '@/lib/ui-variants';
import { FILTER_GROUPS, filterOptions, type FilterKey, type PortfolioFilters } from '@/lib/portfolio/filters';

interface Props {
  tab: FilterKey;
  onTabChange: (tab: FilterKey) => void;
  filters: PortfolioFilters;
  techOptions: readonly string[];
  onSelect: (key: FilterKey, value: string) => void;
}

export function FilterTabs({ tab, onTabChange, filters, techOptions, onSelect }: Props) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = FILTER_GROUPS.findIndex((g) => g.key === tab);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = FILTER_GROUPS.length - 1;
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
    const group = FILTER_GROUPS[next];
    if (!group) return;
    event.preventDefault();
    onTabChange(group.key);
    tabRefs.current[next]?.focus();
  };

  const active = FILTER_GROUPS[current] ?? FILTER_GROUPS[0];
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label="Filter projects by" className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {FILTER_GROUPS.map((group, index) => {
          const selected = group.key === tab;
          return (
            <button
              key={group.key}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${group.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onTabChange(group.key)}
              onKeyDown={onKeyDown}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm font-medium',
                selected
                  ? ['bg-surface text-indigo-700 shadow-sm', forcedSelected.always]
                  : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {group.label}
              {filters[group.key] !== 'all' ? (
                <>
                  <span
                    className="ml-1.5 inline-block size-1.5 rounded-full bg-indigo-600 align-middle"
                    aria-hidden="true"
                  />
                  <span className="sr-only"> (filter set)</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {active ? (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active.key}`}>
          <div role="group" aria-label={`${active.label} filter`} className="flex flex-wrap gap-2">
            {filterOptions(active.key, techOptions).map((option) => {
              const selected = filters[active.key] === option.value;
              return (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onSelect(active.key, option.value)}
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
