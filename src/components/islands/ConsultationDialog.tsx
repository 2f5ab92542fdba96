/**
 * The consultation dialog ('Schedule a Consultation'), an island of ConsultationDialogHost
 * hydrated by the first CONSULTATION_EVENT: the host's script turns a click on any
 * [data-consultation-trigger] (a link to the consultation page) into that event, and this module opens the
 * dialog for it from the moment it loads and its words (the page's language) have arrived.
 * Escape, the close button and a click outside close it, and focus returns to the trigger. The
 * form itself is loaded the first time the dialog opens. Should the words not load, the trigger
 * does what it does without JavaScript: it leads to the consultation page.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from './island-icons';
import { Suspense, lazy, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CONSULTATION_EVENT } from '@/lib/site-events';
import { escapeIsFor } from '@/lib/modal-layer';
import type { ConsultationDraft } from './ConsultationForm';
import type { ConsultationDialogWords } from '@/lib/forms/words';
import { ErrorBoundary, withErrorBoundary } from './ErrorBoundary';

const ConsultationForm = lazy(() => import('./ConsultationForm'));

/** Set while one dialog is mounted: a second host on the same page stays inert. */
let hostMounted = false;

/** The latest request to open the dialog (a new object each time, so a repeat still opens). */
interface OpenRequest {
  trigger: HTMLElement;
}
let request: OpenRequest | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => request;

if (typeof window !== 'undefined') {
  window.addEventListener(CONSULTATION_EVENT, (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    request = { trigger: event.detail };
    listeners.forEach((listener) => listener());
  });
}

function FormLoading({ text }: { text: string }) {
  return (
    <div role="status" className="grid min-h-72 place-items-center text-sm text-slate-600">
      <span className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600"
        />
        {text}
      </span>
    </div>
  );
}

export interface ConsultationDialogProps {
  /** Where the dialog's words in the page's language are (`formWordsPath`). */
  wordsPath: string;
}

/** The dialog's words, fetched once per page. */
let wordsLoad: Promise<ConsultationDialogWords> | undefined;
function loadWords(path: string): Promise<ConsultationDialogWords> {
  wordsLoad ??= fetch(path).then(async (response) => {
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as ConsultationDialogWords;
  });
  return wordsLoad;
}

function ConsultationDialogRoot({ wordsPath }: ConsultationDialogProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(false);
  const [loaded, setLoaded] = useState<ConsultationDialogWords>();
  const draft = useRef<ConsultationDraft>({});
  const content = useRef<HTMLDivElement>(null);
  const onDraftChange = useCallback((next: ConsultationDraft) => {
    draft.current = next;
  }, []);
  const opened = useSyncExternalStore(subscribe, current, () => null);
  const topic = opened?.trigger.dataset.topic ?? '';

  useEffect(() => {
    if (hostMounted) {
      console.warn('ConsultationDialogHost is on this page more than once; only the first one is used.');
      return;
    }
    hostMounted = true;
    setActive(true);
    return () => {
      hostMounted = false;
    };
  }, []);

  useEffect(() => {
    if (!active || !opened) return;
    let current = true;
    loadWords(wordsPath).then(
      (words) => {
        if (!current) return;
        opened.trigger.removeAttribute('aria-busy');
        setLoaded(words);
        setOpen(true);
      },
      (error: unknown) => {
        wordsLoad = undefined;
        console.warn('The consultation dialog could not load its words; opening the consultation page.', error);
        if (current && opened.trigger instanceof HTMLAnchorElement) window.location.assign(opened.trigger.href);
      },
    );
    return () => {
      current = false;
    };
  }, [active, opened, wordsPath]);

  if (!loaded) return null;
  const { words, consultation } = loaded;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content
          ref={content}
          data-consultation-dialog
          onEscapeKeyDown={(event) => {
            // Escape closes an open toast first (the toast region handles it), then the dialog; a
            // dialog opened over this one (the search, by its shortcut) closes before it.
            if (
              document.querySelector('#toast-root [data-variant][data-state="open"]') ||
              !escapeIsFor(content.current ?? document.body, event.target, document)
            )
              event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opened?.trigger.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh_/_var(--zoom,1)_-_1.5rem)] w-[calc(100%-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-surface p-5 shadow-2xl focus:outline-none data-[state=open]:animate-fade-in sm:p-7"
        >
          <div className="mb-5 pr-10">
            <Dialog.Title className="text-xl font-bold text-slate-900 sm:text-2xl">{consultation.title}</Dialog.Title>
            <Dialog.Description className="mt-1.5 text-sm text-slate-700">
              {consultation.description}
            </Dialog.Description>
            {topic ? (
              <p className="mt-3 inline-flex max-w-full items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-800 ring-1 ring-indigo-200 ring-inset">
                <span className="font-semibold">{consultation.topic}:</span>
                <span className="truncate">{topic}</span>
              </p>
            ) : null}
          </div>
          <ErrorBoundary>
            <Suspense fallback={<FormLoading text={consultation.loading} />}>
              <ConsultationForm
                topic={topic}
                draft={draft.current}
                onDraftChange={onDraftChange}
                onScheduled={() => setOpen(false)}
                focusFirstField
                words={words}
                consultation={consultation}
              />
            </Suspense>
          </ErrorBoundary>
          <Dialog.Close
            aria-label={consultation.close}
            className="absolute top-3 right-3 grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const ConsultationDialog = withErrorBoundary(ConsultationDialogRoot);
