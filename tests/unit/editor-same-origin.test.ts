import { describe, expect, it } from 'vitest';
import { isSameOriginWrite, isWriteMethod } from '@/lib/editor/same-origin';

const own = 'https://studio.example';

describe('same-origin writes', () => {
  it("takes the browser's Sec-Fetch-Site when it sends one", () => {
    expect(isSameOriginWrite({ secFetchSite: 'same-origin', origin: undefined }, own)).toBe(true);
    for (const site of ['cross-site', 'same-site', 'none'])
      expect(isSameOriginWrite({ secFetchSite: site, origin: own }, own)).toBe(false);
  });

  it('else compares Origin with the own origin, refusing none and "null"', () => {
    expect(isSameOriginWrite({ secFetchSite: undefined, origin: own }, own)).toBe(true);
    expect(isSameOriginWrite({ secFetchSite: undefined, origin: 'https://evil.example' }, own)).toBe(false);
    expect(isSameOriginWrite({ secFetchSite: undefined, origin: 'null' }, own)).toBe(false);
    expect(isSameOriginWrite({ secFetchSite: undefined, origin: undefined }, own)).toBe(false);
  });

  it('counts every method but GET, HEAD and OPTIONS as a write', () => {
    expect(['POST', 'PUT', 'DELETE', 'PATCH', 'post'].every(isWriteMethod)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isWriteMethod)).toBe(false);
  });
});
