import { describe, expect, it } from 'vitest';
import { RELOAD_KEY, decideRecovery, isChunkLoadError } from '@/lib/chunk-recovery';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('chunk load recovery', () => {
  it('reloads once, then shows the error screen on a second failure within a minute', () => {
    const storage = memory();
    expect(decideRecovery(storage, 1_000_000)).toBe('reload');
    expect(storage.data.get(RELOAD_KEY)).toBe('1000000');
    expect(decideRecovery(storage, 1_010_000)).toBe('show-error');
    expect(decideRecovery(storage, 1_000_000 + 61_000)).toBe('reload');
  });
  it('shows the error screen when storage is unavailable (no reload loop)', () => {
    expect(decideRecovery(null, 1)).toBe('show-error');
  });
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_astro/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });
});
