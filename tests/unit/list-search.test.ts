/**
 * The editor lists' search (src/admin/browser/list-search.ts): a row matches by file name, title or a
 * label its columns show, and Keystatic's UI module, as installed, holds the one filter the dev
 * server rewrites.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryMatchesSearch, holdsKeystaticListFilter, withSearchByColumns } from '@/admin/browser/list-search';

const row = {
  name: 'snapledger',
  data: { title: 'SnapLedger Receipt Scanner', statusLabel: 'In Development', projectTypeLabel: 'Mobile App', id: 12 },
};
const columns = ['title', 'statusLabel', 'projectTypeLabel'];

describe('the editor lists search', () => {
  it('matches the file name, the title and the labels, in any case, every word typed', () => {
    expect(entryMatchesSearch(row, columns, 'snaple')).toBe(true);
    expect(entryMatchesSearch(row, columns, 'receipt')).toBe(true);
    expect(entryMatchesSearch(row, columns, 'RECEIPT scanner')).toBe(true);
    expect(entryMatchesSearch(row, columns, 'development')).toBe(true);
    expect(entryMatchesSearch(row, columns, 'receipt mobile')).toBe(true);
    expect(entryMatchesSearch(row, columns, '  ')).toBe(true);
  });

  it('does not match a word no column shows, nor a value that is not a column', () => {
    expect(entryMatchesSearch(row, columns, 'receipt sold')).toBe(false);
    expect(entryMatchesSearch(row, columns, '12')).toBe(false);
    expect(entryMatchesSearch(row, [], 'receipt')).toBe(false);
    // Before its values have loaded, a row is found by its file name.
    expect(entryMatchesSearch({ name: 'snapledger' }, columns, 'snap')).toBe(true);
  });

  it('rewrites the one filter of the installed Keystatic UI module', () => {
    const require = createRequire(import.meta.url);
    const ui = join(dirname(require.resolve('@keystatic/core/package.json')), 'dist/keystatic-core-ui.js');
    const code = readFileSync(ui, 'utf8');
    expect(holdsKeystaticListFilter(code)).toBe(true);
    expect(holdsKeystaticListFilter(readFileSync(join(dirname(ui), 'keystatic-core.js'), 'utf8'))).toBe(false);
    const rewritten = withSearchByColumns(code, '/@fs/src/admin/browser/list-search.ts');
    expect(
      rewritten.startsWith(
        'import { entryMatchesSearch as __studioEntryMatchesSearch } from "/@fs/src/admin/browser/list-search.ts";',
      ),
    ).toBe(true);
    expect(rewritten).toContain('item => __studioEntryMatchesSearch(item, collection.columns ?? [], searchTerm)');
    expect(rewritten).not.toContain('item.name.toLowerCase().includes(searchTerm');
    // As the dev server's dependency bundle writes it.
    const bundled = 'return entries.filter((item) => item.name.toLowerCase().includes(searchTerm.toLowerCase()));';
    expect(withSearchByColumns(bundled, '/x.ts')).toContain(
      'return entries.filter(item => __studioEntryMatchesSearch(item, collection.columns ?? [], searchTerm));',
    );
    expect(() => withSearchByColumns('export {}', '/x.ts')).toThrow("Keystatic's list filter was found 0 times");
  });
});
