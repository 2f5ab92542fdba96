/**
 * src/data/pages/case-studies.ts over the test catalogue: a case study's gallery, each image as
 * a picture with its full-size copy, an odd gallery's first image spanning both columns.
 */
import { describe, expect, it, vi } from 'vitest';
import { fixture } from '../../../support/fixture.ts';

vi.mock('astro:content', async () => (await import('../../../support/astro-content.ts')).mockedAstroContent());
vi.mock('astro:assets', async () => (await import('../../../support/astro-content.ts')).mockedAstroAssets());
vi.mock('@/data/page-dates', () => ({ entryDay: () => undefined, newestEntryDay: () => undefined }));

const { caseStudyPage } = await import('@/data/pages/case-studies');
const entryWith = (odd: boolean) =>
  fixture.projects.find(
    (project) => project.data.images.length > 2 && project.data.images.length % 2 === (odd ? 1 : 0),
  );

describe('a case study gallery', () => {
  it('spans the first image of an odd gallery over both columns', async () => {
    const entry = entryWith(true);
    expect(entry).toBeDefined();
    const { gallery } = await caseStudyPage(entry as never, 'https://example.com/');
    expect(gallery.map((image) => image.wide)).toEqual(gallery.map((_, index) => index === 0));
    expect(gallery.map((image) => image.picture.layout)).toEqual(gallery.map((_, i) => (i === 0 ? 'column' : 'half')));
  });

  it('keeps an even gallery in two columns, each image linking to its full-size copy', async () => {
    // The odd gallery less its last image.
    const odd = entryWith(true);
    const entry = odd && { ...odd, data: { ...odd.data, images: odd.data.images.slice(0, -1) } };
    expect(entry?.data.images.length).toBeGreaterThan(0);
    const { gallery } = await caseStudyPage(entry as never, 'https://example.com/');
    expect(gallery).toHaveLength(entry?.data.images.length ?? -1);
    expect(gallery.every((image) => !image.wide && image.picture.layout === 'half')).toBe(true);
    expect(gallery.map((image) => image.alt)).toEqual(entry?.data.images.map((image) => image.alt));
    for (const image of gallery) expect(image.full).toMatch(/format=webp/);
  });
});
