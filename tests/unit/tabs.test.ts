/** The tabs' keyboard rule and the tab a URL opens (src/lib/tabs.ts). */
import { describe, expect, it } from 'vitest';
import { initialTab, tabIndexForKey } from '@/lib/tabs';

describe('tab keys', () => {
  it('move with the arrows and wrap around', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexForKey('ArrowLeft', 2, 3)).toBe(1);
  });

  it('jump with Home and End', () => {
    expect(tabIndexForKey('Home', 2, 4)).toBe(0);
    expect(tabIndexForKey('End', 0, 4)).toBe(3);
  });

  it('ignore other keys and empty lists', () => {
    expect(tabIndexForKey('ArrowDown', 0, 3)).toBeNull();
    expect(tabIndexForKey('Enter', 0, 3)).toBeNull();
    expect(tabIndexForKey('Home', 0, 0)).toBeNull();
  });
});

describe('tabs in the URL', () => {
  const ids = ['benefits', 'how-it-works', 'faq'];

  it('opens the tab the URL names, else the default', () => {
    expect(initialTab(ids, 'faq', 'benefits')).toBe('faq');
    expect(initialTab(ids, 'nope', 'benefits')).toBe('benefits');
    expect(initialTab(ids, null, 'benefits')).toBe('benefits');
    expect(initialTab(ids, '', 'benefits')).toBe('benefits');
  });

  it('opens the first without a default, and none in an empty list', () => {
    expect(initialTab(ids, null)).toBe('benefits');
    expect(initialTab([], null)).toBeUndefined();
  });
});
