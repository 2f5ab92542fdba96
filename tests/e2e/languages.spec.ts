/**
 * The site in a second language, as a visitor meets it: the language switcher (plain links, each
 * language named in itself) on a translated and an untranslated page, the German FAQ with an
 * untranslated category marked as English, the German contact and affiliate pages, a German
 * tool page beside an untranslated one, a German expertise area page with its English case studies, a German business idea page, a German case study, the German request and consultation forms (their
 * messages, calendar, confirmation and the API's answers, with and without JavaScript), the
 * German tool list (German cards, untranslated ones in English and marked, its own index), the
 * German expertise list (untranslated areas and the methodologies marked), a German tool category page, the
 * German home page (the studio's copy and lists in German, untranslated ideas marked), the
 * German portfolio (its filters, URL state, Back and pages without JavaScript, English cards marked), the
 * German 404 page, the search on German pages
 * (German words, the German index only, /de/search with and without JavaScript), axe in both
 * themes and the layout check on the German pages at 320, 375 and 1280 px.
 */
import type { Page } from '@playwright/test';
import { checkA11y, expect, test, viewports } from '../support/browser-test';
import { findLayoutFaults } from '../support/layout-check';
import { copyButtonReady } from '../support/copy-button';
import { fixture, fixtureTranslations } from '../support/fixture';
import { API_TEST } from '../support/test-tags';
import { storedSubmissionFor } from '../support/form-server';
import { uniqueEmail } from '../support/form-payloads';
import { chip, expectHydrated } from '../support/form-controls';
import { waitForIslands } from '../support/islands';
import { PAGE_SIZE } from '../../src/lib/portfolio/pagination';

const german = fixture.dictionaries.find((entry) => entry.id === 'de')?.data;
const english = fixture.dictionaries.find((entry) => entry.id === 'en')?.data;
if (!german || !english) throw new Error('the test catalogue needs an English and a German dictionary');
const faqCategories = [...fixture.faq].sort((a, b) => a.data.order - b.data.order);

