import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_LABEL_MS, createCopiedFlag, writeToClipboard } from '@/browser/clipboard';

describe('writeToClipboard', () => {
  it('copies through the async clipboard API', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await writeToClipboard('hello', { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('reports a refusal instead of throwing, and does not work around it', async () => {
    const legacyCopy = vi.fn(() => true);
    const writeText = vi.fn(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    expect(await writeToClipboard('hello', { clipboard: { writeText }, legacyCopy })).toBe('refused');
    expect(legacyCopy).not.toHaveBeenCalled();
  });

  it('falls back to the legacy copy only when the API is missing', async () => {
    expect(await writeToClipboard('x', { legacyCopy: () => true })).toBe('copied');
    expect(await writeToClipboard('x', { legacyCopy: () => false })).toBe('refused');
    expect(
      await writeToClipboard('x', {
        legacyCopy: () => {
          throw new Error('no document');
        },
      }),
    ).toBe('refused');
    expect(await writeToClipboard('x', {})).toBe('refused');
  });
});

describe('the copied flag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lasts 2 seconds', () => {
    expect(COPIED_LABEL_MS).toBe(2000);
    const changes: boolean[] = [];
    const flag = createCopiedFlag((copied) => changes.push(copied));
    flag.markCopied();
    expect(flag.copied).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(flag.copied).toBe(true);
    vi.advanceTimersByTime(1);
    expect(flag.copied).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('restarts the 2 seconds when copied again', () => {
    const changes: boolean[] = [];
    const flag = createCopiedFlag((copied) => changes.push(copied));
    flag.markCopied();
    vi.advanceTimersByTime(1500);
    flag.markCopied();
    vi.advanceTimersByTime(1500);
    expect(flag.copied).toBe(true);
    vi.advanceTimersByTime(500);
    expect(flag.copied).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('stops its timer when disposed', () => {
    const onChange = vi.fn();
    const flag = createCopiedFlag(onChange, 100);
    flag.markCopied();
    flag.dispose();
    vi.advanceTimersByTime(1000);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
