/** The classes of the link cards (src/lib/card-classes.ts). */
import { describe, expect, it } from 'vitest';
import { linkCardClass, linkCardFrameClass } from '@/lib/card-classes';

const classes = (list: string) => list.split(/\s+/).filter(Boolean);

describe('link cards', () => {
  it('pads the link card and leaves the frame unpadded', () => {
    expect(classes(linkCardClass)).toContain('p-5');
    expect(classes(linkCardFrameClass).some((c) => /^p[xy]?-/.test(c))).toBe(false);
  });
});
