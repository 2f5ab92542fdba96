/** The one class joiner (src/lib/cn.ts): clsx, no merging. */
import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/cn';

describe('cn', () => {
  it('joins truthy class values and keeps every class (no merging)', () => {
    expect(cn('a', false, undefined, ['b', { c: true, d: false }])).toBe('a b c');
    expect(cn('px-2', 'px-4')).toBe('px-2 px-4');
  });
});
