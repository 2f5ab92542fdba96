/**
 * src/data/pages/ideas.ts over the test catalogue: an idea page's concept pictures and the cards
 * of the other ideas, each with its thumbnail.
 */
import { describe, expect, it, vi } from 'vitest';
import { conceptGallery } from '@/lib/image-alt';
import { fixture } from '../../../support/fixture.ts';

vi.mock('astro:content', async () => (await import('../../../support/astro-content.ts')).mockedAstroContent());
vi.mock('astro:assets', async () => (await import('../../../support/astro-content.ts')).mockedAstroAssets());
vi.mock('@/data/page-dates', () => ({ entryDay: () => undefined, newestEntryDay: () => undefined }));

vi.stubEnv('DEV', false);
const { ideaCards, ideaPage } = await import('@/data/pages/ideas');
const [entry] = fixture.ideas;

describe('an idea page', () => {
  it('shows its concept images (and the mockup) as half-width pictures with their alt text', async () => {
    const page = await ideaPage(entry as never, 'https://example.com/');
    const gallery = conceptGallery(entry?.data as never);
    expect(page.concepts.map((concept) => concept.alt)).toEqual(gallery.map((image) => image.alt));
    expect(page.concepts.every((concept) => concept.picture.layout === 'half')).toBe(true);
    expect(page.artwork.layout).toBe('column');
  });

  it('shows the other ideas as cards, without itself', async () => {
    const page = await ideaPage(entry as never, 'https://example.com/');
    expect(page.otherIdeas.map((card) => card.slug)).not.toContain(entry?.id);
    expect(page.otherIdeas).toHaveLength(fixture.ideas.length - 1);
  });
});

describe('idea cards', () => {
  it('keep the order given and carry the idea with a card-sized thumbnail', async () => {
    const entries = [...fixture.ideas].reverse();
    const cards = await ideaCards(entries as never);
    expect(cards.map((card) => card.slug)).toEqual(entries.map((idea) => idea.id));
    expect(cards.map((card) => card.idea)).toEqual(entries.map((idea) => idea.data));
    expect(cards.every((card) => card.thumbnail.layout === 'card')).toBe(true);
  });
});
