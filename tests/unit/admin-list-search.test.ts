/**
 * The editor lists' search (src/admin/browser/list-search.ts): a row matches by file name, title or a
 * label its columns show.
 */
import { describe, expect, it } from 'vitest';
import { entryMatchesSearch } from '@/admin/browser/list-search';

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
});
