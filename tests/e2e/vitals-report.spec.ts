/**
 * The field report's HTML page (src/lib/vitals/report-html.ts, `npm run report -- --html`) in
 * Chromium: axe-clean (WCAG 2.2 AA), self-contained (no request beyond the page), its charts
 * named, with and without data.
 */
import { buildReport } from '../../src/lib/vitals/report.ts';
import { reportHtml } from '../../src/lib/vitals/report-html.ts';
import { foldSamples, type StoredSample } from '../../src/lib/vitals/records.ts';
import { checkA11y, expect, test } from '../support/browser-test';

const now = new Date('2026-11-28T12:00:00Z');
const sample = (day: string, metric: StoredSample['metric'], value: number): StoredSample => ({
  day,
  template: '/case-studies/[slug]',
  metric,
  navigationType: 'prerender',
  viewport: 'narrow',
  value,
});

const full = buildReport(
  {
    samples: ['2026-11-20', '2026-11-27', '2026-11-28'].flatMap((day, i) => [
      sample(day, 'LCP', 1800 + 400 * i),
      sample(day, 'CLS', 0.02 * i),
      sample(day, 'INP', 120 + 90 * i),
    ]),
    buckets: foldSamples([sample('2026-11-02', 'LCP', 3100), sample('2026-11-02', 'TTFB', 700)]),
    pageViews: [{ day: '2026-11-27', template: '/request', navigationType: 'navigate', viewport: 'wide', views: 40 }],
    leads: [
      { day: '2026-11-27', formType: 'request' },
      { day: '2026-11-10', formType: 'consultation' },
    ],
  },
  now,
);
const empty = buildReport({ samples: [], buckets: [], pageViews: [], leads: [] }, now);

for (const [name, report] of [
  ['with data', full],
  ['with nothing measured yet', empty],
] as const) {
  test(`the report page ${name} passes axe and loads nothing else`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.setContent(reportHtml(report, 'Studio'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Field report: Studio');
    if (report === full) {
      await expect(page.getByRole('img', { name: /^LCP: 75th percentile per day/ })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Leads per form and week/ })).toBeVisible();
    }
    await checkA11y(page);
    expect(requests.filter((url) => !url.startsWith('data:') && url !== 'about:blank')).toEqual([]);
  });
}
