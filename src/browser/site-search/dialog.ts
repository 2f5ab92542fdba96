/**
 * The site search's dialog on every page: a native modal <dialog> made the first time it opens
 * (the page behind is inert), Escape, the close button and a click beside it close it, and focus
 * returns to where it was when the search opened (the field a shortcut was pressed in), else to
 * the control that opened it. Opened over another modal layer (Ctrl+K in the consultation
 * dialog), it takes the first Escape (src/lib/modal-layer.ts). Full screen on a phone. Its search state lives while the
 * page does; Enter without a chosen result opens the search page with the query.
 */
import { siteSearchUrl, type SiteSearchState } from '@/lib/site-search/search-state';
import type { SiteSearchStrings } from '@/lib/site-search/strings';
import { createSearchPanel, element, icon, type SearchPanel } from './panel';

const TITLE_ID = 'site-search-title';

interface SearchDialog {
  open: (trigger: HTMLElement) => void;
}

function createSearchDialog(strings: SiteSearchStrings): SearchDialog {
  let state: SiteSearchState = { q: '', kinds: [] };
  /** Where focus returns when the dialog closes. */
  let returnTo: HTMLElement | undefined;
  const panel: SearchPanel = createSearchPanel({
    strings,
    onChange: (next) => {
      state = next;
      panel.show(state);
    },
    onSubmit: (current) => window.location.assign(siteSearchUrl(strings.searchPath, current)),
  });

  const close = element(
    'button',
    {
      type: 'button',
      class: 'grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900',
    },
    icon('x', 'size-5'),
    element('span', { class: 'sr-only' }, strings.words.close),
  );
  const header = element(
    'div',
    { class: 'flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6' },
    element('h2', { id: TITLE_ID, class: 'text-lg font-bold' }, strings.words.dialogTitle),
    close,
  );
  const body = element(
    'div',
    { class: 'min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6' },
    panel.element,
  );
  const dialog = element(
    'dialog',
    {
      'aria-labelledby': TITLE_ID,
      // The page's zoom (--zoom on <html>) scales viewport units too: divided out, the dialog
      // fills the screen on a phone and keeps its margins on a larger one.
      class:
        'pointer-events-auto m-0 h-[calc(100dvh/var(--zoom,1))] max-h-none w-full max-w-none bg-surface p-0 text-slate-900 backdrop:bg-scrim sm:mx-auto sm:mt-[calc(8dvh/var(--zoom,1))] sm:h-auto sm:max-h-[calc(84dvh/var(--zoom,1))] sm:max-w-2xl sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-2xl',
    },
    element('div', { class: 'flex h-full max-h-[inherit] flex-col' }, header, body),
  );
  close.addEventListener('click', () => dialog.close());
  // Escape closes it even when a layer below it claimed the key first (the consultation dialog
  // listens on the document and leaves the key to this one: src/lib/modal-layer.ts).
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dialog.close();
  });
  // Over the consultation dialog, whose scroll lock would take the wheel and touch scrolling of
  // this one's results, were they to reach the document.
  for (const type of ['wheel', 'touchstart', 'touchmove'])
    dialog.addEventListener(type, (event) => event.stopPropagation(), { passive: true });

  // A click on the backdrop (the dialog box itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => returnTo?.focus());
  document.body.append(dialog);
  panel.show(state);

  return {
    open(control) {
      control.removeAttribute('aria-busy');
      if (!dialog.open) {
        const focused = document.activeElement;
        returnTo = focused instanceof HTMLElement && focused !== document.body ? focused : control;
        // A modal layer opened since this dialog was made hides the page's other parts from
        // assistive technology (aria-hidden); this dialog goes on top of it.
        dialog.removeAttribute('aria-hidden');
        dialog.showModal();
      }
      panel.field.focus();
    },
  };
}

let dialog: SearchDialog | undefined;

/** The page's one search dialog, made on first use. */
export function searchDialog(strings: SiteSearchStrings): SearchDialog {
  dialog ??= createSearchDialog(strings);
  return dialog;
}