/** Axe in both themes and the layout check (each tab's panel too, with `eachTab`) at 320, 375 and 1280 px. */
function checkedAtEveryWidth(path: string, layout: { eachTab?: boolean } = {}) {
  for (const viewport of [viewports.narrow, viewports.mobile, viewports.desktop])
    test(`passes axe in both themes and the layout check at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await checkA11y(page);
      expect(await page.evaluate(findLayoutFaults, layout)).toEqual([]);
    });
}

test.describe('the language switcher', () => {
  test('leads from a translated page to its German version and back, by keyboard', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const switcher = page.getByRole('navigation', { name: english.shell.language });
    const deutsch = switcher.getByRole('link', { name: german.name });
    await expect(deutsch).toHaveAttribute('href', '/de/faq');
    await expect(deutsch).toHaveAttribute('hreflang', 'de');
    await expect(deutsch).toHaveAttribute('lang', 'de');
    await deutsch.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.faq.heading);
    await expect(page.getByRole('link', { name: german.shell.skipToContent })).toHaveCount(1);
    const back = page
      .getByRole('navigation', { name: german.shell.language })
      .getByRole('link', { name: english.name });
    await expect(back).toHaveAttribute('href', '/faq');
    await back.click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('is in the menu on a phone', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/de/faq');
    await page.getByRole('button', { name: german.shell.openMenu }).click();
    const link = page.locator('#sidebar').getByRole('link', { name: english.name });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/faq');
  });

  test('leads from a page with no German version to the German home page, with a note', async ({ page }) => {
    // A methodology has no German page, nor a German ancestor but the home page.
    await page.goto(`/methodology/${fixture.methodologies[0]?.id}`);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    const deutsch = page
      .getByRole('navigation', { name: english.shell.language })
      .getByRole('link', { name: german.name });
    await expect(deutsch).toHaveAttribute('href', '/de#not-translated');
    await deutsch.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText(german.shell.notTranslated)).toBeVisible();
  });
});

test.describe('the German FAQ', () => {
  test('shows translated categories in German and an untranslated one in English, marked', async ({ page }) => {
    await page.goto('/de/faq');
    const translated = new Set(
      fixture.faq
        .filter((category) =>
          fixtureTranslations.some((t) => t.kind === 'faq' && t.entry === category.id && t.language === 'de'),
        )
        .map((c) => c.id),
    );
    expect(translated.size).toBeGreaterThan(0);
    expect(translated.size).toBeLessThan(faqCategories.length);
    for (const category of faqCategories) {
      const tab = page.locator(`[data-tab="${category.id}"]`);
      if (translated.has(category.id)) await expect(tab).not.toHaveAttribute('lang');
      else {
        await expect(tab).toHaveAttribute('lang', 'en');
        await expect(tab).toHaveText(category.data.name);
        await tab.click();
        const panel = page.locator(`[data-tab-panel="${category.id}"] > [lang="en"]`);
        await expect(panel).toBeVisible();
        await expect(panel.getByText(english.name, { exact: true })).toBeVisible();
      }
    }
  });

  checkedAtEveryWidth('/de/faq', { eachTab: true });
});

test.describe('the German contact page', () => {
  const words = german.contact;
  const translation = fixtureTranslations.find((t) => t.kind === 'site' && t.language === 'de')?.data as
    { contact?: { infoTiles: { title: string }[]; funFacts: { value: string; label: string }[] } } | undefined;
  const contact = translation?.contact;
  if (!contact) throw new Error('the test catalogue needs a German contact page (site.de.json)');

  test("shows the studio's copy and the page's words in German, linked from the German shell", async ({ page }) => {
    await page.goto('/de/faq');
    await page.locator('#sidebar').getByRole('link', { name: german.nav.contact }).click();
    await expect(page).toHaveURL(/\/de\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
    await expect(page.getByRole('button', { name: words.copy })).toBeVisible();
    for (const tile of contact.infoTiles) await expect(page.getByText(tile.title, { exact: true })).toBeVisible();
    const first = contact.funFacts[0];
    await expect(page.getByText(first?.value ?? '', { exact: true })).toBeVisible();
    await expect(page.getByText(first?.label ?? '', { exact: true })).toBeVisible();
    // The request page and the home page are written in German: their links lead to them.
    await expect(page.locator('main').getByRole('link', { name: words.ctaRequest })).toHaveAttribute(
      'href',
      '/de/request',
    );
    await expect(page.locator('main').getByRole('link', { name: words.ctaExplore })).toHaveAttribute('href', '/de');
    const back = page
      .getByRole('navigation', { name: german.shell.language })
      .getByRole('link', { name: english.name });
    await expect(back).toHaveAttribute('href', '/contact');
  });

  checkedAtEveryWidth('/de/contact');
});

test.describe('the German affiliate page', () => {
  const words = german.affiliate;
  const copy = fixtureTranslations.find((t) => t.kind === 'affiliate' && t.language === 'de')?.data as
    { title: string; rules: string[] } | undefined;
  if (!copy) throw new Error('the test catalogue needs a German affiliate page (affiliate.de.json)');
  const commission = String(fixture.site.affiliate.commissionPercent);

  test('shows its copy and words in German, and its copy button answers in German', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/de/faq');
    await page.locator('#sidebar').getByRole('link', { name: german.nav.affiliate }).click();
    await expect(page).toHaveURL(/\/de\/affiliate$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
    const tabs = page.getByRole('tablist', { name: words.tabs });
    await expect(tabs.getByRole('tab', { name: words.benefits })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: words.howItWorks }).click();
    await expect(page.getByRole('heading', { name: words.rules })).toBeVisible();
    // The figure of site.json, written into the German rule with its placeholder filled.
    const firstRule = (copy.rules[0] ?? '').replace('{commissionPercent}', commission);
    await expect(page.getByText(firstRule, { exact: true })).toBeVisible();

    const button = await copyButtonReady(page);
    await expect(button).toHaveText(words.copyLink);
    await page.getByRole('textbox', { name: words.referralLabel }).fill('https://nexora.studio/?ref=erika');
    await button.click();
    await expect(button).toHaveText(german.shell.copied);
    const toast = page.locator('[data-variant="success"]').filter({ hasText: words.copiedTitle });
    await expect(toast).toContainText(words.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://nexora.studio/?ref=erika');
    await expect(page.getByRole('link', { name: words.requestAccess })).toHaveAttribute('href', /^mailto:/);
    // The request page is not written in German yet: its link keeps the English address.
    await expect(page.locator('main').getByRole('link', { name: words.ctaLink })).toHaveAttribute(
      'href',
      '/de/request',
    );
    const back = page
      .getByRole('navigation', { name: german.shell.language })
      .getByRole('link', { name: english.name });
    await expect(back).toHaveAttribute('href', '/affiliate');
  });

  checkedAtEveryWidth('/de/affiliate', { eachTab: true });
});

test.describe('the German request form', () => {
  const words = german.requestForm;
  const form = (page: Page) => page.getByRole('form', { name: words.heading });

  /** Fills the German form as a visitor would, with `email`. */
  async function fill(page: Page, email: string) {
    await page.getByLabel(words.businessName).fill('Hafenbuch GmbH');
    await page.getByLabel(words.contactName).fill('Ada Lovelace');
    await page.getByLabel(words.email).fill(email);
    await page.getByLabel(words.projectDescription).fill('Ein Kassenbuch, das Liegegebühren abgleicht.');
    await page.getByLabel(words.budget).selectOption('10k_25k');
    await chip(page, 'Claude').click();
    await page.getByLabel(words.terms.split(':')[0] ?? words.terms).check();
  }

  test.describe('as the shell links it', () => {
    checkedAtEveryWidth('/de/request');
  });

  test('speaks German: fields, choices with amounts written the German way, the switcher', async ({ page }) => {
    await page.goto('/de/request');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
    await expect(form(page).getByRole('button', { name: words.submit })).toBeVisible();
    await expect(page.getByLabel(words.budget).locator('option[value="5k_10k"]')).toHaveText(
      /^5\.000\s\$\s–\s10\.000\s\$$/,
    );
    await expect(page.getByLabel(words.businessType).locator('option[value="startup"]')).toHaveText(
      words.businessTypes.startup,
    );
    // The technologies are content in English, marked as such.
    await expect(
      page
        .locator('fieldset')
        .filter({ has: chip(page, 'Claude') })
        .locator('xpath=..'),
    ).toHaveAttribute('lang', 'en');
    const switcher = page.getByRole('navigation', { name: german.shell.language });
    await expect(switcher.getByRole('link', { name: english.name })).toHaveAttribute('href', '/request');
  });

  test(
    'with JavaScript: German messages, then a German confirmation; the studio learns the language',
    API_TEST,
    async ({ page }) => {
      await page.goto('/de/request');
      await expectHydrated(form(page));
      await form(page).getByRole('button', { name: words.submit }).click();
      await expect(page.getByText(german.formMessages.businessNameRequired)).toBeVisible();
      await expect(page.getByText(german.formMessages.termsRequired)).toBeVisible();
      await page.getByLabel(words.email).fill('ada@hafen');
      await expect(page.getByText(german.formMessages.emailInvalid)).toBeVisible();

      const email = uniqueEmail('de-request');
      await fill(page, email);
      await form(page).getByRole('button', { name: words.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: words.sentTitle }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: words.another })).toBeVisible();
      const { submission, message } = await storedSubmissionFor(email);
      expect(submission).toMatchObject({ formType: 'request', language: 'de', businessName: 'Hafenbuch GmbH' });
      expect(message.text).toContain('German (de)');
    },
  );

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(
      'an answer the API refuses: its German page; a valid one: the German confirmation',
      API_TEST,
      async ({ page, problems }) => {
        problems.allow(/status of 400 \(Bad Request\)/);
        await page.goto('/de/request');
        // The browser accepts "name@host"; the form's rule wants a domain with a dot.
        await fill(page, 'ada@hafen');
        await form(page).getByRole('button', { name: words.submit }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'de');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.forms.problemTitle);
        await expect(page.getByRole('main').getByRole('listitem')).toHaveText([
          `${words.email}: ${german.formMessages.emailInvalid}`,
        ]);
        await expect(page.getByRole('main').getByRole('link', { name: german.forms.backLink })).toHaveAttribute(
          'href',
          '/de/request',
        );

        await page.goBack();
        const email = uniqueEmail('de-request-nojs');
        await page.getByLabel(words.email).fill(email);
        await form(page).getByRole('button', { name: words.submit }).click();
        await expect(page).toHaveURL(/\/de\/request\/sent$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.sentTitle);
        await expect(page.getByRole('link', { name: words.another })).toHaveAttribute('href', '/de/request');
        const { submission } = await storedSubmissionFor(email);
        expect(submission).toMatchObject({ language: 'de', technologies: ['Claude'] });
      },
    );
  });
});

test.describe("the German forms' own pages", () => {
  // axe runs in the page, so these pages are checked with JavaScript on; the page of issues is
  // the API's answer to a German post, loaded as the browser received it.
  test('the confirmations and the page of issues pass axe in both themes', API_TEST, async ({ page }) => {
    for (const path of ['/de/request/sent', '/de/consultation/sent']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await checkA11y(page);
    }
    const answer = await page.request.post('/api/send-email', {
      form: { formType: 'consultation', language: 'de', name: 'Ada', email: 'ada@hafen' },
      headers: { Referer: new URL('/de/consultation', page.url()).href },
    });
    expect(answer.status()).toBe(400);
    const html = await answer.text();
    await page.route('**/the-answer-to-a-form-post', (route) =>
      route.fulfill({ body: html, contentType: 'text/html' }),
    );
    await page.goto('/the-answer-to-a-form-post');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.forms.problemTitle);
    const c = german.consultationForm;
    await expect(page.getByRole('main').getByRole('listitem')).toHaveText([
      `${c.email}: ${german.formMessages.emailInvalid}`,
      `${c.phone}: ${german.formMessages.phoneRequired}`,
      `${c.time}: ${german.formMessages.timeRequired}`,
      `${c.date}: ${german.formMessages.dateRequired}`,
    ]);
    await checkA11y(page);
  });
});

test.describe('the German consultation form', () => {
  const words = german.consultationForm;
  const dialog = (page: Page) => page.getByRole('dialog', { name: words.title });

  test(
    'the dialog speaks German: calendar, days, times, messages and the success message',
    API_TEST,
    async ({ page }) => {
      await page.goto('/de/request');
      const trigger = page.getByRole('link', { name: german.requestForm.scheduleCall });
      await expect(trigger).toHaveAttribute('href', '/de/consultation');
      await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
      await trigger.click();
      const d = dialog(page);
      await expect(d).toHaveAccessibleDescription(words.description);
      await expect(d.getByText(german.requestForm.callTopic)).toBeVisible();
      await expect(d.getByRole('textbox', { name: words.name, exact: true })).toBeFocused();

      // The calendar: the month, weekdays and days named in German; weeks start on Monday.
      const month = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric' }).format(new Date());
      await expect(d.getByRole('grid')).toHaveAccessibleName(month);
      const firstColumn = d.locator('[role="grid"] th').first();
      await expect(firstColumn).toHaveText('Mo');
      await expect(firstColumn).toHaveAttribute('aria-label', 'Montag');
      await expect(d.getByRole('button', { name: words.nextMonth })).toBeVisible();
      // The slots as German clocks write them; the value sent stays the form's own.
      await expect(d.getByText('9:00', { exact: true })).toBeVisible();
      await expect(d.getByText('17:00', { exact: true })).toBeVisible();

      await d.getByRole('button', { name: words.submit }).click();
      await expect(d.getByText(german.formMessages.nameRequired)).toBeVisible();
      await expect(d.getByText(german.formMessages.dateRequired)).toBeVisible();
      await expect(d.getByText(german.formMessages.timeRequired)).toBeVisible();

      const email = uniqueEmail('de-consultation');
      await d.getByRole('textbox', { name: words.name, exact: true }).fill('Ada Lovelace');
      await d.getByLabel(words.email).fill(email);
      await d.getByLabel(words.phone).fill('+49 30 1234567');
      const day = d.locator('[role="grid"] td:not([data-disabled]) button').first();
      const iso = (await day.locator('xpath=..').getAttribute('data-day')) ?? '';
      await day.click();
      const chosen = new Date(`${iso}T12:00:00`);
      const written = new Intl.DateTimeFormat('de-DE', { year: 'numeric', month: 'long', day: 'numeric' }).format(
        chosen,
      );
      await expect(d.getByText(`Gewählt: ${written}`)).toBeVisible();
      await d.getByText('10:00', { exact: true }).click();
      await d.getByRole('button', { name: words.submit }).click();
      await expect(dialog(page)).toBeHidden();
      // The toast in German, named in German for screen readers (the region and its close button).
      const toast = page.locator('[data-variant="success"]');
      await expect(toast).toContainText(`${written} um 10:00`);
      await expect(toast.getByRole('button', { name: german.shell.closeNotification })).toBeVisible();
      await expect(
        page.getByRole('region', { name: german.shell.notifications.replace('{hotkey}', 'F8') }),
      ).toBeAttached();
      const { submission, message } = await storedSubmissionFor(email);
      expect(submission).toMatchObject({ formType: 'consultation', language: 'de', time: '10:00 AM', date: iso });
      expect(message.text).toContain('German (de)');
    },
  );

  test.describe('on its own page', () => {
    checkedAtEveryWidth('/de/consultation');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is posted by the browser and lands on the German confirmation', API_TEST, async ({ page }) => {
      await page.goto('/de/request');
      await page.getByRole('link', { name: german.requestForm.scheduleCall }).click();
      await expect(page).toHaveURL(/\/de\/consultation$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
      const email = uniqueEmail('de-consultation-nojs');
      await page.getByRole('textbox', { name: words.name, exact: true }).fill('Grace Hopper');
      await page.getByLabel(words.email).fill(email);
      await page.getByLabel(words.phone).fill('030 555 0100');
      const day = new Date();
      do day.setDate(day.getDate() + 1);
      while (day.getDay() === 0 || day.getDay() === 6);
      const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      await page.getByLabel(words.date).fill(iso);
      await page.getByText('10:00', { exact: true }).click();
      await page.getByRole('button', { name: words.submit }).click();
      await expect(page).toHaveURL(/\/de\/consultation\/sent$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.scheduledTitle);
      await expect(page.getByRole('link', { name: words.backHome })).toHaveAttribute('href', '/de');
      const { submission } = await storedSubmissionFor(email);
      expect(submission).toMatchObject({ formType: 'consultation', language: 'de', date: iso, time: '10:00 AM' });
    });
  });
});

test.describe('a German tool page', () => {
  const words = german.tool;
  const translation = fixtureTranslations.find((t) => t.kind === 'tools' && t.entry === 'agno' && t.language === 'de');
  const fields = translation?.data as { description: string; useCases: string[] } | undefined;
  const body = translation?.body;
  if (!body || !fields) throw new Error('the test catalogue needs a German Agno (tools/agno.de.md)');
  const untranslated = fixture.tools.find(
    (tool) => !fixtureTranslations.some((t) => t.kind === 'tools' && t.entry === tool.id),
  );
  if (!untranslated) throw new Error('the test catalogue needs a tool without a translation');

  test('shows the tool in German, its untranslated neighbours marked, with the switcher both ways', async ({
    page,
  }) => {
    await page.goto('/tools/detail/agno');
    const deutsch = page
      .getByRole('navigation', { name: english.shell.language })
      .getByRole('link', { name: german.name });
    await expect(deutsch).toHaveAttribute('href', '/de/tools/detail/agno');
    await deutsch.click();
    await expect(page).toHaveURL(/\/de\/tools\/detail\/agno$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agno');
    const main = page.locator('main');
    await expect(main.getByText(fields.description, { exact: true })).toBeVisible();
    await expect(main.getByText(fields.useCases[0] ?? '', { exact: true })).toBeVisible();
    // The translated body, in place of the entry's.
    await expect(main).toContainText(body.slice(0, 40));
    for (const heading of [words.about, words.useCases, words.examples, words.features, words.relatedTools])
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    const trail = page.getByRole('navigation', { name: german.trail.label });
    await expect(trail.getByRole('link', { name: german.nav.home })).toHaveAttribute('href', '/de');
    await expect(main.getByRole('link', { name: words.back })).toHaveAttribute('href', '/de/tools');
    // A related tool without a German page leads to its English page, marked as English.
    const englishTool = page.locator('#related-tools a[lang="en"]').first();
    await expect(englishTool).toHaveAttribute('href', /^\/tools\/detail\//);
    const back = page
      .getByRole('navigation', { name: german.shell.language })
      .getByRole('link', { name: english.name });
    await expect(back).toHaveAttribute('href', '/tools/detail/agno');
    await back.click();
    await expect(page).toHaveURL(/\/tools\/detail\/agno$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a tool without a translation has no German page: its switcher leads to the German list, with a note', async ({
    page,
    problems,
  }) => {
    problems.allow(/404/);
    expect((await page.request.get(`/de/tools/detail/${untranslated.id}`)).status()).toBe(404);
    await page.goto(`/tools/detail/${untranslated.id}`);
    await expect(page.locator(`a[href="/de/tools/detail/${untranslated.id}"]`)).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    const deutsch = page
      .getByRole('navigation', { name: english.shell.language })
      .getByRole('link', { name: german.name });
    await expect(deutsch).toHaveAttribute('href', '/de/tools#not-translated');
    await deutsch.click();
    await expect(page).toHaveURL(/\/de\/tools#not-translated$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText(german.shell.notTranslated)).toBeVisible();
  });

  checkedAtEveryWidth('/de/tools/detail/agno');
});

test.describe('a German expertise area page', () => {
  const words = german.area;
  const path = '/expertise/ai-agent-development';
  const translation = fixtureTranslations.find(
    (t) => t.kind === 'areas' && t.entry === 'ai-agent-development' && t.language === 'de',
  );
  const fields = translation?.data as { name: string; description: string; keyCapabilities: string[] } | undefined;
  const body = translation?.body;
  if (!body || !fields)
    throw new Error('the test catalogue needs a German AI Agent Development (areas/ai-agent-development.de.md)');
  const untranslated = fixture.areas.find(
    (area) => !fixtureTranslations.some((t) => t.kind === 'areas' && t.entry === area.id),
  );
  if (!untranslated) throw new Error('the test catalogue needs an area without a translation');

  test('shows the area in German, its English parts marked, with the switcher both ways', async ({ page }) => {
    await page.goto(path);
    const deutsch = page
      .getByRole('navigation', { name: english.shell.language })
      .getByRole('link', { name: german.name });
    await expect(deutsch).toHaveAttribute('href', `/de${path}`);
    await deutsch.click();
    await expect(page).toHaveURL(/\/de\/expertise\/ai-agent-development$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fields.name);
    const main = page.locator('main');
    await expect(main.getByText(fields.description, { exact: true })).toBeVisible();
    await expect(main.getByText(fields.keyCapabilities[0] ?? '', { exact: true })).toBeVisible();
    // The translated body, in place of the entry's.
    await expect(main).toContainText(body.slice(0, 40));
    for (const heading of [words.capabilities, words.approach, words.caseStudies, words.tools, words.methodologies])
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    // The case studies are not translated: their content is marked as English.
    await expect(page.locator('#case-studies [lang="en"] [data-case-study]').first()).toBeAttached();
    // Their code's copy button speaks the page's language, and says so inside the English part.
    const copy = page.locator('#case-studies [lang="en"] [data-copy-root]').first();
    await expect(copy).toHaveAttribute('lang', 'de');
    await expect(copy.getByRole('button')).toContainText(german.shell.copy);
    // The list of every area is written in German: the trail and the back link lead to it.
    const trail = page.getByRole('navigation', { name: german.trail.label });
    await expect(trail.getByRole('link', { name: german.nav.expertise })).toHaveAttribute('href', '/de/expertise');
    const backLink = main.getByRole('link', { name: words.back });
    await expect(backLink).toHaveAttribute('href', '/de/expertise');
    await expect(backLink).not.toHaveAttribute('hreflang', /./);
    // Agno is written in German, the other tools are not: they lead to their English pages, marked.
    await expect(page.locator('#tools-we-use a[href="/de/tools/detail/agno"]')).not.toHaveAttribute('lang', /./);
    await expect(page.locator('#tools-we-use a[lang="en"]').first()).toHaveAttribute('href', /^\/tools\/detail\//);
    await expect(page.locator('#related-methodologies a').first()).toHaveAttribute('hreflang', 'en');
    // The sidebar names the area in German, unmarked, beside the untranslated areas marked as English.
    const own = page.locator(`#sidebar a[href="/de${path}"]`);
    await expect(own).toHaveText(fields.name);
    await expect(own).not.toHaveAttribute('lang', /./);
    await expect(page.locator(`#sidebar a[href="/expertise/${untranslated.id}"]`)).toHaveAttribute('lang', 'en');
    const back = page
      .getByRole('navigation', { name: german.shell.language })
      .getByRole('link', { name: english.name });
    await expect(back).toHaveAttribute('href', path);
    await back.click();
    await expect(page).toHaveURL(/\/expertise\/ai-agent-development$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an area without a translation has no German page and no German link', async ({ page, problems }) => {
    problems.allow(/404/);
    expect((await page.request.get(`/de/expertise/${untranslated.id}`)).status()).toBe(404);
    await page.goto(`/expertise/${untranslated.id}`);
    await expect(page.locator(`a[href="/de/expertise/${untranslated.id}"]`)).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });

  checkedAtEveryWidth(`/de${path}`, { eachTab: true });
});

