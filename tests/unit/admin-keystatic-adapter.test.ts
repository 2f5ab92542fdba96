/**
 * The editor's ties to Keystatic's internals (src/admin/browser/keystatic-adapter.ts): every text
 * of Keystatic's code or markup they rely on is in the installed version, so an update that moves
 * one fails here, naming it; and the rewrites of its UI module do what they say.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYSTATIC_TIES, timesHeld, withEditorChanges } from '@/admin/browser/keystatic-adapter';

const require = createRequire(import.meta.url);
const distOf = (name: string) => join(dirname(require.resolve(`${name}/package.json`)), 'dist');
const UI_MODULE = join(distOf('@keystatic/core'), 'keystatic-core-ui.js');

describe("the editor's ties to Keystatic", () => {
  it.each(KEYSTATIC_TIES.map((tie) => [tie.what, tie] as const))('installed Keystatic still holds %s', (_, tie) => {
    const dist = distOf(tie.where.package);
    const files = readdirSync(dist).filter((name) => tie.where.files.test(name));
    expect(files.length, `no file of ${tie.where.package}/dist matches ${String(tie.where.files)}`).toBeGreaterThan(0);
    const held = files.reduce((sum, name) => sum + timesHeld(readFileSync(join(dist, name), 'utf8'), tie), 0);
    const moved = `Keystatic moved what the editor relies on: ${tie.what} (${String(tie.holds)} in ${tie.where.package}/dist)`;
    if (tie.times === undefined) expect(held, moved).toBeGreaterThan(0);
    else expect(held, moved).toBe(tie.times);
  });

  it("rewrites the installed UI module's list filter and leaves out its remote font", () => {
    const rewritten = withEditorChanges(readFileSync(UI_MODULE, 'utf8'), '/@fs/src/admin/browser/list-search.ts');
    expect(
      rewritten?.startsWith(
        'import { entryMatchesSearch as __studioEntryMatchesSearch } from "/@fs/src/admin/browser/list-search.ts";',
      ),
    ).toBe(true);
    expect(rewritten).toContain('item => __studioEntryMatchesSearch(item, collection.columns ?? [], searchTerm)');
    expect(rewritten).not.toContain('item.name.toLowerCase().includes(searchTerm');
    expect(rewritten).not.toContain('fonts.googleapis.com');
    expect(rewritten).toContain('data:text/css,');
  });

  it('rewrites the filter as the dev server bundle writes it, and leaves other modules alone', () => {
    const bundled = 'return entries.filter((item) => item.name.toLowerCase().includes(searchTerm.toLowerCase()));';
    expect(withEditorChanges(bundled, '/x.ts')).toContain(
      'return entries.filter(item => __studioEntryMatchesSearch(item, collection.columns ?? [], searchTerm));',
    );
    expect(withEditorChanges(readFileSync(join(dirname(UI_MODULE), 'keystatic-core.js'), 'utf8'), '/x.ts')).toBeNull();
    expect(() => withEditorChanges(`${bundled}\n${bundled}`, '/x.ts')).toThrow(
      "Keystatic's list filter was found 2 times",
    );
  });
});
