/** Drafts (src/lib/content/drafts.ts): on the dev server, never in a build. */
import { describe, expect, it } from 'vitest';
import { isDraft, publishedCatalogue, publishedEntries } from '@/lib/content/drafts';
import { projectSchema } from '@/lib/content/schemas';
import { areaSchema } from '@/lib/content/kinds/area';
import { methodologySchema } from '@/lib/content/kinds/methodology';
import { fixture } from '../support/fixture';

const entry = (id: string, draft?: boolean) => ({ id, data: draft === undefined ? {} : { draft } });

describe('drafts', () => {
  it('are shown on the dev server and left out of a build', () => {
    const entries = [entry('a'), entry('b', true), entry('c', false)];
    expect(publishedEntries(entries, true).map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(publishedEntries(entries, false).map((e) => e.id)).toEqual(['a', 'c']);
    expect(isDraft(entries[1]!)).toBe(true);
  });

  it('is a field of a project, unticked unless written', () => {
    const project = fixture.projects[0]!;
    const source = { ...project.data, thumbnailUrl: './x/thumbnailUrl.webp', images: [] };
    expect(projectSchema.parse(source).draft).toBe(false);
    expect(projectSchema.parse({ ...source, draft: true }).draft).toBe(true);
  });

  it('leaves drafted projects, ideas and tools out of the published catalogue', () => {
    const drafted = {
      ...fixture,
      projects: fixture.projects.map((p, i) => (i === 0 ? { ...p, data: { ...p.data, draft: true } } : p)),
    };
    const published = publishedCatalogue(drafted);
    expect(published.projects.map((p) => p.id)).toEqual(fixture.projects.slice(1).map((p) => p.id));
    expect(published.tools).toHaveLength(fixture.tools.length);
    expect(published.ideas).toHaveLength(fixture.ideas.length);
  });
});

describe('drafts of areas and methodologies', () => {
  it('are a field of both, unticked unless written', () => {
    const area = fixture.areas[0]!;
    expect(areaSchema.parse(area.data).draft).toBe(false);
    expect(areaSchema.parse({ ...area.data, draft: true }).draft).toBe(true);
    const methodology = fixture.methodologies[0]!;
    expect(methodologySchema.parse({ ...methodology.data, draft: true }).draft).toBe(true);
  });

  it('are left out of the published catalogue', () => {
    const [first, ...rest] = fixture.areas;
    const drafted = {
      ...fixture,
      areas: [{ ...first!, data: { ...first!.data, draft: true } }, ...rest],
      methodologies: fixture.methodologies.map((m, i) => (i === 0 ? { ...m, data: { ...m.data, draft: true } } : m)),
    };
    const published = publishedCatalogue(drafted);
    expect(published.areas.map((area) => area.id)).toEqual(rest.map((area) => area.id));
    expect(published.methodologies).toHaveLength(fixture.methodologies.length - 1);
    expect(published.projects).toHaveLength(fixture.projects.length);
  });
});
