/**
 * The field report (src/lib/vitals/report.ts): p75 by nearest rank from raw rows and from folded
 * buckets against known distributions, the shares by threshold, the JSON's shape, page views,
 * leads per week and conversion.
 */
import { describe, expect, it } from 'vitest';
import type { StoredSample, VitalsData } from '@/lib/vitals/records';
import { daysBefore, foldSamples } from '@/lib/vitals/records';
import { EVERY_PAGE, buildReport, p75, statsOf, weekOf } from '@/lib/vitals/report';
import { reportTables } from '@/lib/vitals/report-tables';
import { reportText } from '@/lib/vitals/report-text';

/** A fixed pseudo-random sequence (mulberry32): the same numbers on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Log-normal samples: exp(mu + sigma * z), z standard normal (Box-Muller). */
function logNormal(count: number, median: number, sigma: number, seed: number): number[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const z = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    return median * Math.exp(sigma * z);
  });
}
/** The 0.75 quantile of the standard normal. */
const Z75 = 0.6744897501960817;

const today = '2026-11-28';
const now = new Date(`${today}T12:00:00Z`);
const sample = (day: string, value: number, over: Partial<StoredSample> = {}): StoredSample => ({
  day,
  template: '/faq',
  metric: 'LCP',
  navigationType: 'navigate',
  viewport: 'wide',
  value,
  ...over,
});
const empty: VitalsData = { samples: [], buckets: [], pageViews: [], leads: [] };

describe('p75', () => {
  it('is the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => ({ value: i + 1, weight: 1 }));
    expect(p75(values)).toBe(75);
    expect(p75([{ value: 5, weight: 1 }])).toBe(5);
    expect(p75([1, 2, 3, 4].map((value) => ({ value, weight: 1 })))).toBe(3);
    expect(p75([])).toBeNull();
  });

  it.each([
    ['LCP', 2100, 0.55],
    ['INP', 140, 0.9],
    ['TTFB', 450, 0.4],
  ] as const)('%s: from raw rows and from buckets, within 5 %% of the distribution’s', (metric, median, sigma) => {
    const values = logNormal(20_000, median, sigma, 7);
    const expected = median * Math.exp(sigma * Z75);
    const samples = values.map((value) => sample('2026-10-01', value, { metric }));
    const fromRows = p75(samples.map((s) => ({ value: s.value, weight: 1 }))) as number;
    expect(Math.abs(fromRows - expected) / expected).toBeLessThan(0.05);

    const data: VitalsData = { ...empty, buckets: foldSamples(samples) };
    const fromBuckets = buildReport(data, new Date('2026-10-10T00:00:00Z')).vitals[0]?.p75 as number;
    expect(Math.abs(fromBuckets - expected) / expected).toBeLessThan(0.05);
    expect(Math.abs(fromBuckets - fromRows) / fromRows).toBeLessThan(0.05);
  });

  it('CLS, mostly 0: from buckets as from rows', () => {
    const next = random(3);
    const values = Array.from({ length: 5000 }, () => (next() < 0.6 ? 0 : next() * 0.4));
    const samples = values.map((value) => sample('2026-10-01', value, { metric: 'CLS' }));
    const fromRows = p75(samples.map((s) => ({ value: s.value, weight: 1 }))) as number;
    const fromBuckets = buildReport({ ...empty, buckets: foldSamples(samples) }, new Date('2026-10-02T00:00:00Z'))
      .vitals[0]?.p75 as number;
    expect(Math.abs(fromBuckets - fromRows) / fromRows).toBeLessThan(0.05);
  });
});

describe('statsOf', () => {
  it('shares good / needs improvement / poor by the thresholds (the edges are the better side)', () => {
    const stats = statsOf(
      'LCP',
      [2500, 2501, 4000, 4001].map((value) => ({ value, weight: 1 })),
    );
    expect(stats).toEqual({ count: 4, p75: 4000, good: 0.25, needsImprovement: 0.5, poor: 0.25 });
  });
});

