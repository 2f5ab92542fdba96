/**
 * The toast region (bottom right). Mounted into #toast-root the first time an island shows a
 * toast, so pages without toasts ship none of this. Toasts close by swipe (right), by their
 * close button, by Escape, or after their duration.
 */
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from './icons';
import { useEffect, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { clsx as cn } from 'clsx';
import { createToastStore, type Toast, type ToastInput, type ToastStore } from '@/lib/toast-store';

const globalKey = '__studioToastStore';
type WithStore = typeof globalThis & { [globalKey]?: ToastStore; __studioToasterMounted?: boolean };
const scope = globalThis as WithStore;
const store: ToastStore = (scope[globalKey] ??= createToastStore());

const variantClass: Record<Toast['variant'], string> = {
  success: 'border-emerald-200 bg-white text-slate-900 [&_[data-accent]]:bg-emerald-500',
  info: 'border-slate-200 bg-white text-slate-900 [&_[data-accent]]:bg-indigo-500',
  error: 'border-red-700 bg-red-600 text-white [&_[data-accent]]:bg-white/70',
};

function ToastItem({ toast }: { toast: Toast }) {
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
        aria-label="Close notification"
        className="absolute top-2 right-2 grid size-7 place-items-center rounded-md opacity-80 hover:opacity-100"
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export function Toaster() {
  const toasts = useSyncExternalStore(store.subscribe, store.get, store.get);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') store.dismissLatest();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Notification">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}

function ensureMounted(): void {
  if (scope.__studioToasterMounted || typeof document === 'undefined') return;
  scope.__studioToasterMounted = true;
  let host = document.getElementById('toast-root');
  if (!host) {
    host = document.createElement('div');
    host.id = 'toast-root';
    document.body.append(host);
  }
  createRoot(host).render(<Toaster />);
}

/** Shows a toast in the site's one toast region. */
export function showToast(input: ToastInput): number {
  ensureMounted();
  return store.add(input);
}
