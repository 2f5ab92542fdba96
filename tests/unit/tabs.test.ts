import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '@/lib/tabs';

describe('nextTabIndex', () => {
  it('moves with arrows, wrapping, and jumps with Home/End', () => {
    expect(nextTabIndex('ArrowRight', 0, 4)).toBe(1);
    expect(nextTabIndex('ArrowRight', 3, 4)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 4)).toBe(3);
    expect(nextTabIndex('Home', 2, 4)).toBe(0);
    expect(nextTabIndex('End', 0, 4)).toBe(3);
  });
  it('ignores other keys and empty lists', () => {
    expect(nextTabIndex('Enter', 0, 4)).toBeNull();
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