test.describe('a German business idea page', () => {
  const words = german.idea;
  const slug = 'ai-content-calendar';
  const path = `/business-ideas/${slug}`;
  const translation = fixtureTranslations.find((t) => t.kind === 'ideas' && t.entry === slug && t.language === 'de');
  const fields = translation?.data as { title: string; shortDescription: string } | undefined;
  const body = translation?.body;
  if (!body || !fields)
    throw new Error('the test catalogue needs a German AI Content Calendar (ideas/ai-content-calendar.de.md)');
  const untranslated = fixture.ideas.find(
    (idea) => !fixtureTranslations.some((t) => t.kind === 'ideas' && t.entry === idea.id),
  );
  if (!untranslated) throw new Error('the test catalogue needs an idea without a translation');

  test('shows the idea in German with German tabs, its untranslated neighbours marked, with the switcher both ways', async ({
    page,
  }) => {
    await page.goto(path);
    const deutsch = page
      .getByRole('navigation', { name: english.shell.language })
      .getByRole('link', { name: german.name });
    await expect(deutsch).toHaveAttribute('href', `/de${path}`);
    await deutsch.click();
    await expect(page).toHaveURL(new RegExp(`/de${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fields.title);
    const main = page.locator('main');
    await expect(main.getByText(fields.shortDescription, { exact: true })).toBeVisible();
    await expect(main).toContainText(body.slice(0, 40));
    const tabs = main.getByRole('tablist');
    for (const tab of [words.overview, words.marketAnalysis, words.development, words.businessModel])
      await expect(tabs.getByRole('tab', { name: tab, exact: true })).toBeVisible();
    await expect(main.locator('[data-consultation-trigger]', { hasText: words.consultation })).toBeVisible();
    // Figures are written the German way, prices in dollars.
    await expect(main.locator('[data-metric="revenue"] dd')).toHaveText('12.000\u00a0$ – 40.000\u00a0$/Monat');
    // The other translated idea leads to its German page; the untranslated ones to their English pages, marked.
    await expect(page.locator('#more-ideas a[href="/de/business-ideas/personalized-meal-prep"]')).not.toHaveAttribute(
      'hreflang',
      /./,
    );
    const other = page.locator(`#more-ideas a[href="/business-ideas/${untranslated.id}"]`);
    await expect(other).toHaveAttribute('hreflang', 'en');
    await expect(page.locator(`#more-ideas [data-idea-card="${untranslated.id}"]`)).toHaveAttribute('lang', 'en');
    const back = page
      .getByRole('navigation', { name: german.shell.language })
      .getByRole('link', { name: english.name });
    await expect(back).toHaveAttribute('href', path);
    await back.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an idea without a translation has no German page and no German link', async ({ page, problems }) => {
    problems.allow(/404/);
    expect((await page.request.get(`/de/business-ideas/${untranslated.id}`)).status()).toBe(404);
    await page.goto(`/business-ideas/${untranslated.id}`);
    await expect(page.locator(`a[href="/de/business-ideas/${untranslated.id}"]`)).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });

  checkedAtEveryWidth(`/de${path}`, { eachTab: true });
});

test.describe('a German case study', () => {
  const words = german.caseStudy;
  const slug = 'cashcast';
  const path = `/case-studies/${slug}`;
  const translation = fixtureTranslations.find((t) => t.kind === 'projects' && t.entry === slug && t.language === 'de');
  const fields = translation?.data as { title: string; shortDescription: string; features: string[] } | undefined;
  const body = translation?.body;
  if (!body || !fields) throw new Error('the test catalogue needs a German CashCast (projects/cashcast.de.md)');
  const untranslated = fixture.projects.find(
    (project) => !fixtureTranslations.some((t) => t.kind === 'projects' && t.entry === project.id),
  );
  if (!untranslated) throw new Error('the test catalogue needs a project without a translation');

  test('shows the case study in German with German tabs and figures, with the switcher both ways', async ({ page }) => {
    await page.goto(path);
    const deutsch = page
      .getByRole('navigation', { name: english.shell.language })
      .getByRole('link', { name: german.name });
    await expect(deutsch).toHaveAttribute('href', `/de${path}`);
    await deutsch.click();
    await expect(page).toHaveURL(new RegExp(`/de${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(new RegExp(`^${words.pageTitle.replace('{title}', fields.title)}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fields.title);
    const main = page.locator('main');
    await expect(main.getByText(fields.shortDescription, { exact: true })).toBeVisible();
    await expect(main).toContainText(body.slice(0, 40));
    await expect(main.getByRole('heading', { level: 2, name: words.about })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: words.keyMetrics })).toBeVisible();
    await expect(main.getByRole('list', { name: words.badges })).toContainText(german.portfolio.statuses.portfolio);
    const tabs = main.getByRole('tablist', { name: words.tabs });
    for (const tab of [words.overview, words.features, words.techStack, words.businessModel])
      await expect(tabs.getByRole('tab', { name: tab, exact: true })).toBeVisible();
    // Figures are written the German way, prices in dollars.
    await expect(main.getByText('2.400\u00a0$/Monat').first()).toBeVisible();
    await tabs.getByRole('tab', { name: words.features, exact: true }).click();
    await expect(main.getByText(fields.features[0] ?? '', { exact: true })).toBeVisible();
    await expect(main.locator('[data-consultation-trigger]', { hasText: words.consultation })).toBeVisible();
    await expect(main.getByRole('link', { name: words.requestQuote })).toHaveAttribute('href', '/de/request');
    const back = page
      .getByRole('navigation', { name: german.shell.language })
      .getByRole('link', { name: english.name });
    await expect(back).toHaveAttribute('href', path);
    await back.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 2, name: english.caseStudy.about })).toBeVisible();
  });

  test('a project without a translation has no German page and no German link', async ({ page, problems }) => {
    problems.allow(/404/);
    expect((await page.request.get(`/de/case-studies/${untranslated.id}`)).status()).toBe(404);
    await page.goto(`/case-studies/${untranslated.id}`);
    await expect(page.locator(`a[href="/de/case-studies/${untranslated.id}"]`)).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    // Its switcher leads to the German portfolio, which says the page is not translated.
    await expect(
      page.getByRole('navigation', { name: english.shell.language }).getByRole('link', { name: german.name }),
    ).toHaveAttribute('href', '/de/projects#not-translated');
  });

  checkedAtEveryWidth(`/de${path}`, { eachTab: true });
});

