import { fixture } from '../support/fixture';
import { expect, test } from '../support/browser-test';

const area = (id: string) => fixture.areas.find((a) => a.id === id)!.data;
const methodology = (id: string) => fixture.methodologies.find((m) => m.id === id)!.data;
/** The area's related tools that have a tool page (a technology such as n8n is not shown). */
const shownTools = (id: string) => area(id).relatedTools.filter((tool) => fixture.tools.some((t) => t.id === tool));

test.describe('/expertise', () => {
  test('shows the intro, a card per area and per methodology', async ({ page }) => {
    await page.goto('/expertise');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Core Expertise');
    await expect(page.locator('[data-area-card]')).toHaveCount(fixture.areas.length);
    await expect(page.locator('[data-methodology-card]')).toHaveCount(fixture.methodologies.length);

    const agents = page.locator('[data-area-card="ai-agent-development"]');
    await expect(agents.getByRole('heading', { name: 'AI Agent Development' })).toBeVisible();
    await expect(agents.locator('ul').first().locator('li')).toHaveCount(3); // 2 capabilities + "+5 more"
    await expect(agents).toContainText('+5 more');
    await expect(agents.locator('ul').nth(1).locator('li')).toHaveText(['LangChain', 'CrewAI', 'Agno', '+3']);
    await expect(agents.getByRole('link', { name: 'Learn More about AI Agent Development' })).toHaveAttribute(
      'href',
      '/expertise/ai-agent-development',
    );

    // workflow-automation lists n8n, which is not in the catalogue: it is dropped.
    const workflow = page.locator('[data-area-card="workflow-automation"]');
    await expect(workflow.locator('ul').nth(1).locator('li')).toHaveText(['CrewAI', 'Agno', 'PleaseAI', '+1']);
    await expect(workflow).not.toContainText('n8n');

    const saas = page.locator('[data-methodology-card="saas-development"]');
    await expect(saas.locator('ol > li')).toHaveCount(3);
    await expect(saas.locator('ol > li').first()).toContainText('1');
    await expect(saas).toContainText('+7 more steps');
    await expect(page.locator('[data-methodology-card="rag-development"]')).toContainText('+5 more steps');
    await expect(saas.getByRole('link', { name: /View Full Methodology/ })).toHaveAttribute(
      'href',
      '/methodology/saas-development',
    );
  });

  test('renders icons at build time, without icon JavaScript', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/expertise');
    await expect(page.locator('[data-area-card] svg').first()).toBeVisible();
    expect(scripts.filter((url) => /lucide|icon/i.test(url))).toEqual([]);
  });
});

