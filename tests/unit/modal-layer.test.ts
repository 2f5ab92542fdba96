import { describe, expect, it } from 'vitest';
import { escapeIsFor } from '@/lib/modal-layer';

describe('Escape and stacked modal layers', () => {
  const body = { name: 'body' };
  const document = { body };
  const inside = { name: 'field in the layer' };
  const above = { name: 'field of a dialog opened over the layer' };
  const layer = { contains: (node: never) => node === inside };

  it('is for the layer that holds the focus', () => {
    expect(escapeIsFor(layer, inside, document)).toBe(true);
  });

  it('is not for a layer below the one that holds the focus', () => {
    expect(escapeIsFor(layer, above, document)).toBe(false);
  });

  it('is for the layer when no element holds the focus', () => {
    expect(escapeIsFor(layer, body, document)).toBe(true);
    expect(escapeIsFor(layer, document, document)).toBe(true);
    expect(escapeIsFor(layer, null, document)).toBe(true);
  });
});
