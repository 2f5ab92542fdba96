import { afterEach, describe, expect, it, vi } from 'vitest';
import { oncePerBuild } from '@/data/once-per-build';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('oncePerBuild', () => {
  it('in a build, works each key out once and hands every caller that answer', async () => {
    vi.stubEnv('DEV', false);
    const made: string[] = [];
    const get = oncePerBuild(async (key: string) => {
      made.push(key);
      return `${key}!`;
    });
    expect(await Promise.all([get('en'), get('en'), get('de')])).toEqual(['en!', 'en!', 'de!']);
    expect(await get('en')).toBe('en!');
    expect(made).toEqual(['en', 'de']);
  });

  it('on the dev server, works it out on every ask', async () => {
    vi.stubEnv('DEV', true);
    let made = 0;
    const get = oncePerBuild(async () => ++made);
    expect([await get('en'), await get('en')]).toEqual([1, 2]);
  });
});
