/** A content problem names its field in the editor's words (src/lib/content/field-labels.ts). */
import { describe, expect, it } from 'vitest';
import { labelOfPath, labelOfProblem, withFieldLabels } from '../../src/lib/content/field-labels.ts';
import { formatProblem } from '../../src/lib/content/issues.ts';
import { projectSchema } from '../../src/lib/content/schemas.ts';

describe("a problem names its field in the editor's words", () => {
  it('reads the labels the kinds give their fields, along a nested path', () => {
    expect(labelOfPath(projectSchema, 'status')).toBe('Status');
    expect(labelOfPath(projectSchema, 'metrics.monthlyRevenue')).toBe('Metrics › Monthly revenue');
    expect(labelOfPath(projectSchema, 'revenuePotential.min')).toBe('Revenue potential › Minimum');
    expect(labelOfPath(projectSchema, 'images[2]')).toBe('Gallery');
    expect(labelOfPath(projectSchema, 'featurs')).toBeUndefined();
  });

  it('finds the kind by the file, a list file included, and keeps the key beside the label', () => {
    expect(labelOfProblem({ file: 'projects/any.md', field: 'thumbnailUrl' })).toBe('Thumbnail (thumbnailUrl)');
    expect(labelOfProblem({ file: 'tools/any.md', field: 'category' })).toBe('Category (category)');
    expect(labelOfProblem({ file: 'tool-categories.json', field: 'item 1 ("x") name' })).toBe(
      'item 1 ("x") Name (name)',
    );
    expect(labelOfProblem({ file: 'projects/any.md', field: '(line 3)' })).toBeUndefined();
    expect(labelOfProblem({ file: 'nowhere/any.md', field: 'status' })).toBeUndefined();
  });

  it('is what content:check, the build and the editor print', () => {
    const [labelled, unknown] = withFieldLabels([
      { file: 'projects/any.md', field: 'metrics.monthlyRevenue', message: 'expected a number, found "x"' },
      { file: 'projects/any.md', field: 'featurs', message: 'unknown field (check its spelling, or remove it)' },
    ]);
    expect(formatProblem(labelled!)).toBe(
      'content error in projects/any.md: Metrics › Monthly revenue (metrics.monthlyRevenue): expected a number, found "x"',
    );
    expect(formatProblem(unknown!)).toBe(
      'content error in projects/any.md: featurs: unknown field (check its spelling, or remove it)',
    );
  });
});
