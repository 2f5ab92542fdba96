/**
 * The site's one toast queue. Islands call `showToast()`; the Toaster island renders what is
 * here. Framework-free so it can be unit-tested and shared by every island bundle.
 */
export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 5000). */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string | undefined;
}

type Listener = (toasts: readonly Toast[]) => void;

export const MAX_TOASTS = 3;

export function createToastStore() {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener(toasts));

  return {
    add(input: ToastInput): number {
      const toast: Toast = {
        id: nextId++,
        title: input.title,
        description: input.description,
        variant: input.variant ?? 'info',
        duration: input.duration ?? 5000,
      };
      toasts = [...toasts, toast].slice(-MAX_TOASTS);
      emit();
      return toast.id;
    },
    dismiss(id: number): void {
      const next = toasts.filter((t) => t.id !== id);
      if (next.length === toasts.length) return;
      toasts = next;
      emit();
    },
    /** Closes the newest toast (Escape); false when there was none. */
    dismissLatest(): boolean {
      const latest = toasts.at(-1);
      if (!latest) return false;
      this.dismiss(latest.id);
      return true;
    },
    get: (): readonly Toast[] => toasts,
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
