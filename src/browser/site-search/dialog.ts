/**
 * The site search's dialog on every page: a native modal <dialog> made the first time it opens
 * (the page behind is inert), Escape, the close button and a click beside it close it, and focus
 * returns to the control that opened it. Full screen on a phone. Its search state lives while the
 * page does; Enter without a chosen result opens the search page with the query.
 */
import { cn } from '@/lib/cn';
import { siteSearchUrl, type SiteSearchState } from '@/lib/site-search/search-state';
import { createSearchPanel, icon, type SearchPanel } from './panel';

const TITLE_ID = 'site-search-title';

interface SearchDialog {
  open: (trigger: HTMLElement) => void;
}

function createSearchDialog(): SearchDialog {
  let state: SiteSearchState = { q: '', kinds: [] };
  let trigger: HTMLElement | undefined;
  const panel: SearchPanel = createSearchPanel({
    onChange: (next) => {
      state = next;
      panel.show(state);
    },
    onSubmit: (current) => window.location.assign(siteSearchUrl(current)),
  });

  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-labelledby', TITLE_ID);
  // The page's zoom (--zoom on <html>) scales viewport units too: divided out, the dialog fills
  // the screen on a phone and keeps its margins on a larger one.
  dialog.className =
    'm-0 h-[calc(100dvh/var(--zoom,1))] max-h-none w-full max-w-none bg-surface p-0 text-slate-900 backdrop:bg-slate-950/55 sm:mx-auto sm:mt-[calc(8dvh/var(--zoom,1))] sm:h-auto sm:max-h-[calc(84dvh/var(--zoom,1))] sm:max-w-2xl sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-2xl';

  const title = document.createElement('h2');
  title.id = TITLE_ID;
  title.className = 'text-lg font-bold';
  title.textContent = 'Search';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900';
  const closeLabel = document.createElement('span');
  closeLabel.className = 'sr-only';
  closeLabel.textContent = 'Close search';
  close.append(icon('x', 'size-5'), closeLabel);
  close.addEventListener('click', () => dialog.close());

  const header = document.createElement('div');
  header.className = 'flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6';
  header.append(title, close);
  const body = document.createElement('div');
  body.className = 'min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6';
  body.append(panel.element);
  const frame = document.createElement('div');
  frame.className = cn('flex h-full max-h-[inherit] flex-col');
  frame.append(header, body);
  dialog.append(frame);

  // A click on the backdrop (the dialog box itself, outside its content) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => trigger?.focus());
  document.body.append(dialog);
  panel.show(state);

  return {
    open(control) {
      trigger = control;
      control.removeAttribute('aria-busy');
      if (!dialog.open) dialog.showModal();
      panel.field.focus();
    },
  };
}

let dialog: SearchDialog | undefined;

/** The page's one search dialog, made on first use. */
export function searchDialog(): SearchDialog {
  dialog ??= createSearchDialog();
  return dialog;
}
