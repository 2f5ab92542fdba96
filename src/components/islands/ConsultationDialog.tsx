/**
 * The consultation dialog (spec 000 §2), mounted once per page by ConsultationDialogHost.
 * Every [data-consultation-trigger] on the page opens it (a delegated click listener takes over
 * the trigger link to /request); Escape, the close button and a click outside close it, and
 * focus returns to the trigger. The form itself is loaded the first time the dialog opens.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from './icons';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { CONSULTATION_DIALOG } from '@/lib/forms/messages';
import type { ConsultationDraft } from './ConsultationForm';
import { ErrorBoundary, withErrorBoundary } from './ErrorBoundary';

const ConsultationForm = lazy(() => import('./ConsultationForm'));

export const TRIGGER_SELECTOR = '[data-consultation-trigger]';
const HOST_FLAG = '__studioConsultationDialog';
type WithFlag = typeof globalThis & { [HOST_FLAG]?: boolean };

function FormLoading() {
  return (
    <div role="status" className="grid min-h-72 place-items-center text-sm text-slate-600">
      <span className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600"
        />
        Loading the form…
      </span>
    </div>
  );
}

interface RootProps {
  /** The trigger whose click loaded the dialog: it opens at once for that trigger. */
  initialTrigger?: HTMLElement | undefined;
}

function ConsultationDialogRoot({ initialTrigger }: RootProps) {
  const [open, setOpen] = useState(Boolean(initialTrigger));
  const [topic, setTopic] = useState(initialTrigger?.dataset.topic ?? '');
  const trigger = useRef<HTMLElement | null>(initialTrigger ?? null);
  const draft = useRef<ConsultationDraft>({});
  const onDraftChange = useCallback((next: ConsultationDraft) => {
    draft.current = next;
  }, []);

  useEffect(() => {
    const scope = globalThis as WithFlag;
    if (scope[HOST_FLAG]) {
      console.warn('ConsultationDialogHost is on this page more than once; only the first one is used.');
      return;
    }
    scope[HOST_FLAG] = true;

    const markTriggers = () => {
      for (const element of document.querySelectorAll(TRIGGER_SELECTOR))
        element.setAttribute('aria-haspopup', 'dialog');
    };
    markTriggers();

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      // Modified clicks keep the link's own behaviour (open /request in a new tab or window).
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TRIGGER_SELECTOR) : null;
      if (!target) return;
      event.preventDefault();
      trigger.current = target;
      setTopic(target.dataset.topic ?? '');
      setOpen(true);
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      scope[HOST_FLAG] = false;
    };
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content
          data-consultation-dialog
          onEscapeKeyDown={(event) => {
            // Escape closes an open toast first (the toast region handles it), then the dialog.
            if (document.querySelector('#toast-root [data-variant][data-state="open"]')) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh_/_var(--zoom,1)_-_1.5rem)] w-[calc(100%-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl focus:outline-none data-[state=open]:animate-fade-in sm:p-7"
        >
          <div className="mb-5 pr-10">
            <Dialog.Title className="text-xl font-bold text-slate-900 sm:text-2xl">
              {CONSULTATION_DIALOG.title}
            </Dialog.Title>
            <Dialog.Description className="mt-1.5 text-sm text-slate-700">
              {CONSULTATION_DIALOG.description}
            </Dialog.Description>
            {topic ? (
              <p className="mt-3 inline-flex max-w-full items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-800 ring-1 ring-indigo-200 ring-inset">
                <span className="font-semibold">Topic:</span>
                <span className="truncate">{topic}</span>
              </p>
            ) : null}
          </div>
          <ErrorBoundary>
            <Suspense fallback={<FormLoading />}>
              <ConsultationForm
                topic={topic}
                draft={draft.current}
                onDraftChange={onDraftChange}
                onScheduled={() => setOpen(false)}
              />
            </Suspense>
          </ErrorBoundary>
          <Dialog.Close
            aria-label="Close"
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
