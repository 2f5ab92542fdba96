/**
 * The site search's dialog, an island of SiteSearchHost hydrated by the first SEARCH_EVENT: the
 * host's script turns the top bar's Search control, `/` and Ctrl/Cmd+K into that event, and this
 * module opens the dialog for it from the moment it loads. A native modal <dialog>: the page
 * behind is inert, Escape and the close button close it, and focus returns to the control that
 * opened it. Full screen on a phone; its search state lives while the page does.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { SEARCH_EVENT } from '@/lib/site-events';
import { siteSearchUrl, type SiteSearchState } from '@/lib/site-search/search-state';
import { X } from './island-icons';
import { withErrorBoundary } from './ErrorBoundary';
import { SearchPanel } from './site-search/SearchPanel';

/** The latest request to open the search (a new object each time, so a repeat still opens). */
let request: { trigger: HTMLElement } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => request;

if (typeof window !== 'undefined') {
  window.addEventListener(SEARCH_EVENT, (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    request = { trigger: event.detail };
    listeners.forEach((listener) => listener());
  });
}

function SiteSearchDialogRoot() {
  const dialog = useRef<HTMLDialogElement>(null);
  const opened = useSyncExternalStore(subscribe, current, () => null);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<SiteSearchState>({ q: '', kinds: [] });

  useEffect(() => {
    const element = dialog.current;
    if (!opened || !element) return;
    opened.trigger.removeAttribute('aria-busy');
    if (!element.open) element.showModal();
    setOpen(true);
  }, [opened]);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      aria-labelledby="site-search-title"
      onClose={() => {
        setOpen(false);
        opened?.trigger.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its content) closes it.
        if (event.target === dialog.current) close();
      }}
      // The page's zoom (--zoom on <html>) scales viewport units too: divided out, the dialog
      // fills the screen on a phone and keeps its margins on a larger one.
      className="m-0 h-[calc(100dvh/var(--zoom,1))] max-h-none w-full max-w-none bg-surface p-0 text-slate-900 backdrop:bg-slate-950/55 sm:mx-auto sm:mt-[calc(8dvh/var(--zoom,1))] sm:h-auto sm:max-h-[calc(84dvh/var(--zoom,1))] sm:max-w-2xl sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-2xl"
    >
      {open ? (
        <div className="flex h-full max-h-[inherit] flex-col">
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
            <h2 id="site-search-title" className="text-lg font-bold">
              Search
            </h2>
            <button
              type="button"
              onClick={close}
              className="grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">Close search</span>
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6">
            <SearchPanel
              state={state}
              onStateChange={setState}
              enabled
              autoFocus
              onSubmit={() => window.location.assign(siteSearchUrl(state))}
            />
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

export const SiteSearchDialog = withErrorBoundary(SiteSearchDialogRoot);
