import { describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, createToastStore } from '@/lib/toast-store';

describe('toast store', () => {
  it('adds toasts with defaults and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.add({ title: 'Saved' });
    expect(store.get()).toEqual([{ id, title: 'Saved', description: undefined, variant: 'info', duration: 5000 }]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps only the newest few', () => {
    const store = createToastStore();
    for (let i = 0; i < MAX_TOASTS + 2; i++) store.add({ title: `t${i}` });
    expect(store.get().map((t) => t.title)).toEqual(['t2', 't3', 't4']);
  });

  it('dismisses one toast or the latest (Escape)', () => {
    const store = createToastStore();
    const first = store.add({ title: 'a' });
    store.add({ title: 'b' });
    expect(store.dismissLatest()).toBe(true);
    expect(store.get().map((t) => t.title)).toEqual(['a']);
    store.dismiss(first);
    expect(store.get()).toEqual([]);
    expect(store.dismissLatest()).toBe(false);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const off = store.subscribe(listener);
    off();
    store.add({ title: 'x' });
    expect(listener).not.toHaveBeenCalled();
  });
});
