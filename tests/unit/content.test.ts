/**
 * The editors' content/ must pass the build's validator, whatever it holds; and the test
 * catalogue must keep showing every rule the other tests rely on.
 */
import { describe, expect, it } from 'vitest';
import { formatProblem } from '@/lib/content/issues';
import { validateContent } from '@/content-reading/validate';
import { PROJECT_STATUSES } from '@/lib/content/schemas';
import { fixture, fixturePaths, livePaths } from '../support/fixture';

describe("content/ (the editors' files)", () => {
  it('passes the validator the build runs', () => {
    expect(validateContent(livePaths).problems.map(formatProblem)).toEqual([]);
  });
});

describe('the test catalogue (tests/fixture)', () => {
  it('passes the validator', () => {
    expect(validateContent(fixturePaths).problems.map(formatProblem)).toEqual([]);
  });

  it('has a project of every status and more than one page of projects', () => {
    const statuses = new Set(fixture.projects.map((p) => p.data.status));
    expect([...statuses].sort()).toEqual([...PROJECT_STATUSES].sort());
    expect(fixture.projects.length).toBeGreaterThan(12);
  });

  it('has an empty tool category, one with more than 3 tools, one with exactly 3, and one left out of the sidebar', () => {
    const counts = fixture.toolCategories.map((c) => fixture.tools.filter((t) => t.data.category === c.id).length);
    expect(counts).toContain(0);
    expect(counts.some((n) => n > 3)).toBe(true);
    expect(counts).toContain(3);
    expect(fixture.toolCategories.some((c) => !c.sidebar)).toBe(true);
  });

  it('has an area with full case studies, one with coming-soon cards, and a related technology without a tool page', () => {
    const full = new Set(fixture.areaCaseStudies.filter((s) => s.data.detail).map((s) => s.id));
    const studies = fixture.areas.map((a) => a.data.caseStudies ?? []);
    expect(studies.some((ids) => ids.some((id) => full.has(id)))).toBe(true);
    expect(studies.some((ids) => ids.some((id) => !full.has(id)))).toBe(true);
    const tools = new Set(fixture.tools.map((t) => t.id));
    expect(fixture.areas.some((a) => a.data.relatedTools.some((id) => !tools.has(id)))).toBe(true);
  });
});
