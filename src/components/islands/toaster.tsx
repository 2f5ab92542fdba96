/**
 * The toast region (bottom right), an island of the page shell hydrated by the first toast
 * (`client:event` on TOAST_EVENT), so pages ship none of this until a toast is shown. Anything
 * shows a toast by dispatching TOAST_EVENT (`showToast()` of src/lib/site-events.ts); this
 * module queues every such event from the moment it loads. Toasts close by swipe (right), by
 * their close button, by Escape, or after their duration.
 */
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from './island-icons';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { TOAST_EVENT } from '@/lib/site-events';
import { createToastStore, type Toast, type ToastStore } from '@/lib/toast-store';

const store: ToastStore = createToastStore();

if (typeof window !== 'undefined') {
  window.addEventListener(TOAST_EVENT, (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    store.add(event.detail);
  });
}

const variantClass: Record<Toast['variant'], string> = {
  success: 'border-emerald-200 bg-surface text-slate-900 [&_[data-accent]]:bg-emerald-500',
  info: 'border-slate-200 bg-surface text-slate-900 [&_[data-accent]]:bg-indigo-500',
  // danger (red-700 in both themes): white text, and the description's 90 %, stay above 4.5:1.
  error: 'border-danger bg-danger text-white [&_[data-accent]]:bg-white/70',
};

/** What screen readers hear of the toasts, in the page's language (its dictionary's `shell` group). */
export interface ToasterWords {
  /** A toast's name, read before its text. */
  notification: string;
  /** The region's name; Radix fills `{hotkey}` with the key that moves to it. */
  notifications: string;
  closeNotification: string;
}

function ToastItem({ toast, close }: { toast: Toast; close: string }) {
  return (
    <ToastPrimitive.Root
      duration={toast.duration}
      type={toast.variant === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) store.dismiss(toast.id);
      }}
      data-variant={toast.variant}
      className={cn(
        'relative flex w-full gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
        'data-[state=open]:animate-fade-in data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
        variantClass[toast.variant],
      )}
    >
      <span data-accent aria-hidden="true" className="absolute inset-y-0 left-0 w-1" />
      <div className="flex flex-col gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
        {toast.description ? (
          <ToastPrimitive.Description className="text-sm opacity-90">{toast.description}</ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label={close}
        className="absolute top-2 right-2 grid size-7 place-items-center rounded-md opacity-80 hover:opacity-100"
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export default function Toaster({ words }: { words: ToasterWords }) {
  const toasts = useSyncExternalStore(store.subscribe, store.get, store.get);
  // Nothing in the server HTML: Radix's viewport carries an inline style, which the CSP blocks
  // in markup (React sets it through the CSSOM once mounted, which the CSP allows).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') store.dismissLatest();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  if (!mounted) return null;
  return (
    <ToastPrimitive.Provider swipeDirection="right" label={words.notification}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} close={words.closeNotification} />
      ))}
      <ToastPrimitive.Viewport
        label={words.notifications}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