test.describe('the German home page', () => {
  const words = german.home;
  const studio = fixtureTranslations.find((t) => t.kind === 'site' && t.language === 'de')?.data as
    | { hero: { subtitle: string; body: string; cta: string }; why: { heading: string }; closing: { heading: string } }
    | undefined;
  const services = fixtureTranslations.find((t) => t.kind === 'services' && t.language === 'de')?.data as
    { title: string }[] | undefined;
  if (!studio?.hero || !services)
    throw new Error('the test catalogue needs the German home page (site.de.json, services.de.json)');
  const untranslated = fixture.ideas.find(
    (idea) => !fixtureTranslations.some((t) => t.kind === 'ideas' && t.entry === idea.id),
  );
  if (!untranslated) throw new Error('the test catalogue needs an idea without a translation');

  test('speaks German: the hero, the sections, the lists, with the switcher both ways', async ({ page }) => {
    await page.goto('/');
    const deutsch = page
      .getByRole('navigation', { name: english.shell.language })
      .getByRole('link', { name: german.name });
    await expect(deutsch).toHaveAttribute('href', '/de');
    await deutsch.click();
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(studio.hero.subtitle);
    await expect(main.getByText(studio.hero.body, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: studio.hero.cta })).toBeVisible();
    await expect(main.getByRole('link', { name: words.requestSolution })).toHaveAttribute('href', '/de/request');
    for (const heading of [studio.why.heading, words.services, words.technologies, words.ourTools, words.ideas])
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: studio.closing.heading, exact: true })).toBeAttached();
    await expect(main.getByText(services[0]?.title ?? '', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: words.highlights })).toContainText(
      words.highlightCount.replace('{number}', '1').replace('{total}', String(fixture.highlights.length)),
    );
    // A translated idea leads to its German page; an untranslated one to its English page, marked.
    await expect(main.locator('a[href="/de/business-ideas/ai-content-calendar"]')).not.toHaveAttribute('hreflang', /./);
    const card = main.locator(`[data-idea-card="${untranslated.id}"]`);
    await expect(card).toHaveAttribute('lang', 'en');
    await expect(card.locator('[data-in-english]')).toHaveText(german.toolList.inEnglish);
    await expect(card.locator(`a[href="/business-ideas/${untranslated.id}"]`)).toHaveAttribute('hreflang', 'en');
    // The lists of areas and tools are written in German: their links lead there.
    await expect(main.getByRole('link', { name: words.allAreas })).toHaveAttribute('href', '/de/expertise');
    await expect(main.getByRole('link', { name: words.allTools })).toHaveAttribute('href', '/de/tools');
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.join('')).toContain('"inLanguage":"de"');
    const back = page
      .getByRole('navigation', { name: german.shell.language })
      .getByRole('link', { name: english.name });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: english.home.services, exact: true })).toBeVisible();
  });

  test('the highlight carousel speaks German once it runs', async ({ page }) => {
    await page.goto('/de');
    const region = page.getByRole('region', { name: words.highlights });
    const button = region.getByRole('button', { name: words.nextHighlight });
    await region.scrollIntoViewIfNeeded();
    await expect(button).toHaveAttribute('data-hydrated', 'true');
    await button.click();
    await expect(region).toContainText(
      words.highlightCount.replace('{number}', '2').replace('{total}', String(fixture.highlights.length)),
    );
  });

  checkedAtEveryWidth('/de');
});

