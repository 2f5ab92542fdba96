/**
 * The site search as a combobox (ARIA 1.2, list autocomplete), in plain DOM: a field, a filter by
 * kind, and the results grouped by kind in a listbox. The arrow keys move the active result
 * (`aria-activedescendant`; focus stays in the field), Enter opens it, and the number of results
 * is announced politely. The dialog of every page (dialog.ts) and the search page (page.ts) each
 * keep the state their own way and hand it in with `show`.
 *
 * No framework: the search is loaded on a page the moment the visitor opens it, and a page
 * without islands would otherwise fetch React for it (bench:search).
 */
import { cn } from '@/lib/cn';
import { ICON_SVG_ATTRIBUTES, SEARCH_ICON, X_ICON } from '@/lib/icon-shapes';
import { SEARCH_KINDS } from '@/lib/site-search/kinds';
import {
  SEARCH_RESULT_LIMIT,
  groupHits,
  nextActiveIndex,
  shownOrder,
  type SiteSearchHit,
} from '@/lib/site-search/results';
import { resultCountMessage, type SiteSearchStrings } from '@/lib/site-search/strings';
import { toggleKind, type SiteSearchState } from '@/lib/site-search/search-state';
import { buttonClass, forcedSelected, largeInputClass, searchClearButtonClass } from '@/lib/ui-variants';
import { SEARCH_MAX_LENGTH, type VisitorChange } from '@/lib/url-state';
import { loadPagefind, searchSite, type SiteSearchAnswer } from './pagefind';

export interface SearchPanelOptions {
  /** The words in the page's language. */
  strings: SiteSearchStrings;
  /** Called with each change the visitor makes (the caller keeps the state and calls `show`). */
  onChange: (next: SiteSearchState, change: VisitorChange) => void;
  /** Enter without an active result (the dialog opens the search page with the query). */
  onSubmit?: (state: SiteSearchState) => void;
  /** The field to use (the search page's, rendered by the server), else a new one. */
  field?: HTMLInputElement;
}

export interface SearchPanel {
  element: HTMLElement;
  field: HTMLInputElement;
  /** Shows a state: the field's text, the chosen kinds, and the results of a new search. */
  show: (state: SiteSearchState) => void;
}

const ICONS = { search: SEARCH_ICON, x: X_ICON } as const;

/** One of the islands' icons (src/lib/icon-shapes.ts), drawn in plain DOM. */
export function icon(name: keyof typeof ICONS, className: string): SVGSVGElement {
  const create = <K extends 'svg' | 'path' | 'circle'>(tag: K) =>
    document.createElementNS('http://www.w3.org/2000/svg', tag);
  const svg = create('svg');
  for (const [key, value] of Object.entries({ ...ICON_SVG_ATTRIBUTES, class: className })) svg.setAttribute(key, value);
  for (const { tag, ...attributes } of ICONS[name]) {
    const shape = create(tag);
    for (const [key, value] of Object.entries(attributes)) shape.setAttribute(key, String(value));
    svg.append(shape);
  }
  return svg;
}

