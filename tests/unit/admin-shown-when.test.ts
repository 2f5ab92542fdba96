/**
 * Fields shown by another field's value (src/admin/browser/shown-when.ts): the sale fields show
 * only for a sold project in the editor, while the file stays flat (content-codec.ts).
 */
import { describe, expect, it } from 'vitest';
import { toDisk, toEditor } from '@/admin/node/content-codec';
import { ADMIN_KINDS, type FolderKind } from '@/admin/browser/kinds';
import { conditionsOf } from '@/admin/browser/shown-when';
import { entryFields } from '@/lib/content/schema-shape';
import { STATUS_LABELS } from '@/lib/content/kinds/project';
import { bytes, frontmatterOf, markdownFile, sold, text } from '../support/editor-files';

const projects = ADMIN_KINDS.projects as FolderKind;

describe('fields shown by status', () => {
  it("declares the sale fields once, in the project schema's .meta()", () => {
    expect(conditionsOf(entryFields(projects.schema))).toEqual([
      {
        on: 'status',
        dependents: { salePrice: ['sold'], saleDate: ['sold'] },
        values: ['', ...Object.keys(STATUS_LABELS)],
      },
    ]);
  });

  it('shows the sale fields under a sold status, and none under another', () => {
    expect(frontmatterOf(text(toEditor('projects/a.md', bytes(sold))))).toMatchObject({
      status: { discriminant: 'sold', value: { salePrice: 16900, saleDate: '2025-03-04' } },
    });
    const shown = frontmatterOf(
      text(toEditor('projects/a.md', bytes(sold.replace('status: sold', 'status: portfolio')))),
    );
    expect(shown.status).toEqual({ discriminant: 'portfolio' });
    expect(shown).not.toHaveProperty('salePrice');
  });

  it('writes the file flat, the sale fields right after the status, changing only what changed', () => {
    const shown = frontmatterOf(text(toEditor('projects/a.md', bytes(sold))));
    const edited = { ...shown, status: { discriminant: 'sold', value: { salePrice: 18000, saleDate: '2025-03-04' } } };
    expect(text(toDisk('projects/a.md', bytes(markdownFile(edited)), bytes(sold)))).toBe(
      sold.replace('salePrice: 16900', 'salePrice: 18000'),
    );
    // A new sold project: the status, then its sale fields.
    const created = frontmatterOf(
      text(
        toDisk(
          'projects/b.md',
          bytes(
            markdownFile({
              id: 9,
              title: 'B',
              status: { discriminant: 'sold', value: { salePrice: 5, saleDate: null } },
            }),
          ),
        ),
      ),
    );
    expect(Object.entries(created)).toEqual([
      ['id', 9],
      ['title', 'B'],
      ['status', 'sold'],
      ['salePrice', 5],
    ]);
  });

  it('drops the sale once the project is no longer sold, and keeps what the form did not show', () => {
    const shown = frontmatterOf(text(toEditor('projects/a.md', bytes(sold))));
    const unsold = text(
      toDisk('projects/a.md', bytes(markdownFile({ ...shown, status: { discriminant: 'portfolio' } })), bytes(sold)),
    );
    expect(frontmatterOf(unsold)).not.toHaveProperty('salePrice');
    expect(frontmatterOf(unsold)).not.toHaveProperty('saleDate');
    expect(frontmatterOf(unsold).status).toBe('portfolio');
    // A price written by hand beside another status was never shown: a save elsewhere keeps it.
    const byHand = sold.replace('status: sold', 'status: portfolio');
    const other = frontmatterOf(text(toEditor('projects/a.md', bytes(byHand))));
    const saved = text(toDisk('projects/a.md', bytes(markdownFile({ ...other, title: 'B' })), bytes(byHand)));
    expect(saved).toBe(byHand.replace('title: "A"', 'title: "B"'));
  });
});