test.describe('the German expertise list', () => {
  const words = german.expertise;
  const translation = fixtureTranslations.find(
    (t) => t.kind === 'areas' && t.entry === 'ai-agent-development' && t.language === 'de',
  );
  const name = (translation?.data as { name: string } | undefined)?.name;
  const untranslated = fixture.areas.find(
    (area) => !fixtureTranslations.some((t) => t.kind === 'areas' && t.entry === area.id),
  );
  const methodology = fixture.methodologies[0];
  if (!name || !untranslated || !methodology)
    throw new Error('the test catalogue needs a German area, an untranslated one and a methodology');

  test('speaks German: a translated area links its German page, the others and the methodologies are marked English', async ({
    page,
  }) => {
    await page.goto('/expertise');
    const deutsch = page
      .getByRole('navigation', { name: english.shell.language })
      .getByRole('link', { name: german.name });
    await expect(deutsch).toHaveAttribute('href', '/de/expertise');
    await deutsch.click();
    await expect(page).toHaveURL(/\/de\/expertise$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
    for (const heading of [words.areas, words.methodologies])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    const own = page.locator('[data-area-card="ai-agent-development"]');
    await expect(own.getByRole('heading', { level: 3 })).toHaveText(name);
    expect(await own.getAttribute('lang')).toBeNull();
    await expect(own.locator('[data-in-english]')).toHaveCount(0);
    await expect(own.getByRole('link')).toHaveAttribute('href', '/de/expertise/ai-agent-development');
    const inEnglish = page.locator(`[data-area-card="${untranslated.id}"]`);
    await expect(inEnglish).toHaveAttribute('lang', 'en');
    await expect(inEnglish.locator('[data-in-english]')).toHaveText(german.toolList.inEnglish);
    await expect(inEnglish.getByRole('link')).toHaveAttribute('href', `/expertise/${untranslated.id}`);
    await expect(inEnglish.getByRole('link')).toHaveAttribute('hreflang', 'en');
    await expect(inEnglish.getByRole('link')).toHaveAttribute('lang', 'de');
    const method = page.locator(`[data-methodology-card="${methodology.id}"]`);
    await expect(method).toHaveAttribute('lang', 'en');
    await expect(method.getByRole('link')).toHaveAttribute('href', `/methodology/${methodology.id}`);
    await expect(method.getByRole('link')).toHaveAttribute('hreflang', 'en');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({ '@type': 'CollectionPage', name: words.title, inLanguage: 'de' }),
    );
    const back = page
      .getByRole('navigation', { name: german.shell.language })
      .getByRole('link', { name: english.name });
    await expect(back).toHaveAttribute('href', '/expertise');
  });

  checkedAtEveryWidth('/de/expertise');
});

