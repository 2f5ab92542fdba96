/**
 * src/data/collections.ts over a mocked `astro:content` holding the test catalogue: the
 * orderings every page relies on, drafts only on the dev server, list files in the editor's
 * order, and the shapes made for components (tool cards and links, the sidebar, the affiliate copy).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '../../support/fixture.ts';

vi.mock('astro:content', async () => {
  const { mockedAstroContent } = await import('../../support/astro-content.ts');
  const { fixture } = await import('../../support/fixture.ts');
  // A draft tool and a draft project: published only on the dev server.
  const [tool] = fixture.tools;
  const [project] = fixture.projects;
  if (!tool || !project) throw new Error('the test catalogue has tools and projects');
  return mockedAstroContent({
    tools: [...fixture.tools, { ...tool, id: 'draft-tool', data: { ...tool.data, name: 'AAA Draft', draft: true } }],
    projects: [...fixture.projects, { ...project, id: 'draft-project', data: { ...project.data, draft: true } }],
  });
});
vi.mock('astro:assets', async () => (await import('../../support/astro-content.ts')).mockedAstroAssets());

const collections = await import('@/data/collections');

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('entries', () => {
  it('leave drafts out of a build and show them on the dev server', async () => {
    vi.stubEnv('DEV', false);
    expect((await collections.getTools()).map((tool) => tool.id)).not.toContain('draft-tool');
    expect((await collections.getProjects()).map((project) => project.id)).not.toContain('draft-project');
    vi.stubEnv('DEV', true);
    expect((await collections.getTools()).map((tool) => tool.id)).toContain('draft-tool');
  });

  it('put projects with an `order` first, then the rest by id', async () => {
    vi.stubEnv('DEV', false);
    const projects = await collections.getProjects();
    expect(projects[0]?.id).toBe('pitchpredict');
    const unordered = projects.filter((project) => project.data.order === undefined).map((project) => project.data.id);
    expect(unordered).toEqual([...unordered].sort((a, b) => a - b));
    expect(projects).toHaveLength(fixture.projects.length);
  });

  it('sort tools by name, and categories, areas and methodologies by `order`', async () => {
    vi.stubEnv('DEV', false);
    const names = (await collections.getTools()).map((tool) => tool.data.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const list of [
      (await collections.getToolCategories()).map((category) => category.data.order),
      (await collections.getAreas()).map((area) => area.data.order),
      (await collections.getMethodologies()).map((methodology) => methodology.data.order),
      (await collections.getFaqCategories()).map((category) => category.data.order),
    ])
      expect(list).toEqual([...list].sort((a, b) => a - b));
  });

  it('give a category its own id beside its fields', async () => {
    const [first] = await collections.getToolCategories();
    expect(first?.id).toBe(first?.data.id);
  });

  it('keep the items of a list file in the order the editor wrote them', async () => {
    expect(await collections.getServices()).toEqual(fixture.services);
    expect(await collections.getTechnologyCategories()).toEqual(fixture.technologies);
    expect(await collections.getHighlights()).toEqual(fixture.highlights);
  });

  it('read the affiliate copy of content/affiliate.json', async () => {
    expect(await collections.getAffiliateCopy()).toEqual(fixture.affiliate);
  });

  it('index entries by id', () => {
    const entries = [{ id: 'a' }, { id: 'b' }];
    expect(collections.byId(entries).get('b')).toBe(entries[1]);
  });
});

describe('tool cards and links', () => {
  it('name each card’s category and give its logo the square copy', async () => {
    vi.stubEnv('DEV', false);
    const cards = await collections.getToolCards();
    const categories = new Map(fixture.toolCategories.map((category) => [category.id, category.name]));
    expect(cards).toHaveLength(fixture.tools.length);
    for (const card of cards) expect([...categories.values()]).toContain(card.categoryName);
    const withLogo = fixture.tools.find((tool) => tool.data.logoUrl);
    expect(withLogo).toBeDefined();
    const card = cards.find((candidate) => candidate.id === withLogo?.id);
    expect(card?.logoUrl).toMatch(/format=webp&width=96$/);
  });

  it('make compact links in the order given, a logo only where the tool has one', async () => {
    const tools = fixture.tools.slice(0, 3).reverse();
    const links = await collections.toolLinks(tools as never);
    expect(links.map((link) => link.id)).toEqual(tools.map((tool) => tool.id));
    links.forEach((link, index) => {
      expect(link.name).toBe(tools[index]?.data.name);
      expect(Boolean(link.logoSrc)).toBe(Boolean(tools[index]?.data.logoUrl));
    });
  });
});

describe('the sidebar', () => {
  it('lists the categories and areas marked `sidebar` between the fixed routes', async () => {
    vi.stubEnv('DEV', false);
    const english = fixture.dictionaries.find((entry) => entry.id === 'en');
    if (!english) throw new Error('the test catalogue has no English dictionary');
    const nav = await collections.getSidebarNav(english.data.nav);
    const labels = nav.map((entry) => entry.label);
    expect(labels[0]).toBe('Home');
    expect(labels.at(-1)).toBe('Contact Us');
    const hrefs = JSON.stringify(nav);
    for (const category of fixture.toolCategories)
      expect(hrefs.includes(`"/tools/${category.id}"`)).toBe(category.sidebar);
    for (const area of fixture.areas) expect(hrefs.includes(`"/expertise/${area.id}"`)).toBe(area.data.sidebar);
  });

  it("names the categories in the page's language where they are translated, unmarked", async () => {
    const english = fixture.dictionaries.find((entry) => entry.id === 'en');
    if (!english) throw new Error('the test catalogue has no English dictionary');
    const shown = fixture.toolCategories.find((category) => category.sidebar);
    if (!shown) throw new Error('the test catalogue has no category in the sidebar');
    const nav = await collections.getSidebarNav(
      english.data.nav,
      { href: (path) => `/de${path}`, lang: 'en' },
      new Map(),
      new Map([[shown.id, { name: 'Eigener Name', own: true }]]),
    );
    const links = nav.flatMap((entry) => ('links' in entry ? entry.links : []));
    expect(links.find((link) => link.href === `/de/tools/${shown.id}`)).toMatchObject({ label: 'Eigener Name' });
    expect(links.find((link) => link.href === `/de/tools/${shown.id}`)?.lang).toBeUndefined();
  });
});
