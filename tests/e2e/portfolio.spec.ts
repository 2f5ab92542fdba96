import { PAGE_SIZE } from '../../src/lib/portfolio/pagination.ts';
import { fixture } from '../support/fixture';
import { checkA11y, expect, test } from '../support/browser-test';
import { waitForIslands } from '../support/islands';
import type { Page } from '@playwright/test';

/** Opens a page and waits for its islands, so clicks reach React rather than the server HTML. */
async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForIslands(page);
}

const cards = (page: Page) => page.locator('article[data-project]');
const card = (page: Page, slug: string) => page.locator(`article[data-project="${slug}"]`);
const status = (page: Page) => page.getByRole('status').filter({ hasText: /Showing|No projects/ });

test.describe('/projects', () => {
  test('lists the first page of projects in the HTML without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/projects');
    await expect(page).toHaveTitle('Projects | Nexora Studio');
    await expect(page.getByRole('heading', { level: 1, name: 'All Projects' })).toBeVisible();
    await expect(cards(page)).toHaveCount(PAGE_SIZE.full);
    await context.close();
  });

  test('a project with an `order` comes first, here and on the home page; the rest follow by id', async ({ page }) => {
    const ordered = fixture.projects.filter((p) => p.data.order !== undefined);
    expect(ordered.length, 'the test catalogue has a project with an order').toBeGreaterThan(0);
    const byId = fixture.projects.filter((p) => p.data.order === undefined).sort((a, b) => a.data.id - b.data.id);
    const expected = [...ordered.sort((a, b) => (a.data.order ?? 0) - (b.data.order ?? 0)), ...byId].map((p) => p.id);
    await page.goto('/projects');
    await expect(cards(page)).toHaveCount(PAGE_SIZE.full);
    expect(await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-project')))).toEqual(
      expected.slice(0, PAGE_SIZE.full),
    );
    await page.goto('/');
    const home = page.locator('#portfolio-section article[data-project]');
    await expect(home).toHaveCount(PAGE_SIZE.embedded);
    expect(await home.evaluateAll((els) => els.map((el) => el.getAttribute('data-project')))).toEqual(
      expected.slice(0, PAGE_SIZE.embedded),
    );
  });

  test('the page carries its first view only; a view fetches its files of the index, each once', async ({ page }) => {
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/data/')) dataRequests.push(path);
    });
    const response = await page.goto('/projects');
    const html = (await response?.text()) ?? '';
    const shown = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-project') ?? ''));
    const later = fixture.projects.map((p) => p.id).filter((slug) => !shown.includes(slug));
    expect(later.length, 'the test catalogue has more projects than one page').toBeGreaterThan(0);
    for (const slug of later) expect(html, slug).not.toMatch(new RegExp(`[^a-z0-9-]${slug}[^a-z0-9-]`));

    await waitForIslands(page);
    expect(dataRequests, 'nothing fetched before the visitor reaches for a control').toEqual([]);
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(fixture.projects[0]?.data.title ?? '');
    await expect(status(page)).toHaveText(/Showing/);
    await page.getByRole('group', { name: 'Status filter' }).getByRole('button', { name: 'Sold' }).click();
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('');
    await expect(status(page)).toHaveText(/Showing|No projects/);
    const manifests = dataRequests.filter((path) => /^\/data\/portfolio-manifest\.[0-9a-f]{12}\.json$/.test(path));
    expect(manifests).toHaveLength(1);
    expect(dataRequests, 'each file once').toEqual([...new Set(dataRequests)]);
    expect(
      dataRequests.some((path) => path.includes('-text-')),
      'the search fetched the texts',
    ).toBe(true);
    const manifest = await page.request.get(manifests[0] ?? '');
    expect(manifest.headers()['cache-control']).toContain('immutable');
    expect(((await manifest.json()) as { total: number }).total).toBe(fixture.projects.length);
  });

  test('a view in the URL is shown on load: a later page, a filter', async ({ page }) => {
    await gotoHydrated(page, '/projects?page=2');
    await expect(cards(page)).toHaveCount(fixture.projects.length - PAGE_SIZE.full);
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
    await gotoHydrated(page, '/projects?status=sold');
    const sold = fixture.projects.filter((p) => p.data.status === 'sold').length;
    await expect(cards(page)).toHaveCount(sold);
    await expect(status(page)).toHaveText(sold === 1 ? 'Showing 1 project' : `Showing all ${sold} projects`);
  });

  test('paginates through real links to each page of its own, bounded, with the ends disabled', async ({ page }) => {
    await gotoHydrated(page, '/projects');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(cards(page)).toHaveCount(PAGE_SIZE.full);
    await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/projects/page/2');
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/projects\/page\/2$/);
    await expect(cards(page)).toHaveCount(fixture.projects.length - PAGE_SIZE.full);
    await expect(status(page)).toHaveText(
      `Showing ${PAGE_SIZE.full + 1}-${fixture.projects.length} of ${fixture.projects.length} projects`,
    );
    await expect(pagination.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pagination.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE.full);
  });

  test('each later page is a page of its own without JavaScript, in the sitemap', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/projects/page/2');
    await expect(page).toHaveTitle('Projects, page 2 | Nexora Studio');
    await expect(cards(page)).toHaveCount(fixture.projects.length - PAGE_SIZE.full);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE.full);
    await context.close();
    expect(await (await request.get('/sitemap-0.xml')).text()).toContain('/projects/page/2</loc>');
  });

  test('with a filter, the page links page the filtered list in place', async ({ page }) => {
    // A one-letter search that more than a page of the test catalogue matches (as the site
    // searches): a filter, even where it matches every project.
    const matching = (letter: string) =>
      fixture.projects.filter((p) =>
        [p.data.title, p.data.shortDescription, ...p.data.badges, ...p.data.techStack].some((text) =>
          text.toLowerCase().includes(letter),
        ),
      ).length;
    const letter = [...'eaoitnrs'].find((l) => matching(l) > PAGE_SIZE.full);
    expect(letter, 'a search that matches more than one page').toBeDefined();
    const count = matching(letter ?? '');
    await gotoHydrated(page, `/projects?q=${letter}&page=2`);
    await expect(cards(page)).toHaveCount(count - PAGE_SIZE.full);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects\\?q=${letter}$`));
    await expect(cards(page)).toHaveCount(PAGE_SIZE.full);
    await expect(status(page)).toHaveText(`Showing 1-${PAGE_SIZE.full} of ${count} projects`);
  });

  test('status filter, chips, Clear Filters (n) and the URL', async ({ page }) => {
    await gotoHydrated(page, '/projects');
    await expect(page.getByRole('button', { name: /Clear Filters/ })).toHaveCount(0);
    await expect(page.getByText('Active filters:')).toHaveCount(0);
    const statusTabs = page.getByRole('group', { name: 'Status filter' });
    await expect(statusTabs.getByRole('button')).toHaveText([
      'All Projects',
      'Sold',
      'In Development',
      'Coming Soon',
      'Portfolio',
    ]);
    await statusTabs.getByRole('button', { name: 'Sold' }).click();
    await expect(page).toHaveURL(/\?status=sold$/);
    await expect(cards(page)).toHaveCount(4);
    for (const slug of ['faceswap-studio', 'rankscope-seo', 'lenstrace', 'snapledger'])
      await expect(card(page, slug)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Filters (1)' })).toBeVisible();
    await expect(page.getByText('Active filters:')).toBeVisible();

    await page.getByRole('tab', { name: 'Type' }).click();
    await page.getByRole('group', { name: 'Type filter' }).getByRole('button', { name: 'Mobile App' }).click();
    await expect(page).toHaveURL(/\?status=sold&type=mobile_app$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Clear Filters (2)' })).toBeVisible();

    await page.getByRole('button', { name: 'Remove filter Status: Sold' }).click();
    await expect(page).toHaveURL(/\?type=mobile_app$/);
    await expect(cards(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Clear Filters (1)' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE.full);
  });

  test('every filter tab offers the spec options and each returns projects', async ({ page }) => {
    await gotoHydrated(page, '/projects');
    const groups = {
      Type: [
        'All Types',
        'SaaS',
        'AI Tool',
        'Mobile App',
        'Marketplace',
        'Content Platform',
        'E-commerce',
        'Module/Plugin',
      ],
      Revenue: ['All Revenue', 'Earning', 'Pre-revenue', 'Sold'],
      'Business Model': ['All Models', 'Subscription', 'One-time Fee', 'Advertising', 'Freemium', 'Marketplace Fees'],
    };
    for (const [tab, options] of Object.entries(groups)) {
      await page.getByRole('tab', { name: tab }).click();
      const group = page.getByRole('group', { name: `${tab} filter` });
      await expect(group.getByRole('button')).toHaveText(options);
      for (const option of options.slice(1)) {
        await group.getByRole('button', { name: option, exact: true }).click();
        await expect(cards(page).first()).toBeVisible();
      }
      await group.getByRole('button', { name: options[0] }).click();
    }
  });

  test('tech options are the sorted union and filter by technology', async ({ page }) => {
    await gotoHydrated(page, '/projects');
    await page.getByRole('tab', { name: 'Tech' }).click();
    const group = page.getByRole('group', { name: 'Tech filter' });
    const labels = (await group.getByRole('button').allTextContents()).slice(1);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(labels).toContain('Flutter');
    await group.getByRole('button', { name: 'Flutter', exact: true }).click();
    await expect(page).toHaveURL(/\?tech=Flutter$/);
    await page.getByRole('button', { name: 'Show Details' }).click();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
  });

  test('search is case-insensitive over title, description, badges and tech, with a clear button', async ({ page }) => {
    await gotoHydrated(page, '/projects');
    const search = page.getByRole('searchbox', { name: 'Search projects' });
    await expect(search).toHaveAttribute('placeholder', 'Search projects by name, tech, or description...');
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0);
    await search.fill('INTERNAL TOOL');
    await expect(cards(page)).toHaveCount(2);
    await expect(page).toHaveURL(/\?q=INTERNAL\+TOOL$/);
    await search.fill('laravel');
    await expect(card(page, 'phpforge')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount(PAGE_SIZE.full);
  });

  test('a search typed before the island hydrates is kept', async ({ page }) => {
    await page.route('**/_astro/PortfolioExplorer*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/projects');
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('internal tool');
    await expect(page).toHaveURL(/\?q=internal\+tool$/, { timeout: 10_000 });
    await expect(cards(page)).toHaveCount(2);
  });

  test('empty state with Reset all filters', async ({ page }) => {
    await gotoHydrated(page, '/projects?q=no-such-thing-anywhere');
    await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
    await expect(page.getByText('No projects match the selected filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Reset all filters' }).click();
    await expect(cards(page)).toHaveCount(PAGE_SIZE.full);
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('any change goes back to page 1; Back and Forward restore the view', async ({ page }) => {
    await gotoHydrated(page, '/projects?page=2');
    await expect(cards(page)).toHaveCount(2);
    await page.getByRole('group', { name: 'Status filter' }).getByRole('button', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\?status=portfolio$/);
    await expect(cards(page)).toHaveCount(5);
    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(cards(page)).toHaveCount(2);
    await page.goForward();
    await expect(cards(page)).toHaveCount(5);
  });

  test('typing a search is one step in the history, not one per keystroke', async ({ page }) => {
    await gotoHydrated(page, '/projects');
    await page.getByRole('group', { name: 'Status filter' }).getByRole('button', { name: 'Sold' }).click();
    await expect(page).toHaveURL(/\?status=sold$/);
    const search = page.getByRole('searchbox', { name: 'Search projects' });
    await search.pressSequentially('lens');
    await expect(page).toHaveURL(/\?status=sold&q=lens$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?status=sold$/);
    await expect(search).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE.full);
  });

  test('a bad query falls back to a valid view', async ({ page }) => {
    await gotoHydrated(page, '/projects?status=bogus&type=nope&tech=Cobol&page=abc');
    await expect(cards(page)).toHaveCount(PAGE_SIZE.full);
    await expect(page.getByRole('button', { name: /Clear Filters/ })).toHaveCount(0);
    await expect(page).toHaveURL(/\/projects$/);
    await gotoHydrated(page, '/projects?status=nonsense&page=-3');
    await expect(cards(page)).toHaveCount(PAGE_SIZE.full);
    await expect(page).toHaveURL(/\/projects$/);
    await gotoHydrated(page, '/projects?page=99');
    await expect(cards(page)).toHaveCount(2);
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test("Show Details is off by default and reveals each card's figures; phpforge hides its development cost", async ({
    page,
  }) => {
    await gotoHydrated(page, '/projects');
    const details = page.locator('[data-card-details]:visible');
    await expect(details).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Details' }).click();
    await expect(page.getByRole('button', { name: 'Hide Details' })).toHaveAttribute('aria-pressed', 'true');
    await expect(details).toHaveCount(PAGE_SIZE.full);
    await expect(card(page, 'siteforge').locator('[data-card-details]')).toContainText('Development cost');
    await expect(card(page, 'phpforge').locator('[data-card-details]')).not.toContainText('Development cost');
    // The cards a filter renders show them too, and so do the page's own cards once it is cleared.
    await page.getByRole('group', { name: 'Status filter' }).getByRole('button', { name: 'Sold' }).click();
    await expect(cards(page).first()).toBeVisible();
    await expect(details).toHaveCount(await cards(page).count());
    await page.getByRole('button', { name: /^Clear Filters/ }).click();
    await expect(details).toHaveCount(PAGE_SIZE.full);
    await page.getByRole('button', { name: 'Hide Details' }).click();
    await expect(details).toHaveCount(0);
  });

  test("the page's own cards are static HTML, not island props, and come back when a filter is cleared", async ({
    page,
  }) => {
    await gotoHydrated(page, '/projects');
    const island = page.locator('astro-island').filter({ has: page.locator('[data-project]') });
    const firstSlug = await cards(page).first().getAttribute('data-project');
    expect(firstSlug).toBeTruthy();
    // The cards are the island's slot; its props hold only their number.
    await expect(island.locator('astro-slot [data-project]')).toHaveCount(PAGE_SIZE.full);
    expect(await island.getAttribute('props')).not.toContain(firstSlug as string);
    await page.getByRole('group', { name: 'Status filter' }).getByRole('button', { name: 'Sold' }).click();
    await expect(island.locator('astro-slot')).toHaveCount(0);
    await page.getByRole('button', { name: /^Clear Filters/ }).click();
    await expect(cards(page)).toHaveCount(PAGE_SIZE.full);
    await expect(cards(page).first()).toHaveAttribute('data-project', firstSlug as string);
    await card(page, firstSlug as string)
      .getByRole('link', { name: `Details: `, exact: false })
      .click();
    await expect(page).toHaveURL(new RegExp(`/case-studies/${firstSlug}$`));
  });

  test('0 axe violations with filters and details shown', async ({ page }) => {
    await gotoHydrated(page, '/projects');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Show Details' }).click();
    await page.getByRole('group', { name: 'Status filter' }).getByRole('button', { name: 'Sold' }).click();
    await checkA11y(page);
  });
});

test.describe('project cards', () => {
  test('sold card: ribbon, labels, dollar price, links', async ({ page }) => {
    await gotoHydrated(page, '/projects');
    const sold = card(page, 'faceswap-studio');
    await expect(sold.getByText('SOLD', { exact: true })).toBeVisible();
    await expect(sold.locator('[data-revenue-badge]')).toHaveText('Sold');
    await expect(sold.getByText('$1,000', { exact: true })).toBeVisible();
    await expect(sold.getByRole('link', { name: 'FaceSwap Studio', exact: true })).toHaveAttribute(
      'href',
      '/case-studies/faceswap-studio',
    );
    await expect(sold.getByRole('link', { name: /^Details/ })).toHaveAttribute('href', '/case-studies/faceswap-studio');
    const listing = sold.getByRole('link', { name: /marketplace listing/ });
    await expect(listing).toHaveAttribute('target', '_blank');
    await expect(listing).toHaveAttribute('rel', /noopener/);
    await expect(sold.getByRole('link', { name: /^Visit/ })).toHaveAttribute('href', /^https:\/\//);
  });

  test('pricing notes, status footers and revenue badges follow the rules', async ({ page }) => {
    await gotoHydrated(page, '/projects');
    await expect(card(page, 'siteforge').getByText('$16,900', { exact: true })).toBeVisible();
    await expect(card(page, 'siteforge').getByText('In Progress', { exact: true })).toBeVisible();
    await expect(card(page, 'siteforge').locator('[data-revenue-badge]')).toHaveText('Earning');
    await expect(card(page, 'restaurantos').getByText('$4,500', { exact: true })).toBeVisible();
    await expect(card(page, 'tutorloop').getByText('Coming Soon').first()).toBeVisible();
    await expect(card(page, 'tutorloop').locator('[data-revenue-badge]')).toHaveText('Pre-revenue');
    await expect(card(page, 'phpforge').locator('[data-revenue-badge]')).toHaveText('Revenue N/A');
    await expect(card(page, 'pitchpredict').getByText('Client Tool', { exact: true })).toBeVisible();
    await expect(card(page, 'pitchpredict').getByText('Private Client', { exact: true })).toBeVisible();
    await expect(card(page, 'siteforge').locator('article, [data-project]').getByText('SOLD')).toHaveCount(0);
  });

  test('Enterprise Deal shows its tooltip on hover and on keyboard focus', async ({ page }) => {
    await gotoHydrated(page, '/projects?page=2');
    const deal = card(page, 'cashcast').getByText('Enterprise Deal', { exact: true });
    await expect(deal).toBeVisible();
    const tooltip = card(page, 'cashcast').getByRole('tooltip');
    await expect(tooltip).toBeHidden();
    await deal.focus();
    await expect(tooltip).toBeVisible();
    await expect(deal).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id')) ?? '');
  });

  test('at most one badge and three tech tags plus +N', async ({ page }) => {
    await gotoHydrated(page, '/projects');
    const siteforge = card(page, 'siteforge');
    const tags = siteforge.getByRole('list', { name: 'Technologies' }).getByRole('listitem');
    await expect(tags).toHaveCount(4);
    await expect(tags.last()).toContainText('+4');
    await expect(siteforge.getByText('Featured', { exact: true })).toHaveCount(0);
  });

  test('a thumbnail that fails to load becomes a first-letter placeholder', async ({ page, problems }) => {
    problems.allow(/404/);
    await gotoHydrated(page, '/projects');
    // Every copy of the thumbnail (each format and width the browser may pick) fails.
    const copies = await card(page, 'siteforge')
      .locator('picture')
      .evaluate((picture) =>
        [...picture.querySelectorAll('source, img')].flatMap((el) =>
          (el.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
        ),
      );
    expect(copies.length).toBeGreaterThan(1);
    for (const copy of copies) await page.route(`**${copy}`, (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    await waitForIslands(page);
    const placeholder = card(page, 'siteforge').locator('[data-placeholder]');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveText('S');
    await expect(placeholder).toHaveAttribute('aria-label', 'SiteForge AI Website Builder');
  });
});

test.describe('home', () => {
  test('hero, why tiles, embedded portfolio and the links of every block', async ({ page }) => {
    await page.goto('/');
    // What the studio does, then its name (issue 40: not the name alone).
    await expect(page).toHaveTitle('AI & SaaS Development | Nexora Studio');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('AI & SaaS Development');
    const why = page.getByRole('heading', { name: /Why/ }).locator('xpath=ancestor::section[1]');
    for (const label of ['Developers', 'AI Apps', 'Client Satisfaction', 'Projects Delivered', 'Technologies'])
      await expect(why.getByText(label, { exact: true })).toBeVisible();

    const portfolio = page.locator('#portfolio-section');
    await expect(portfolio.getByRole('heading', { name: 'Our Projects & Portfolio' })).toBeVisible();
    await expect(portfolio.locator('article[data-project]')).toHaveCount(PAGE_SIZE.embedded);
    await expect(portfolio.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expect(portfolio.getByRole('link', { name: 'View all projects' })).toHaveAttribute('href', '/projects');

    await expect(page.getByRole('link', { name: 'Explore Our Expertise Areas' })).toHaveAttribute('href', '/expertise');
    await expect(page.getByRole('link', { name: 'Explore Our Tools' })).toHaveAttribute('href', '/tools');
    await expect(page.getByRole('link', { name: 'View Our Expertise' })).toHaveAttribute('href', '/expertise');
    const tools = page.getByRole('region', { name: 'Our Tools' });
    for (const href of ['/tools/ai-ml', '/tools/development', '/tools/frontend', '/tools'])
      await expect(tools.locator(`a[href="${href}"]`)).toHaveCount(1);
    const expertise = page.getByRole('region', { name: 'Our Expertise' });
    for (const href of ['/expertise/ai-agent-development', '/expertise/rag-systems', '/expertise'])
      await expect(expertise.locator(`a[href="${href}"]`)).toHaveCount(1);
  });

  test("the embedded block's island fetches its words when it hydrates, then filters in place", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    const portfolio = page.locator('#portfolio-section');
    await portfolio.scrollIntoViewIfNeeded();
    await expect(portfolio.locator('astro-island')).not.toHaveAttribute('ssr', '');
    await expect.poll(() => requested.includes('/portfolio-words/en.json')).toBe(true);
    const sold = Math.min(fixture.projects.filter((p) => p.data.status === 'sold').length, PAGE_SIZE.embedded);
    await expect(async () => {
      await portfolio.getByRole('group', { name: 'Status filter' }).getByRole('button', { name: 'Sold' }).click();
      await expect(portfolio.locator('article[data-project]')).toHaveCount(sold, { timeout: 1_000 });
    }).toPass();
    await expect(portfolio.getByRole('button', { name: 'Clear Filters (1)' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('services show 11 offerings with their first 2 examples; technologies 6 categories', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Our Services' });
    await expect(services.locator(':scope > ul > li')).toHaveCount(fixture.services.length);
    for (const item of await services.locator(':scope > ul > li').all())
      await expect(item.locator('ul > li')).toHaveCount(2);
    const tech = page.getByRole('region', { name: 'Technologies We Use' });
    await expect(tech.getByRole('heading', { level: 3 })).toHaveText([
      'AI Models & Frameworks',
      'Web Development',
      'Desktop & Mobile',
      'Databases & Storage',
      'DevOps & Infrastructure',
      'Automation & Integration',
    ]);
  });

  test('the highlight carousel advances cyclically with a 300 ms fade and ignores clicks during it', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = page.getByRole('button', { name: /Show next highlight/ });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toContainText('Highlight 1 / 5');
    await expect(carousel).toHaveAttribute('data-hydrated', 'true');
    // Two clicks within the fade: the second is ignored.
    await carousel.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(carousel).toContainText('Highlight 2 / 5');
    await page.waitForTimeout(400);
    await expect(carousel).toContainText('Highlight 2 / 5');
    await carousel.focus();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Enter');
      await page.waitForTimeout(350);
    }
    await expect(carousel).toContainText('Highlight 1 / 5');
  });

  test('closing section: figures and buttons', async ({ page }) => {
    await page.goto('/');
    const closing = page.getByRole('region', { name: /Ready to Build/ });
    for (const label of ['Developers', 'AI Apps', 'SaaS', 'Mobile', 'Tracking', 'SEO Tools'])
      await expect(closing.getByText(label, { exact: true })).toBeVisible();
    await expect(closing.getByRole('link', { name: 'Discuss Your Project' })).toHaveAttribute('href', '/request');
    await expect(closing.locator('[data-consultation-trigger]')).toHaveText('Schedule Consultation');
    await closing.getByRole('link', { name: 'Buy Application' }).click();
    await expect(page).toHaveURL(/#portfolio-section$/);
    await expect(page.locator('#portfolio-section')).toBeInViewport();
  });
});