test.describe('a German tool category page', () => {
  const words = german.toolCategory;
  const category = fixtureTranslations.find((t) => t.kind === 'toolCategories' && t.language === 'de');
  const frontend = (category?.data as { id: string; name: string; description: string }[] | undefined)?.find(
    (item) => item.id === 'frontend',
  );
  if (!frontend)
    throw new Error('the test catalogue needs a German name of the frontend category (tool-categories.de.json)');
  const cards = (page: Page) =>
    page.getByRole('list', { name: german.toolList.gridLabel, exact: true }).locator('[data-tool-card]');

  test('shows the category in German, its own German index, and the switcher both ways', async ({ page }) => {
    await page.goto('/tools/frontend');
    const deutsch = page
      .getByRole('navigation', { name: english.shell.language })
      .getByRole('link', { name: german.name });
    await expect(deutsch).toHaveAttribute('href', '/de/tools/frontend');
    await deutsch.click();
    await expect(page).toHaveURL(/\/de\/tools\/frontend$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontend.name);
    await expect(page.locator('main')).toContainText(frontend.description);
    const placeholder = words.searchPlaceholder.replace('{category}', frontend.name);
    await expect(page.getByPlaceholder(placeholder)).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: german.tool.back })).toHaveAttribute(
      'href',
      '/de/tools',
    );
    await expect(page.getByRole('heading', { name: words.others })).toBeVisible();
    await expect(page.locator('nav[aria-labelledby="other-categories"] a').first()).toHaveAttribute(
      'href',
      /^\/de\/tools\/[a-z-]+$/,
    );
    await waitForIslands(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.getByPlaceholder(placeholder).fill('zzzz-no-such-tool');
    await expect(page.getByText(german.toolList.noneFound)).toBeVisible();
    expect(
      requested.filter((path) => path.startsWith('/data/')).every((path) => path.startsWith('/data/de-tools')),
    ).toBe(true);
    const back = page
      .getByRole('navigation', { name: german.shell.language })
      .getByRole('link', { name: english.name });
    await expect(back).toHaveAttribute('href', '/tools/frontend');
  });

  test('the German tool list and a German tool page link the German category pages', async ({ page }) => {
    await page.goto('/de/tools');
    await expect(page.locator('[data-category-section="ai-ml"] h3 a')).toHaveAttribute('href', '/de/tools/ai-ml');
    await page.goto('/de/tools/detail/agno');
    const trail = page.getByRole('navigation', { name: german.trail.label });
    await expect(trail.locator('a[href="/de/tools/ai-ml"]')).toBeVisible();
  });

  checkedAtEveryWidth('/de/tools/frontend');
});