test.describe('/expertise/{areaId}', () => {
  test('a featured area shows its capabilities, two full case studies in tabs, tools and methodologies', async ({
    page,
  }) => {
    await page.goto('/expertise/ai-agent-development');
    await expect(page.getByRole('link', { name: 'Back to All Expertise Areas' })).toHaveAttribute('href', '/expertise');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Agent Development');
    await expect(page.locator('#capabilities ol > li')).toHaveCount(
      area('ai-agent-development').keyCapabilities.length,
    );

    const tabs = page.locator('#case-studies').getByRole('tab');
    await expect(tabs).toHaveText(['AI Research Assistant', 'Autonomous Customer Support Agent']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const first = page.locator('[data-case-study="ai-research-assistant"]');
    const second = page.locator('[data-case-study="customer-support-agent"]');
    await expect(first).toBeVisible();
    await expect(second).toBeHidden();
    for (const heading of [
      'Overview',
      'Challenge',
      'Solution Architecture',
      'Implementation Details',
      'Key Features',
      'Results & Impact',
    ]) {
      await expect(first.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(first.getByText('Simplified example for illustration')).toBeVisible();
    await expect(first.locator('h5')).toHaveCount(5); // code title + four key feature tiles
    await expect(first.locator('.grid > li')).toHaveCount(4);

    await tabs.nth(1).click();
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();
    await tabs.nth(1).press('ArrowLeft');
    await expect(tabs.first()).toBeFocused();
    await expect(first).toBeVisible();

    const tools = page.locator('#tools-we-use li a');
    expect(await tools.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual([
      '/tools/detail/langchain',
      '/tools/detail/crew-ai',
      '/tools/detail/agno',
      '/tools/detail/tavily',
      '/tools/detail/opendeepsearch',
      '/tools/detail/convex',
    ]);
    await expect(page.getByRole('link', { name: 'View all tools' })).toHaveAttribute('href', '/tools');
    expect(
      await page.locator('#related-methodologies a').evaluateAll((els) => els.map((el) => el.getAttribute('href'))),
    ).toEqual(['/methodology/rag-development', '/methodology/agentic-rag']);
  });

  test('each of the five featured areas has two full case studies', async ({ page }) => {
    const expected = {
      'ai-agent-development': ['AI Research Assistant', 'Autonomous Customer Support Agent'],
      'rag-systems': ['Legal Document Assistant', 'Medical Research Tool'],
      'full-stack-development': ['SaaS Platform Development', 'E-commerce Platform'],
      'saas-architecture': ['Subscription Platform', 'Business Management Tool'],
      'workflow-automation': ['Business Process Automation', 'Content Workflow Automation'],
    };
    for (const [area, titles] of Object.entries(expected)) {
      await page.goto(`/expertise/${area}`);
      await expect(page.locator('#case-studies').getByRole('tab')).toHaveText(titles);
      await expect(page.locator('[data-case-study]')).toHaveCount(2);
      await expect(page.locator('[data-coming-soon]')).toHaveCount(0);
    }
  });

  test('workflow automation hides the unknown n8n tool', async ({ page }) => {
    await page.goto('/expertise/workflow-automation');
    expect(area('workflow-automation').relatedTools).toContain('n8n');
    await expect(page.locator('#tools-we-use li')).toHaveCount(shownTools('workflow-automation').length);
    await expect(page.locator('#tools-we-use')).not.toContainText('n8n');
  });

  test('ui-ux-generation shows coming-soon cards and no related methodologies', async ({ page }) => {
    await page.goto('/expertise/ui-ux-generation');
    const cards = page.locator('[data-coming-soon]');
    await expect(cards).toHaveCount(2);
    await expect(cards.locator('h3')).toHaveText(['AI-Generated Dashboard', 'Design System Generation']);
    await expect(cards.filter({ hasText: 'Detailed case study coming soon' })).toHaveCount(2);
    await expect(page.locator('[data-case-study]')).toHaveCount(0);
    await expect(page.locator('#related-methodologies')).toContainText('No related methodologies found.');
    await expect(page.locator('#tools-we-use li')).toHaveCount(shownTools('ui-ux-generation').length);
  });
});

test.describe('/methodology/{methodologyId}', () => {
  test('shows the steps, benefits and related expertise', async ({ page }) => {
    await page.goto('/methodology/saas-development');
    await expect(page.getByRole('link', { name: 'Back to Expertise & Methodologies' })).toHaveAttribute(
      'href',
      '/expertise',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SaaS Development Methodology');
    await expect(page.locator('#steps ol > li')).toHaveCount(methodology('saas-development').steps.length);
    await expect(
      page.locator('#steps ol > li').first().getByRole('heading', { name: 'Discovery and validation' }),
    ).toBeVisible();
    await expect(page.locator('#benefits li').first()).toBeVisible();
    const related = page.locator('#related-expertise a');
    expect(await related.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual([
      '/expertise/saas-architecture',
      '/expertise/full-stack-development',
    ]);
    await expect(related.first()).toContainText('SaaS Architecture');
    await expect(related.first().locator('svg')).toHaveCount(2); // the area's icon and the chevron
    await expect(related.first().locator('.line-clamp-2')).toHaveCount(1);
  });

  test('every methodology page exists', async ({ page }) => {
    for (const [id, steps] of [
      ['rag-development', 8],
      ['agentic-rag', 8],
      ['saas-development', 10],
    ] as const) {
      await page.goto(`/methodology/${id}`);
      await expect(page.locator('#steps ol > li')).toHaveCount(steps);
    }
  });
});
