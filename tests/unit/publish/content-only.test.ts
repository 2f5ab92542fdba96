import { describe, expect, it } from 'vitest';
import { isContentOnlyChange } from '@/lib/publish/content-only';

describe('the content-only path of the publish pipeline', () => {
  it('takes a push that changes only content/', () => {
    expect(isContentOnlyChange(['content/projects/a.md', 'content/projects/a/images/0.webp'])).toBe(true);
  });

  it('runs everything for any other file, or when nothing is known to have changed', () => {
    expect(isContentOnlyChange(['content/projects/a.md', 'src/lib/format.ts'])).toBe(false);
    expect(isContentOnlyChange(['tests/fixture/content/projects/a.md'])).toBe(false);
    expect(isContentOnlyChange(['contents.md'])).toBe(false);
    expect(isContentOnlyChange([])).toBe(false);
  });
});