test.describe('the German tool list', () => {
  const words = german.toolList;
  const agno = fixtureTranslations.find((t) => t.kind === 'tools' && t.entry === 'agno' && t.language === 'de');
  const description = (agno?.data as { description: string } | undefined)?.description;
  const untranslated = fixture.tools.find(
    (tool) => !fixtureTranslations.some((t) => t.kind === 'tools' && t.entry === tool.id),
  );
  if (!description || !untranslated) throw new Error('the test catalogue needs a German Agno and an untranslated tool');
  /** A word of Agno's German description that no English text has. */
  const germanWord = 'Laufzeitumgebung';
  const cards = (page: Page) =>
    page.getByRole('list', { name: words.gridLabel, exact: true }).locator('[data-tool-card]');

  test('speaks German: a translated card links its German page, an untranslated one is marked English', async ({
    page,
  }) => {
    await page.goto('/de/tools');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    await expect(page.getByPlaceholder(words.searchPlaceholder)).toBeVisible();
    await expect(page.getByRole('button', { name: words.featuredOnly })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.byCategory })).toBeVisible();
    await expect(cards(page)).toHaveCount(fixture.tools.length);
    const translated = cards(page).and(page.locator('[data-tool-card="agno"]'));
    expect(await translated.getAttribute('lang')).toBeNull();
    await expect(translated.getByRole('link', { name: 'Agno' })).toHaveAttribute('href', '/de/tools/detail/agno');
    await expect(translated).toContainText(description.slice(0, 40));
    await expect(translated.locator('[data-in-english]')).toHaveCount(0);
    const inEnglish = cards(page).and(page.locator(`[data-tool-card="${untranslated.id}"]`));
    await expect(inEnglish).toHaveAttribute('lang', 'en');
    await expect(inEnglish.locator('[data-in-english]')).toHaveText(words.inEnglish);
    const link = inEnglish.getByRole('link', { name: untranslated.data.name });
    await expect(link).toHaveAttribute('href', `/tools/detail/${untranslated.id}`);
    await expect(link).toHaveAttribute('hreflang', 'en');
  });

  test('finds a translated tool by a German word of its description, from the German index', async ({ page }) => {
    await page.goto('/de/tools');
    await waitForIslands(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.getByPlaceholder(words.searchPlaceholder).fill(germanWord);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('link', { name: 'Agno' })).toHaveAttribute('href', '/de/tools/detail/agno');
    await expect(page.getByRole('status')).toHaveText(
      words.showingSome.replace('{shown}', '1').replace('{total}', String(fixture.tools.length)),
    );
    expect(
      requested.filter((path) => path.startsWith('/data/')).every((path) => path.startsWith('/data/de-tools')),
    ).toBe(true);
  });

  test('the switcher leads from /tools to /de/tools and back', async ({ page }) => {
    await page.goto('/tools');
    const deutsch = page
      .getByRole('navigation', { name: english.shell.language })
      .getByRole('link', { name: german.name });
    await expect(deutsch).toHaveAttribute('href', '/de/tools');
    await deutsch.click();
    await expect(page).toHaveURL(/\/de\/tools$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const back = page
      .getByRole('navigation', { name: german.shell.language })
      .getByRole('link', { name: english.name });
    await expect(back).toHaveAttribute('href', '/tools');
    await back.click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.toolList.title);
  });

  checkedAtEveryWidth('/de/tools');
});

