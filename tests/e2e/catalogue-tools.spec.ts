import { checkA11y, expect, test } from '../support/browser-test';
import { waitForIslands } from '../support/islands';
import { fixture, categories, toolsOf } from '../support/fixture';
import { categoryTools, matchesToolSearch } from '../../src/lib/tools';

const allTools = fixture.tools.length;

const cards = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Tools' }).locator('[data-tool-card]');

test.describe('/tools filters', () => {
  test('lists every tool with every filter control', async ({ page }) => {
    await page.goto('/tools');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tools & Technologies');
    await expect(cards(page)).toHaveCount(allTools);
    await expect(page.getByPlaceholder('Search tools...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'All Tools' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Featured Only' })).toHaveAttribute('aria-pressed', 'false');
    const categoryGroup = page.getByRole('group', { name: 'Category' });
    await expect(categoryGroup.getByRole('button')).toHaveCount(categories.length + 1);
    await expect(categoryGroup.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
    for (const [, name] of categories)
      await expect(categoryGroup.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  });

  test('search matches name and description, case-insensitively, and lives in the URL', async ({ page }) => {
    await page.goto('/tools');
    await waitForIslands(page);
    const search = page.getByPlaceholder('Search tools...');
    await search.fill('LANGCHAIN');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('LangChain');
    await expect(page).toHaveURL(/\/tools\?q=LANGCHAIN$/);

    await search.fill('self-hostable');
    await expect(cards(page).locator('h3')).toHaveText(['Farfalle']);

    const clear = page.getByRole('button', { name: 'Clear search text' });
    await expect(clear).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
    await clear.click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(clear).toHaveCount(0);
    await expect(cards(page)).toHaveCount(allTools);
    await expect(page).toHaveURL(/\/tools$/);
  });

  test('a search typed before the island hydrates is kept', async ({ page }) => {
    await page.route('**/_astro/ToolFilter*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/tools');
    await page.getByPlaceholder('Search tools...').fill('langchain');
    await expect(page).toHaveURL(/\/tools\?q=langchain$/, { timeout: 10_000 });
    await expect(cards(page)).toHaveCount(1);
  });

  test('category and featured filters combine with search; Clear Filters resets all three', async ({ page }) => {
    await page.goto('/tools');
    await waitForIslands(page);
    const group = page.getByRole('group', { name: 'Category' });
    await group.getByRole('button', { name: 'Development & Coding' }).click();
    await expect(group.getByRole('button', { name: 'Development & Coding' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page).locator('h3')).toHaveText(['Azure DevOps', 'Cursor', 'Visual Studio Code']);
    await expect(page).toHaveURL(/\?category=development$/);

    await page.getByRole('button', { name: 'Featured Only' }).click();
    await expect(page.getByRole('button', { name: 'Featured Only' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?category=development&featured=1$/);
    await expect(cards(page)).toHaveCount(3); // every tool is featured

    await page.getByPlaceholder('Search tools...').fill('editor');
    await expect(cards(page).locator('h3')).toHaveText(['Cursor', 'Visual Studio Code']);
    await expect(page).toHaveURL(/\?q=editor&category=development&featured=1$/);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(cards(page)).toHaveCount(allTools);
    await expect(page.getByPlaceholder('Search tools...')).toHaveValue('');
    await expect(group.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'All Tools' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/tools$/);
  });

  test('an empty result says so and "Reset all filters" restores everything', async ({ page }) => {
    await page.goto('/tools');
    await waitForIslands(page);
    await page
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: 'Image, Video & Audio Tools' })
      .click();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No tools found' })).toBeVisible();
    await expect(page.getByText('No tools match the selected filters.')).toBeVisible();
    await page.getByRole('link', { name: 'Reset all filters' }).click();
    await expect(cards(page)).toHaveCount(allTools);
    await expect(page).toHaveURL(/\/tools$/);
  });

  test('reads the filters from the URL, and falls back to the defaults for bad values', async ({ page }) => {
    await page.goto('/tools?q=agent&category=ai-ml&featured=1');
    await waitForIslands(page);
    await expect(page.getByPlaceholder('Search tools...')).toHaveValue('agent');
    await expect(page.getByRole('button', { name: 'AI & Machine Learning' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Featured Only' })).toHaveAttribute('aria-pressed', 'true');
    // The cards the URL's filters leave (the island may apply them after its controls show them).
    const expected = toolsOf('ai-ml').filter((tool) => tool.data.featured && matchesToolSearch(tool.data, 'agent'));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(allTools);
    await expect(cards(page)).toHaveCount(expected.length);
    for (const card of await cards(page).all()) await expect(card).toContainText('AI & Machine Learning');

    await page.goto('/tools?category=no-such-category&featured=maybe');
    await waitForIslands(page);
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'All Tools' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(allTools);
  });

  test('Back undoes a choice, and a typed search as one step rather than keystroke by keystroke', async ({ page }) => {
    await page.goto('/tools');
    await waitForIslands(page);
    const development = page
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: 'Development & Coding' });
    await development.click();
    await expect(page).toHaveURL(/\/tools\?category=development$/);
    const search = page.getByPlaceholder('Search tools...');
    await search.pressSequentially('edit');
    await expect(page).toHaveURL(/\/tools\?q=edit&category=development$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/tools\?category=development$/);
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount(toolsOf('development').length);
    await page.goBack();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(development).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(allTools);
    await page.goForward();
    await expect(development).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await expect(search).toHaveValue('edit');
  });

  test('back and forward keep the list in step with the URL', async ({ page }) => {
    await page.goto('/tools?category=frontend');
    await waitForIslands(page);
    await expect(cards(page)).toHaveCount(2);
    await page.goto('/tools');
    await waitForIslands(page);
    await page.goBack();
    await waitForIslands(page);
    await expect(cards(page)).toHaveCount(2);
  });

  test('the unfiltered grid is the static slot; a filter renders its own grid and clearing brings the slot back', async ({
    page,
  }) => {
    await page.goto('/tools');
    await waitForIslands(page);
    const island = page.locator('astro-island', { has: page.locator('[data-tool-filter]') });
    const slotCards = island.locator('astro-slot [data-tool-card]');
    // After hydration the cards are still the server's (in the slot): React rendered none of them.
    await expect(slotCards).toHaveCount(allTools);
    await expect(cards(page)).toHaveCount(allTools);
    const firstId = await cards(page).first().getAttribute('data-tool-card');

    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Development & Coding' }).click();
    await expect(island.locator('astro-slot')).toHaveCount(0);
    await expect(cards(page).locator('h3')).toHaveText(['Azure DevOps', 'Cursor', 'Visual Studio Code']);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(slotCards).toHaveCount(allTools);
    await expect(cards(page).first()).toHaveAttribute('data-tool-card', firstId as string);
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/tools/detail/${firstId}$`));
  });
});

test.describe('/tools filter data', () => {
  test("the island's props carry no tool; a filter fetches the tool index's files, each once", async ({ page }) => {
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/data/')) dataRequests.push(path);
    });
    await page.goto('/tools');
    await waitForIslands(page);
    const props =
      (await page.locator('astro-island', { has: page.locator('[data-tool-filter]') }).getAttribute('props')) ?? '';
    for (const tool of fixture.tools) {
      expect(props, tool.id).not.toContain(`"${tool.id}"`);
      expect(props, tool.id).not.toContain(tool.data.description);
    }
    expect(dataRequests, 'nothing fetched before the visitor reaches for a control').toEqual([]);

    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Development & Coding' }).click();
    await expect(cards(page)).toHaveCount(toolsOf('development').length);
    expect(
      dataRequests.some((path) => path.includes('-text-')),
      'no search, no texts',
    ).toBe(false);
    await page.getByPlaceholder('Search tools...').fill('editor');
    await expect(cards(page).locator('h3')).toHaveText(['Cursor', 'Visual Studio Code']);
    const manifests = dataRequests.filter((path) => /^\/data\/tools-manifest\.[0-9a-f]{12}\.json$/.test(path));
    expect(manifests).toHaveLength(1);
    expect(dataRequests, 'each file once').toEqual([...new Set(dataRequests)]);
    expect(dataRequests.every((path) => path.startsWith('/data/tools-'))).toBe(true);
    expect(dataRequests.some((path) => path.includes('-text-'))).toBe(true);
  });

  test('a search on a category without tools keeps its empty state, with nothing to fetch', async ({ page }) => {
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/data/')) dataRequests.push(request.url());
    });
    await page.goto('/tools/media?q=agent');
    await waitForIslands(page);
    await expect(page.getByPlaceholder(/^Search /)).toHaveValue('agent');
    await expect(page.getByRole('heading', { name: 'No tools found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all tools' })).toHaveAttribute('href', '/tools');
    expect(dataRequests).toEqual([]);
  });

  test('a file of the index that fails to load says so, and the next reach for a control loads it', async ({
    page,
    problems,
  }) => {
    problems.allow(/503|Service Unavailable/);
    await page.route('**/data/tools-cards-*', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/tools');
    await waitForIslands(page);
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Development & Coding' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'could not be loaded' })).toHaveText(
      'The list of tools could not be loaded. Check your connection and try again.',
    );
    await page.unroute('**/data/tools-cards-*');
    await page.getByPlaceholder('Search tools...').focus();
    await expect(cards(page).locator('h3')).toHaveText(['Azure DevOps', 'Cursor', 'Visual Studio Code']);
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(`Showing 3 of ${allTools} tools`);
  });
});

test.describe('/tools cards and category sections', () => {
  test('a tool logo shows over its letter, and one that fails to load gives way to the letter', async ({
    page,
    problems,
  }) => {
    const withLogo = fixture.tools.find((tool) => tool.data.logoUrl);
    if (!withLogo) throw new Error('the test catalogue has no tool with a logo');
    const logoIn = (scope: import('@playwright/test').Locator) => scope.locator('img[data-tool-logo]');
    const card = () => cards(page).and(page.locator(`[data-tool-card="${withLogo.id}"]`));
    await page.goto('/tools');
    await waitForIslands(page);
    await card().scrollIntoViewIfNeeded();
    await expect(logoIn(card())).toBeVisible();
    await expect.poll(() => logoIn(card()).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const src = await logoIn(card()).getAttribute('src');

    // The logo fails: on the server's grid (the island's slot) and on the island's filtered grid.
    problems.allow(/404/);
    await page.route(`**${src}`, (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    await waitForIslands(page);
    await card().scrollIntoViewIfNeeded();
    await expect(page.locator(`astro-slot [data-tool-card="${withLogo.id}"]`)).toHaveCount(1);
    await expect(logoIn(card())).toBeHidden();
    const letter = withLogo.data.name.charAt(0).toUpperCase();
    await expect(card().locator('[aria-hidden="true"]').first()).toHaveText(letter);
    await page.getByPlaceholder('Search tools...').fill(withLogo.data.name);
    await expect(page.locator('astro-slot')).toHaveCount(0);
    await expect(logoIn(card())).toHaveCount(0);
    await expect(card().locator('[aria-hidden="true"]').first()).toHaveText(letter);
  });

  test('a card shows 2 use cases then "+N more" and links to the tool', async ({ page }) => {
    await page.goto('/tools');
    const card = page.locator('[data-tool-card="langchain"]').first();
    const useCases = card.getByRole('list', { name: 'Use cases' }).getByRole('listitem');
    await expect(useCases).toHaveText(['Tool-calling agents', 'RAG over company documents', '+2 more']);
    await expect(card.getByRole('link', { name: 'LangChain' })).toHaveAttribute('href', '/tools/detail/langchain');
    await expect(card.locator('p.line-clamp-2')).toHaveCount(1);
  });

  test('one section per non-empty category with its first 3 tools and "View all" when it has more', async ({
    page,
  }) => {
    await page.goto('/tools');
    const sections = page.locator('[data-category-section]');
    await expect(sections).toHaveCount(5);
    expect(await sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-category-section')))).toEqual([
      'ai-ml',
      'development',
      'frontend',
      'devops',
      'content-seo',
    ]);
    const ai = page.locator('[data-category-section="ai-ml"]');
    await expect(ai.locator('[data-tool-card]')).toHaveCount(3);
    await expect(ai).toContainText('Agent frameworks, search APIs and backends');
    await expect(ai.getByRole('link', { name: 'View all 10 AI & Machine Learning tools' })).toHaveAttribute(
      'href',
      '/tools/ai-ml',
    );
    const dev = page.locator('[data-category-section="development"]');
    await expect(dev.locator('[data-tool-card]')).toHaveCount(3);
    await expect(dev.getByRole('link', { name: /View all/ })).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every tool card is in the HTML', async ({ page }) => {
      await page.goto('/tools');
      await expect(cards(page)).toHaveCount(allTools);
    });
  });
});

test.describe('/tools/{categoryId}', () => {
  test('shows the category, a back link and searches within it', async ({ page }) => {
    await page.goto('/tools/ai-ml');
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI & Machine Learning');
    await expect(page.getByText('Agent frameworks, search APIs and backends').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to All Tools' })).toHaveAttribute('href', '/tools');
    await expect(cards(page)).toHaveCount(toolsOf('ai-ml').length);
    const search = page.getByPlaceholder('Search AI & Machine Learning tools...');
    await search.fill('cursor');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No tools found' })).toBeVisible();
    await expect(page.getByText('No tools match your search query.')).toBeVisible();
    await expect(page).toHaveURL(/\/tools\/ai-ml\?q=cursor$/);
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(cards(page)).toHaveCount(toolsOf('ai-ml').length);
    await expect(page).toHaveURL(/\/tools\/ai-ml$/);

    await page.goto('/tools/ai-ml?q=search&category=development');
    await waitForIslands(page);
    await expect(search).toHaveValue('search');
    // The HTML lists the whole category; the island narrows it once its index arrives, so wait for
    // the filtered count before reading the cards (a snapshot taken earlier goes stale).
    const matching = toolsOf('ai-ml').filter((tool) => matchesToolSearch(tool.data, 'search'));
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(toolsOf('ai-ml').length);
    await expect(cards(page)).toHaveCount(matching.length);
    for (const card of await cards(page).all()) await expect(card).toContainText('AI & Machine Learning');
  });

  for (const [id, name] of categories) {
    test(`/tools/${id} exists with its own title`, async ({ page }) => {
      await page.goto(`/tools/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      // A name that ends in "Tools" is not followed by another "Tools" (issue 40).
      const tools = categoryTools(name, 'Tools');
      await expect(page).toHaveTitle(new RegExp(`^${tools.replace(/[&/,]/g, '.')}( \\||$)`));
      await expect(page.getByPlaceholder(`Search ${categoryTools(name)}...`)).toBeVisible();
    });
  }

  test('an empty category says so, leads on to the categories with tools and the request form, and is not indexed', async ({
    page,
  }) => {
    await page.goto('/tools/media');
    await waitForIslands(page);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No tools found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all tools' })).toHaveAttribute('href', '/tools');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const onward = page.getByRole('navigation', { name: 'Find a tool in another category' });
    const withTools = [...new Set(fixture.tools.map((tool) => tool.data.category))];
    await expect(onward.getByRole('listitem')).toHaveCount(withTools.length);
    await expect(onward.getByRole('link', { name: 'Request a Custom Solution' })).toHaveAttribute('href', '/request');
    await checkA11y(page);
  });

  test('a category with tools lists only the other categories that have tools', async ({ page }) => {
    await page.goto('/tools/ai-ml');
    const others = page.getByRole('navigation', { name: 'Other categories' });
    await expect(others.getByRole('link', { name: 'Image, Video & Audio Tools' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
  });
});

test.describe('/tools/detail/{toolId}', () => {
  test('shows the header, body sections and related lists', async ({ page }) => {
    await page.goto('/tools/detail/langchain');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LangChain');
    await expect(page).toHaveTitle(/^LangChain - AI & Machine Learning Tool \|/);
    await expect(page.locator('main header').getByRole('link', { name: 'AI & Machine Learning' })).toHaveAttribute(
      'href',
      '/tools/ai-ml',
    );
    await expect(page.getByText('Featured Tool')).toBeVisible();
    const website = page.getByRole('link', { name: /^Website/ });
    await expect(website).toHaveAttribute('href', 'https://www.langchain.com');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /^GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/langchain-ai/langchain',
    );
    await expect(page.locator('main header span[aria-hidden="true"]').first()).toHaveText('L');

    await expect(page.locator('#about')).toContainText('LangChain is a framework for building applications');
    await expect(page.locator('#use-cases ol > li')).toHaveCount(4);
    await expect(page.locator('#use-cases ol > li').first()).toContainText('1');
    await expect(page.locator('#examples ol > li')).toHaveCount(3);

    const icons = await page
      .locator('#key-features [data-feature-icon]')
      .evaluateAll((els) =>
        els.map((el) => [el.querySelector('h3')?.textContent, el.getAttribute('data-feature-icon')]),
      );
    expect(icons).toEqual([
      ['create_agent agent harness', 'bot'],
      ['Standard model interface', 'zap'],
      ['Integrations for vector search and retrieval', 'search'],
      ['LangGraph workflow runtime', 'workflow'],
      ['LangSmith tracing and evaluation', 'zap'],
    ]);

    const code = page.locator('#code-examples figure');
    await expect(code).toHaveCount(1);
    await expect(code.getByRole('heading', { name: 'A tool-calling agent in Python' })).toBeVisible();
    await expect(code.locator('code .token.keyword').first()).toBeVisible();

    const related = page.locator('#related-tools li a');
    await expect(related).toHaveCount(3);
    for (const link of await related.all())
      await expect(link).toHaveAttribute('href', /^\/tools\/detail\/(?!langchain$)/);
    await expect(page.getByRole('link', { name: 'View all AI & Machine Learning tools' })).toHaveAttribute(
      'href',
      '/tools/ai-ml',
    );
    const expertise = page.locator('#related-expertise a');
    expect(await expertise.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual([
      '/expertise/ai-agent-development',
      '/expertise/rag-systems',
      '/expertise',
    ]);
  });

  test('development tools link to full-stack expertise; the only tool of a category has no related tools', async ({
    page,
  }) => {
    await page.goto('/tools/detail/cursor');
    expect(
      await page.locator('#related-expertise a').evaluateAll((els) => els.map((el) => el.getAttribute('href'))),
    ).toEqual(['/expertise/full-stack-development', '/expertise']);
    await page.goto('/tools/detail/render');
    await expect(page.locator('#related-tools')).toContainText('No related tools found.');
    await expect(page.getByRole('link', { name: 'View all DevOps, Infrastructure & Hosting tools' })).toHaveAttribute(
      'href',
      '/tools/devops',
    );
    expect(
      await page.locator('#related-expertise a').evaluateAll((els) => els.map((el) => el.getAttribute('href'))),
    ).toEqual(['/expertise']);
  });

  test('the copy button copies the code and reads "Copied!" for 2 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/tools/detail/langchain');
    const name = 'Copy code: A tool-calling agent in Python';
    const source = await page.getByRole('button', { name }).getAttribute('data-copy-from');
    // Its name changes with its label, so the button is held by what it copies.
    const button = page.locator(`button[data-copy-from="${source}"]`);
    await expect(button).toHaveText('Copy');
    await expect(button).toHaveAccessibleName(name);
    await button.click();
    await expect(button).toHaveText('Copied!');
    // The name contains the visible label (WCAG 2.5.3) while it reads Copied! too.
    await expect(button).toHaveAccessibleName('Copied!');
    await checkA11y(page);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('from langchain.agents import create_agent');
    await expect(button).toHaveText('Copy', { timeout: 3_000 });
    await expect(button).toHaveAccessibleName(name);
  });

  test('a refused clipboard shows an error toast', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
    });
    await page.goto('/tools/detail/langchain');
    await page.getByRole('button', { name: /Copy code/ }).click();
    await expect(page.locator('[data-variant="error"]').filter({ hasText: 'Copy failed' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Copy code/ })).toHaveText('Copy');
  });
});
