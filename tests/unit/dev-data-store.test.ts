import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forgetDataStoreOfAnotherRoot } from '@/integrations/dev-data-store';

describe("the dev server's data store", () => {
  it('is dropped when another content root filled it, and kept for the same root', () => {
    const dotAstro = join(mkdtempSync(join(tmpdir(), 'dev-store-')), '.astro');
    const store = join(dotAstro, 'data-store.json');
    // Nothing recorded yet (a store from before): dropped, the root recorded.
    expect(forgetDataStoreOfAnotherRoot(dotAstro, '/tmp/copy-a')).toBe(false);
    writeFileSync(store, '{"entries":"of copy a"}');
    expect(forgetDataStoreOfAnotherRoot(dotAstro, '/tmp/copy-a/')).toBe(false);
    expect(readFileSync(store, 'utf8')).toContain('copy a');
    expect(forgetDataStoreOfAnotherRoot(dotAstro, '/tmp/copy-b')).toBe(true);
    expect(existsSync(store)).toBe(false);
    expect(readFileSync(join(dotAstro, 'data-store-root.txt'), 'utf8').trim()).toBe('/tmp/copy-b');
  });
});