test.describe('the German portfolio', () => {
  const words = german.portfolio;
  const projectCards = (page: Page) => page.locator('article[data-project]');
  const soldCount = fixture.projects.filter((p) => p.data.status === 'sold').length;
  // Until projects take translations, every card of the German list is English, marked so.
  const first = fixture.projects.find((p) => p.data.order === 1) ?? fixture.projects[0];
  if (!first) throw new Error('the test catalogue needs projects');

  test('speaks German: heading, filters, count and an English card marked, linking the English case study', async ({
    page,
  }) => {
    await page.goto('/de/projects');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(new RegExp(`^${words.title} `));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
    await expect(page.getByRole('searchbox', { name: words.searchLabel })).toBeVisible();
    await expect(page.getByRole('tablist', { name: words.filterBy }).getByRole('tab')).toHaveText(
      Object.values(words.tabs),
    );
    await expect(projectCards(page)).toHaveCount(PAGE_SIZE.full);
    const card = projectCards(page).first();
    await expect(card.locator('[data-in-english]')).toHaveText(words.inEnglish);
    const heading = card.getByRole('heading');
    await expect(heading).toHaveAttribute('lang', 'en');
    const link = heading.getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/case-studies\/[a-z0-9-]+$/);
    await expect(link).toHaveAttribute('hreflang', 'en');
    const details = card.locator(`a[aria-label^="${words.detailsLabel.split('{title}')[0]}"]`);
    await expect(details).toHaveText(words.details);
    await expect(details).toHaveAttribute('hreflang', 'en');
    await expect(card).toContainText(words.model);
  });

  test('filters by a chip, keeps the state in the URL, and Back undoes it, from the German index', async ({ page }) => {
    await page.goto('/de/projects');
    await waitForIslands(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page
      .getByRole('group', { name: words.filterGroup.replace('{filter}', words.tabs.status) })
      .getByRole('button', { name: words.statusFilters.sold })
      .click();
    await expect(page).toHaveURL(/\/de\/projects\?status=sold$/);
    await expect(projectCards(page)).toHaveCount(soldCount);
    const chipText = words.chip.replace('{filter}', words.tabs.status).replace('{value}', words.statusFilters.sold);
    await expect(page.getByRole('button', { name: words.removeFilter.replace('{filter}', chipText) })).toBeVisible();
    await expect(page.getByRole('button', { name: words.clearFilters.replace('{count}', '1') })).toBeVisible();
    await expect(projectCards(page).first().locator('[data-in-english]')).toHaveText(words.inEnglish);
    expect(
      requested.filter((path) => path.startsWith('/data/')).every((path) => path.startsWith('/data/de-portfolio')),
    ).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/de\/projects$/);
    await expect(projectCards(page)).toHaveCount(PAGE_SIZE.full);
  });

  test('pages through German pages of its own without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/de/projects');
    const pagination = page.getByRole('navigation', { name: words.pagination });
    await pagination.getByRole('link', { name: words.next }).click();
    await expect(page).toHaveURL(/\/de\/projects\/page\/2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(new RegExp(`^${words.pageTitle.replace('{page}', '2')} `));
    await expect(projectCards(page)).toHaveCount(fixture.projects.length - PAGE_SIZE.full);
    await pagination.getByRole('link', { name: words.previous }).click();
    await expect(page).toHaveURL(/\/de\/projects$/);
    await context.close();
  });

  test('the switcher leads from /projects to /de/projects and from a later page to its German page', async ({
    page,
  }) => {
    await page.goto('/projects/page/2');
    const deutsch = page
      .getByRole('navigation', { name: english.shell.language })
      .getByRole('link', { name: german.name });
    await expect(deutsch).toHaveAttribute('href', '/de/projects/page/2');
    await page.goto('/projects');
    await page
      .getByRole('navigation', { name: english.shell.language })
      .getByRole('link', { name: german.name })
      .click();
    await expect(page).toHaveURL(/\/de\/projects$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
  });

  checkedAtEveryWidth('/de/projects', { eachTab: true });
});

test.describe('the German 404 page', () => {
  test('answers an unknown path under /de/ with status 404 in German', async ({ page, problems }) => {
    problems.allow(/404/);
    const response = await page.goto('/de/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(german.notFound.title);
    await expect(page.getByRole('link', { name: german.notFound.back })).toHaveAttribute('href', '/de');
    await expect(page.getByRole('navigation', { name: german.shell.language })).toHaveCount(0);
    await checkA11y(page);
  });

  test('answers its own address with 404 too, and an unknown English path with the English page', async ({
    page,
    problems,
  }) => {
    problems.allow(/404/);
    expect((await page.request.get('/de/404')).status()).toBe(404);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(english.notFound.title);
  });
});

test.describe('the search on German pages', () => {
  const words = german.search;
  const dialog = (page: Page) => page.getByRole('dialog', { name: words.dialogTitle });
  const field = (page: Page) => dialog(page).getByRole('combobox', { name: words.fieldLabel });
  // A German question of the test catalogue's translated development category, found by a stem:
  // "Meilenstein" finds "Meilensteinen" through the German index's stemming.
  const answer = '/de/faq?tab=development#faq-development-how-long-does-development-take';

  test('speaks German, finds German pages by German stems, and no English-only page', async ({ page }) => {
    await page.goto('/de/faq');
    await page.getByRole('button', { name: german.shell.search, exact: true }).click();
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveAttribute('placeholder', words.placeholder);
    // The empty search suggests pages, each at its German address when it has one.
    await expect(dialog(page).getByRole('link', { name: german.nav.faq, exact: true })).toHaveAttribute(
      'href',
      '/de/faq',
    );
    await expect(dialog(page).getByRole('link', { name: german.nav.portfolio, exact: true })).toHaveAttribute(
      'href',
      '/de/projects',
    );

    await field(page).fill('Meilenstein');
    const option = dialog(page)
      .getByRole('group', { name: german.searchKinds.faq })
      .locator(`[role="option"][href="${answer}"]`);
    await expect(option).toBeVisible();
    await expect(dialog(page).getByRole('status')).toContainText(/Ergebnis(se)? für „Meilenstein“/);
    await expect(dialog(page).getByRole('button', { name: words.all, exact: true })).toBeVisible();

    // An English-only project is not in the German index.
    const englishOnly = fixture.projects.find(
      (project) => !fixtureTranslations.some((t) => t.kind === 'projects' && t.entry === project.id),
    );
    if (!englishOnly) throw new Error('the test catalogue needs a project without a translation');
    const name = englishOnly.data.title.split(' ')[0] ?? '';
    await field(page).fill(name);
    await expect(dialog(page).getByRole('status')).toHaveText(`Keine Ergebnisse für „${name}“`);
    await expect(dialog(page).getByText(words.tryOther)).toBeVisible();

    // Enter without a chosen result opens the German search page with the query.
    await field(page).fill('Meilenstein');
    await expect(option).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/search\?q=Meilenstein$/);
    await expect(page.locator(`main [role="option"][href="${answer}"]`)).toBeVisible();
    await checkA11y(page);
  });

  test('the English search finds no German page', async ({ page }) => {
    await page.goto('/search?q=Meilenstein');
    await expect(page.getByRole('status')).toHaveText(`No results for “Meilenstein”`);
  });

  for (const viewport of [viewports.narrow, viewports.mobile, viewports.desktop])
    test(`/de/search passes axe in both themes and the layout check at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/de/search?q=Entwicklung');
      await expect(page.locator('main [role="option"]').first()).toBeVisible();
      await checkA11y(page);
      expect(await page.evaluate(findLayoutFaults, {})).toEqual([]);
    });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the Search button opens /de/search, which lists the German pages under German kinds' names", async ({
      page,
    }) => {
      await page.goto('/de/faq');
      await page.getByRole('button', { name: german.shell.search, exact: true }).click();
      await expect(page).toHaveURL(/\/de\/search\??$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      expect(await page.locator('main noscript').evaluate((element) => element.textContent)).toContain(words.noScript);
      const index = page.locator('[data-site-index]');
      await expect(
        index.getByRole('heading', { name: new RegExp(`^${german.searchKinds.faq} \\(\\d+\\)$`) }),
      ).toBeVisible();
      const links = await index.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(links).toContain(answer);
      expect(
        // The German home page (/de) among them.
        links.every((href) => href === '/de' || href?.startsWith('/de/')),
        links.join(' '),
      ).toBe(true);
    });
  });
});