describe('buildReport', () => {
  const data: VitalsData = {
    samples: [
      sample(today, 1000),
      sample(today, 3000),
      sample(daysBefore(today, 10), 5000),
      sample(today, 0.05, { metric: 'CLS', viewport: 'narrow', navigationType: 'prerender' }),
      // outside the 28 days: left out
      sample(daysBefore(today, 28), 9999),
    ],
    buckets: foldSamples([sample(daysBefore(today, 27), 2000, { navigationType: 'back-forward-cache' })]),
    pageViews: [
      { day: today, template: '/request', navigationType: 'navigate', viewport: 'wide', views: 8 },
      { day: daysBefore(today, 20), template: '/request', navigationType: 'prerender', viewport: 'narrow', views: 2 },
      { day: today, template: '/consultation', navigationType: 'navigate', viewport: 'wide', views: 4 },
    ],
    leads: [
      { day: today, formType: 'request' },
      { day: daysBefore(today, 1), formType: 'request' },
      { day: daysBefore(today, 14), formType: 'consultation' },
    ],
  };
  const report = buildReport(data, now);

  it('has one item per template, metric, navigation type and viewport, with 28 and 7 days', () => {
    expect(report.vitals.map((v) => [v.template, v.metric, v.navigationType, v.viewport, v.count, v.p75])).toEqual([
      ['/faq', 'LCP', 'back-forward-cache', 'wide', 1, expect.closeTo(2000, -2)],
      ['/faq', 'LCP', 'navigate', 'wide', 3, 5000],
      ['/faq', 'CLS', 'prerender', 'narrow', 1, 0.05],
    ]);
    const navigate = report.vitals[1];
    expect(navigate?.last7).toEqual({ count: 2, p75: 3000, good: 0.5, needsImprovement: 0.5, poor: 0 });
    expect(navigate).toMatchObject({ good: 1 / 3, needsImprovement: 1 / 3, poor: 1 / 3 });
    expect(report.templates.find((t) => t.metric === 'LCP')?.last28.count).toBe(4);
  });

  it('survives JSON and names its windows', () => {
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
    expect(report).toMatchObject({ today, from7: '2026-11-22', from28: '2026-11-01' });
  });

  it('counts page views, leads per form and week, and the conversion of the form pages', () => {
    expect(report.pageViews).toEqual([
      { template: '/consultation', last7: 4, last28: 4 },
      { template: '/request', last7: 8, last28: 10 },
    ]);
    const week = weekOf(today);
    expect(report.leadsPerWeek).toContainEqual({ week, form: 'request', leads: 2, days: 6 });
    expect(report.leadsPerWeek).toContainEqual({
      week: weekOf(daysBefore(today, 14)),
      form: 'consultation',
      leads: 1,
      days: 7,
    });
    expect(report.leadsPerWeek.reduce((sum, w) => sum + w.leads, 0)).toBe(3);
    // Consultation leads come from the dialog on every page: divided by every page's views.
    expect(report.conversion).toEqual([
      { form: 'consultation', template: EVERY_PAGE, leads: 1, pageViews: 14, rate: 1 / 14 },
      { form: 'request', template: '/request', leads: 2, pageViews: 10, rate: 0.2 },
    ]);
  });

  it('marks the weeks the report covers only in part, in the JSON and in the tables', () => {
    // 2026-11-28 is a Saturday: the 28 days start on Sunday 2026-11-01, one day of the week of 2026-10-26.
    const weeks = [...new Map(report.leadsPerWeek.map((w) => [w.week, w.days]))];
    expect(weeks).toEqual([
      ['2026-10-26', 1],
      ['2026-11-02', 7],
      ['2026-11-09', 7],
      ['2026-11-16', 7],
      ['2026-11-23', 6],
    ]);
    const rows = reportTables(report).leads.rows.map((row) => row[0]);
    expect(rows).toContain('2026-10-26 (partial: 1 of 7 days)');
    expect(rows).toContain('2026-11-23 (partial: 6 of 7 days)');
    expect(rows).toContain('2026-11-02');
    expect(reportText(report)).toContain('2026-10-26 (partial: 1 of 7 days)');
  });

  it('says what leads per view divides, and never divides a form every page opens by one page', () => {
    const table = reportTables(report).conversion;
    expect(table.caption).toMatch(/divided by the views of/);
    expect(table.rows).toContainEqual(['consultation', 'every page (the dialog opens anywhere)', '1', '14', '7.1 %']);
    // One view of /consultation and three consultation leads no longer read 300 %.
    const few = buildReport(
      {
        ...empty,
        pageViews: [
          { day: today, template: '/consultation', navigationType: 'navigate', viewport: 'wide', views: 1 },
          { day: today, template: '/', navigationType: 'navigate', viewport: 'wide', views: 99 },
        ],
        leads: Array.from({ length: 3 }, () => ({ day: today, formType: 'consultation' as const })),
      },
      now,
    );
    expect(few.conversion.find((c) => c.form === 'consultation')?.rate).toBe(0.03);
  });

  it('gives the p75 of each metric per day', () => {
    expect(report.daily.filter((d) => d.day === today)).toEqual([
      { day: today, metric: 'LCP', count: 2, p75: 3000 },
      { day: today, metric: 'CLS', count: 1, p75: 0.05 },
    ]);
  });

  it('starts weeks on Monday', () => {
    expect(weekOf('2026-11-28')).toBe('2026-11-23');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
  });
});
