/**
 * src/data/pages/portfolio.ts over the test catalogue: every page of the portfolio offers the
 * whole catalogue's technologies and carries the newest project's day, whichever page it is.
 */
import { describe, expect, it, vi } from 'vitest';
import { fixture } from '../../../support/fixture.ts';

vi.mock('astro:content', async () => (await import('../../../support/astro-content.ts')).mockedAstroContent());
vi.mock('astro:assets', async () => (await import('../../../support/astro-content.ts')).mockedAstroAssets());
vi.mock('@/data/page-dates', () => ({
  // The newest of the entries' numbers stands for the newest day: which entries were asked for shows.
  newestEntryDay: (entries: readonly { data: { id: number } }[]) => String(Math.max(...entries.map((e) => e.data.id))),
}));

const { portfolioData, portfolioModified, portfolioPage } = await import('@/data/pages/portfolio');

describe('the portfolio pages', () => {
  it('offer every technology of the catalogue on every page, not only those of the page', async () => {
    const named = new Set(fixture.projects.flatMap((project) => project.data.techStack));
    const first = await portfolioData(2, 1);
    const last = await portfolioData(2, Math.ceil(fixture.projects.length / 2));
    expect(first.firstCards).toHaveLength(2);
    expect(new Set(first.techOptions)).toEqual(named);
    expect(last.techOptions).toEqual(first.techOptions);
  });

  it("carry the newest project's day on /projects and on each later page", async () => {
    const newest = String(Math.max(...fixture.projects.map((project) => project.data.id)));
    expect(await portfolioModified()).toBe(newest);
    expect((await portfolioPage(2, 2)).modified).toBe(newest);
  });
});
