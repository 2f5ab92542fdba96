/** The shapes, sizes and looks of buttons and badges (src/lib/ui-variants.ts). */
import { describe, expect, it } from 'vitest';
import { badgeClass, buttonClass } from '@/lib/ui-variants';

const classes = (list: string) => list.split(/\s+/).filter(Boolean);

describe('buttonClass', () => {
  it('has one shape, one size and one look, with extras appended', () => {
    const pill = classes(buttonClass('outline', 'sm', { shape: 'pill', extra: 'w-full' }));
    expect(pill).toContain('rounded-full');
    expect(pill).not.toContain('rounded-lg');
    expect(pill).toContain('min-h-9');
    expect(pill.at(-1)).toBe('w-full');
    expect(classes(buttonClass())).toContain('rounded-lg');
  });

  it('gives the inverse looks no conflicting colours', () => {
    const ghost = classes(buttonClass('inverse-ghost', 'xs'));
    expect(ghost).toContain('min-h-8');
    expect(ghost).not.toContain('min-h-9');
    expect(ghost.filter((c) => c.startsWith('text-ink-'))).toEqual(['text-ink-200']);
    expect(classes(buttonClass('inverse', 'lg')).filter((c) => c.startsWith('bg-'))).toEqual(['bg-white']);
  });
});

describe('badgeClass', () => {
  it('sizes, tones and wrapping replace, not add to, the defaults', () => {
    const md = classes(badgeClass('accent', { size: 'md' }));
    expect(md).toEqual(expect.arrayContaining(['px-3', 'py-1', 'text-sm']));
    expect(md).not.toContain('text-xs');
    const wrapping = classes(badgeClass('neutral', { wrap: true }));
    expect(wrapping).toEqual(expect.arrayContaining(['inline-block', 'max-w-full', 'rounded-xl']));
    expect(wrapping).not.toEqual(expect.arrayContaining(['inline-flex', 'whitespace-nowrap', 'rounded-full']));
    expect(classes(badgeClass('plain')).filter((c) => c.startsWith('bg-'))).toEqual(['bg-surface']);
  });
});
