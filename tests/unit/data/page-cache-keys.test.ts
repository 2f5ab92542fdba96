/**
 * src/data/page-cache-keys.ts over the test catalogue: a case study's key changes with what its
 * page shows (its project, its translations, the content around it) and with nothing else.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Catalogue } from '../../../src/content-reading/files.ts';
import { fixture } from '../../support/fixture.ts';

type Translation = { data: { kind: string; entry: string; language: string; fields: Record<string, unknown> } };

/** Every published project's case study key, over the test catalogue with `kinds` in place. */
async function keysWith(
  kinds: Partial<Catalogue> = {},
  translations: (list: Translation[]) => Translation[] = (list) => list,
): Promise<Map<string, string>> {
  vi.resetModules();
  vi.doMock('astro:content', async () => {
    const { mockedAstroContent } = await import('../../support/astro-content.ts');
    const base = mockedAstroContent(kinds);
    return {
      ...base,
      getCollection: async (name: Parameters<typeof base.getCollection>[0]) => {
        const entries = await base.getCollection(name);
        return name === 'translations' ? translations(entries as unknown as Translation[]) : entries;
      },
    };
  });
  vi.doMock('astro:assets', async () => (await import('../../support/astro-content.ts')).mockedAstroAssets());
  const [{ caseStudyCacheKey }, { getProjects }] = await Promise.all([
    import('@/data/page-cache-keys'),
    import('@/data/collections'),
  ]);
  const projects = await getProjects();
  return new Map(await Promise.all(projects.map(async (entry) => [entry.id, await caseStudyCacheKey(entry)] as const)));
}

const [first, second] = fixture.projects;
if (!first || !second) throw new Error('the test catalogue has two projects');
const renamed = (id: string, title: string) =>
  fixture.projects.map((project) => (project.id === id ? { ...project, data: { ...project.data, title } } : project));

describe("a case study's cache key", () => {
  it('is one per project, the same in every build of the same content', async () => {
    const keys = await keysWith();
    expect(new Set(keys.values()).size).toBe(keys.size);
    expect(await keysWith()).toEqual(keys);
  });

  it("changes with its project's values, and only its own", async () => {
    const before = await keysWith();
    const after = await keysWith({ projects: renamed(first.id, 'Renamed') });
    expect(after.get(first.id)).not.toBe(before.get(first.id));
    for (const [id, key] of after) if (id !== first.id) expect(key, id).toBe(before.get(id));
  });

  it('changes with its body', async () => {
    const before = await keysWith();
    const after = await keysWith({
      projects: fixture.projects.map((project) =>
        project.id === second.id ? { ...project, body: `${project.body ?? ''}\n\nOne more line.` } : project,
      ),
    });
    expect(after.get(second.id)).not.toBe(before.get(second.id));
    expect(after.get(first.id)).toBe(before.get(first.id));
  });

  it("changes with its project's translation, and only its own", async () => {
    const before = await keysWith();
    const translated = [...before.keys()].find(
      (id) => fixture.projects.some((project) => project.id === id) && id === 'cashcast',
    );
    expect(translated, 'the test catalogue translates cashcast').toBe('cashcast');
    const after = await keysWith({}, (list) =>
      list.map((entry) =>
        entry.data.kind === 'projects' && entry.data.entry === 'cashcast'
          ? { ...entry, data: { ...entry.data, fields: { ...entry.data.fields, title: 'Neu' } } }
          : entry,
      ),
    );
    expect(after.get('cashcast')).not.toBe(before.get('cashcast'));
    for (const [id, key] of after) if (id !== 'cashcast') expect(key, id).toBe(before.get(id));
  });

  it('changes for every project with the content around the pages: a word, a tool, a category', async () => {
    const before = await keysWith();
    const [dictionary] = fixture.dictionaries;
    const [tool] = fixture.tools;
    if (!dictionary || !tool) throw new Error('the test catalogue has dictionaries and tools');
    for (const kinds of [
      {
        dictionaries: fixture.dictionaries.map((d) =>
          d.id === dictionary.id ? { ...d, data: { ...d.data, locale: 'x' } } : d,
        ),
      },
      { tools: fixture.tools.map((t) => (t.id === tool.id ? { ...t, data: { ...t.data, name: 'Other' } } : t)) },
    ] as Partial<Catalogue>[]) {
      const after = await keysWith(kinds);
      for (const [id, key] of after) expect(key, id).not.toBe(before.get(id));
    }
  });
});