/** A new element with its attributes and children. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(key, value);
  node.append(...children);
  return node;
}

const pressedClass = (pressed: boolean) =>
  buttonClass(pressed ? 'primary' : 'outline', 'sm', { shape: 'pill', extra: pressed && forcedSelected.always });

let panels = 0;

export function createSearchPanel({ strings, onChange, onSubmit, field: given }: SearchPanelOptions): SearchPanel {
  const { words } = strings;
  const id = `site-search-${++panels}`;
  let state: SiteSearchState = { q: '', kinds: [] };
  let answer: (SiteSearchAnswer & { query: string }) | undefined;
  let unavailable = false;
  let active = -1;
  let shown: SiteSearchHit[] = [];
  let latest = 0;

  const field =
    given ??
    element('input', {
      placeholder: words.placeholder,
      autocomplete: 'off',
      spellcheck: 'false',
      enterkeyhint: 'search',
    });
  // A text field (HTML allows the combobox role on it, not on type=search), with a phone's search keyboard.
  Object.assign(field, {
    id: field.id || `${id}-field`,
    maxLength: SEARCH_MAX_LENGTH,
    type: 'text',
    inputMode: 'search',
  });
  for (const [key, value] of Object.entries({
    role: 'combobox',
    'aria-label': words.fieldLabel,
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': `${id}-results`,
    'aria-describedby': `${id}-status`,
  }))
    field.setAttribute(key, value);
  field.className = cn(largeInputClass, 'h-12 pr-11 pl-10');

  const clear = element('button', {
    type: 'button',
    'aria-label': words.clear,
    class: cn(searchClearButtonClass, 'right-2 size-8'),
  });
  clear.append(icon('x', 'size-4'));
  const fieldBox = element('div', { class: 'relative' });
  fieldBox.append(icon('search', 'pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500'));

  // One row that scrolls sideways on a phone (as the tools' categories), wrapping on a larger screen.
  const kinds = element('div', {
    role: 'group',
    'aria-label': words.kinds,
    class:
      '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0 [&>button]:shrink-0',
  });
  const allButton = element('button', { type: 'button' }, words.all);
  const kindButtons = SEARCH_KINDS.map((kind) => {
    const button = element('button', { type: 'button', 'data-kind': kind.id });
    button.addEventListener('click', () => onChange({ ...state, kinds: toggleKind(state.kinds, kind.id) }, 'choice'));
    return button;
  });
  allButton.addEventListener('click', () => onChange({ ...state, kinds: [] }, 'choice'));
  kinds.append(allButton, ...kindButtons);

  const status = element('p', { id: `${id}-status`, role: 'status' });
  const listbox = element('div', {
    id: `${id}-results`,
    role: 'listbox',
    'aria-label': words.results,
    class: 'flex min-h-0 flex-col gap-4',
  });
  const suggestions = element('div', {
    class: 'rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-700',
  });
  const suggestionText = element('p');
  const suggestionList = element(
    'ul',
    { class: 'mt-3 flex flex-wrap gap-2' },
    ...strings.suggestions.map((suggestion) =>
      element(
        'li',
        {},
        element(
          'a',
          { href: suggestion.href, class: buttonClass('outline', 'sm', { shape: 'pill' }) },
          suggestion.label,
        ),
      ),
    ),
  );
  suggestions.append(suggestionText, suggestionList);

  const root = element('div', { class: 'flex min-h-0 flex-col gap-4' }, fieldBox, kinds, status, listbox, suggestions);
  // The server's field (the search page's) gives its place in the page to the panel, and keeps
  // its text and its focus.
  const hadFocus = given !== undefined && document.activeElement === given;
  given?.replaceWith(root);
  fieldBox.append(field, clear);
  if (hadFocus) field.focus();
  const optionId = (hit: SiteSearchHit) => `${id}-option-${hit.id}`;

  function setActive(index: number): void {
    active = index;
    const hit = shown[index];
    for (const option of listbox.querySelectorAll<HTMLElement>('[role="option"]')) {
      const selected = option.id === (hit ? optionId(hit) : '');
      option.setAttribute('aria-selected', String(selected));
      option.className = cn(
        'block rounded-lg border border-transparent px-3 py-2 text-slate-800 hover:bg-slate-100',
        selected && 'border-indigo-300 bg-indigo-50 hover:bg-indigo-50',
        selected && forcedSelected.always,
      );
    }
    if (hit) {
      field.setAttribute('aria-activedescendant', optionId(hit));
      document.getElementById(optionId(hit))?.scrollIntoView({ block: 'nearest' });
    } else field.removeAttribute('aria-activedescendant');
  }

  function renderOption(hit: SiteSearchHit): HTMLAnchorElement {
    const excerpt = element('span', {
      class: 'mt-0.5 line-clamp-2 block text-sm text-slate-700',
    });
    for (const segment of hit.excerpt)
      excerpt.append(
        segment.marked
          ? element('mark', { class: 'rounded-sm bg-amber-100 px-0.5 text-slate-900' }, segment.text)
          : segment.text,
      );
    const option = element(
      'a',
      {
        id: optionId(hit),
        role: 'option',
        href: hit.url,
        tabindex: '-1',
      },
      // Named by its text, title then excerpt, each read once (no description repeats the excerpt).
      element('span', { class: 'block font-semibold text-slate-900' }, hit.title),
      excerpt,
    );
    option.addEventListener('mousemove', () => {
      if (shown[active] !== hit) setActive(shown.indexOf(hit));
    });
    return option;
  }

  /** Draws everything from the state, the latest answer and whether the search could load. */
  function render(): void {
    const hasQuery = state.q.trim() !== '';
    if (field.value !== state.q) field.value = state.q;
    clear.hidden = !state.q;
    allButton.setAttribute('aria-pressed', String(state.kinds.length === 0));
    allButton.className = pressedClass(state.kinds.length === 0);
    const counts = hasQuery && answer ? answer.countsByKind : {};
    // Shown with the first answer's counts: drawn before it, the chips would move as they widen.
    kinds.hidden = hasQuery && !answer && !unavailable;
    SEARCH_KINDS.forEach((kind, index) => {
      const button = kindButtons[index] as HTMLButtonElement;
      const pressed = state.kinds.includes(kind.id);
      const count = counts[kind.id];
      button.setAttribute('aria-pressed', String(pressed));
      button.className = pressedClass(pressed);
      button.replaceChildren(
        strings.kinds[kind.id],
        ...(count !== undefined ? [element('span', { class: 'tabular-nums' }, ` (${count})`)] : []),
      );
    });

    let message = '';
    if (unavailable)
      message = import.meta.env.DEV
        ? 'No search index yet: run `npm run build` once, then reload this page.'
        : words.unavailable;
    else if (hasQuery && answer) message = resultCountMessage(answer.count, answer.query, strings);
    status.textContent = message;
    status.className = cn('text-sm text-slate-700', !message && 'sr-only');

    const groups = hasQuery && answer ? groupHits(answer.hits, strings.kinds) : [];
    shown = shownOrder(groups);
    listbox.replaceChildren(
      ...groups.map((group) =>
        element(
          'div',
          { role: 'group', 'aria-label': group.label, class: 'flex flex-col gap-1' },
          element(
            'div',
            { 'aria-hidden': 'true', class: 'px-1 text-xs font-semibold tracking-wide text-slate-600 uppercase' },
            group.label,
          ),
          ...group.hits.map(renderOption),
        ),
      ),
    );
    field.setAttribute('aria-expanded', String(shown.length > 0));
    setActive(-1);

    const noResults = hasQuery && answer !== undefined && answer.count === 0;
    suggestions.hidden = hasQuery && !noResults;
    suggestionText.textContent = noResults ? words.tryOther : words.start;
  }

  async function search(): Promise<void> {
    const request = ++latest;
    const term = state.q.trim();
    if (!term) {
      answer = undefined;
      render();
      return;
    }
    try {
      const next = await searchSite(term, state.kinds, SEARCH_RESULT_LIMIT);
      if (request !== latest || !next) return;
      answer = { ...next, query: term };
      unavailable = false;
    } catch {
      if (request !== latest) return;
      answer = undefined;
      unavailable = true;
    }
    render();
  }

  field.addEventListener('input', () => onChange({ ...state, q: field.value }, 'typing'));
  field.addEventListener('keydown', (event) => {
    const next = nextActiveIndex(event.key, active, shown.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = shown[active];
      if (hit) window.location.assign(hit.url);
      else if (state.q.trim()) onSubmit?.(state);
    }
  });
  clear.addEventListener('click', () => {
    onChange({ ...state, q: '' }, 'choice');
    field.focus();
  });

  // The index starts loading as the panel is shown, while the visitor types the first word.
  loadPagefind().catch(() => {
    unavailable = true;
    render();
  });

  return {
    element: root,
    field,
    show(next) {
      const searchAgain = next.q.trim() !== state.q.trim() || next.kinds.join() !== state.kinds.join();
      state = next;
      render();
      if (searchAgain) void search();
    },
  };
}
