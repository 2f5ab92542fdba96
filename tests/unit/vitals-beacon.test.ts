/** The field beacon's body (src/lib/vitals/beacon.ts): what it accepts, what it refuses, the rows it becomes. */
import { describe, expect, it } from 'vitest';
import { beaconPageViews, beaconSamples, dayOf, vitalsBeaconSchema } from '@/lib/vitals/beacon';
import { METRIC_MAX } from '@/lib/vitals/metrics';

const beacon = {
  template: '/case-studies/[slug]',
  viewport: 'narrow',
  visits: [
    { navigationType: 'prerender', pageView: true, metrics: { LCP: 812.5, FCP: 400, TTFB: 12, CLS: 0.02 } },
    { navigationType: 'back-forward-cache', pageView: true, metrics: { INP: 48 } },
  ],
};

describe('vitalsBeaconSchema', () => {
  it('accepts a beacon and turns it into one sample per value and the page views', () => {
    const parsed = vitalsBeaconSchema.parse(beacon);
    expect(beaconSamples(parsed)).toEqual([
      {
        template: '/case-studies/[slug]',
        metric: 'LCP',
        navigationType: 'prerender',
        viewport: 'narrow',
        value: 812.5,
      },
      { template: '/case-studies/[slug]', metric: 'CLS', navigationType: 'prerender', viewport: 'narrow', value: 0.02 },
      { template: '/case-studies/[slug]', metric: 'FCP', navigationType: 'prerender', viewport: 'narrow', value: 400 },
      { template: '/case-studies/[slug]', metric: 'TTFB', navigationType: 'prerender', viewport: 'narrow', value: 12 },
      {
        template: '/case-studies/[slug]',
        metric: 'INP',
        navigationType: 'back-forward-cache',
        viewport: 'narrow',
        value: 48,
      },
    ]);
    expect(beaconPageViews(parsed)).toEqual([
      { template: '/case-studies/[slug]', navigationType: 'prerender', viewport: 'narrow', views: 1 },
      { template: '/case-studies/[slug]', navigationType: 'back-forward-cache', viewport: 'narrow', views: 1 },
    ]);
  });

  it('counts no page view for a later beacon of the same visit', () => {
    const parsed = vitalsBeaconSchema.parse({
      ...beacon,
      visits: [{ navigationType: 'navigate', pageView: false, metrics: { CLS: 0 } }],
    });
    expect(beaconPageViews(parsed)).toEqual([]);
    expect(beaconSamples(parsed)).toHaveLength(1);
  });

  const refused: [string, unknown][] = [
    ['a URL instead of a template', { ...beacon, template: '/case-studies/siteforge' }],
    ['a query in the template', { ...beacon, template: '/faq?ref=x' }],
    ['an unknown metric', { ...beacon, visits: [{ navigationType: 'navigate', pageView: true, metrics: { FID: 3 } }] }],
    ['a negative value', { ...beacon, visits: [{ navigationType: 'navigate', pageView: true, metrics: { LCP: -1 } }] }],
    [
      'a value out of range',
      { ...beacon, visits: [{ navigationType: 'navigate', pageView: true, metrics: { CLS: METRIC_MAX.CLS + 1 } }] },
    ],
    [
      'a value that is text',
      { ...beacon, visits: [{ navigationType: 'navigate', pageView: true, metrics: { LCP: '9' } }] },
    ],
    [
      'an unknown navigation type',
      { ...beacon, visits: [{ navigationType: 'soft-navigation', pageView: true, metrics: {} }] },
    ],
    ['an unknown viewport', { ...beacon, viewport: 'tablet' }],
    ['an identifier', { ...beacon, id: 'v5-123' }],
    ['a user agent in a visit', { ...beacon, visits: [{ ...beacon.visits[0], userAgent: 'Chrome' }] }],
    ['no visit', { ...beacon, visits: [] }],
    ['a visit with nothing', { ...beacon, visits: [{ navigationType: 'navigate', pageView: false, metrics: {} }] }],
    ['too many visits', { ...beacon, visits: Array.from({ length: 9 }, () => beacon.visits[0]) }],
    ['an array', [beacon]],
  ];
  it.each(refused)('refuses %s', (_name, body) => {
    expect(vitalsBeaconSchema.safeParse(body).success).toBe(false);
  });
});

describe('dayOf', () => {
  it('keeps the UTC day only', () => {
    expect(dayOf(new Date('2026-11-28T23:59:59.999Z'))).toBe('2026-11-28');
  });
});
