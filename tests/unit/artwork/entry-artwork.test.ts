import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ideaSubject,
  mockKindFor,
  paletteFor,
  projectSubject,
  renderEntryArtwork,
  SLOT_SIZES,
  textWidth,
} from '@/build-time/artwork';

const saas = projectSubject('pipelinedesk', { title: 'PipelineDesk CRM', projectType: 'saas' });
const phone = projectSubject('pawplan', { title: 'PawPlan', projectType: 'mobile_app' });

/** Text content of every <text> element, unescaped enough for assertions. */
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('renderEntryArtwork', () => {
  it('is deterministic: the same entry and slot give the same SVG', () => {
    expect(renderEntryArtwork(saas, { role: 'thumbnail' })).toBe(renderEntryArtwork(saas, { role: 'thumbnail' }));
    expect(renderEntryArtwork(phone, { role: 'gallery', index: 2 })).toBe(
      renderEntryArtwork(phone, { role: 'gallery', index: 2 }),
    );
  });

  it('draws at the slot size with system fonts only', () => {
    const thumb = renderEntryArtwork(saas, { role: 'thumbnail' });
    expect(thumb).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="500" viewBox="0 0 800 500"/,
    );
    expect(thumb).toContain(`font-family="system-ui, 'DejaVu Sans', sans-serif"`);
    expect(thumb).not.toMatch(/<image|href="http|@import|url\(http/);
    const gallery = renderEntryArtwork(saas, { role: 'gallery', index: 1 });
    expect(gallery).toContain(`width="${SLOT_SIZES.gallery.width}" height="${SLOT_SIZES.gallery.height}"`);
  });

  it('sets the title and the type in words', () => {
    const lines = texts(renderEntryArtwork(saas, { role: 'thumbnail' }));
    expect(lines).toContain('PipelineDesk CRM');
    expect(lines).toContain('SAAS');
    expect(texts(renderEntryArtwork(phone, { role: 'thumbnail' }))).toContain('MOBILE APP');
    const idea = ideaSubject('meal-prep', { title: 'Personalized Meal Prep', businessModelType: 'saas' });
    expect(texts(renderEntryArtwork(idea, { role: 'thumbnail' }))).toContain('BUSINESS IDEA');
  });

  it('escapes titles so the SVG stays well-formed XML', () => {
    const subject = projectSubject('rd-tools', { title: 'R&D <Tools> "Pro"', projectType: 'ai_tool' });
    const svg = renderEntryArtwork(subject, { role: 'thumbnail' });
    expect(svg).toContain('R&amp;D &lt;Tools&gt; &quot;Pro&quot;');
    expect(svg).not.toContain('<Tools>');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('renders with sharp (librsvg), also with markup characters in the title', async () => {
    const subject = projectSubject('rd-tools', { title: 'R&D <Tools>', projectType: 'mobile_app' });
    for (const slot of [{ role: 'thumbnail' }, { role: 'gallery', index: 3 }] as const) {
      const { info } = await sharp(Buffer.from(renderEntryArtwork(subject, slot)))
        .png()
        .toBuffer({ resolveWithObject: true });
      const size = slot.role === 'thumbnail' ? SLOT_SIZES.thumbnail : SLOT_SIZES.gallery;
      expect([info.width, info.height]).toEqual([size.width, size.height]);
    }
  });

  it('varies the UI mock by gallery index and draws a phone for mobile apps', () => {
    const kinds = [1, 2, 3].map((index) => mockKindFor(saas, { role: 'gallery', index }));
    expect(kinds).toEqual(['dashboard', 'table', 'detail']);
    expect(mockKindFor(saas, { role: 'gallery', index: 4 })).toBe('dashboard');
    const galleries = new Set([1, 2, 3].map((index) => renderEntryArtwork(saas, { role: 'gallery', index })));
    expect(galleries.size).toBe(3);
    expect(renderEntryArtwork(phone, { role: 'thumbnail' })).toContain('9:41');
    expect(renderEntryArtwork(saas, { role: 'thumbnail' })).not.toContain('9:41');
  });

  it("puts the entry's palette into the artwork", () => {
    const svg = renderEntryArtwork(saas, { role: 'thumbnail' });
    const palette = paletteFor('pipelinedesk');
    expect(svg).toContain(`stop-color="${palette.from}"`);
    expect(svg).toContain(`stop-color="${palette.to}"`);
  });

  it('keeps every title of a rendered thumbnail inside the canvas', () => {
    const long = projectSubject('x', {
      title: 'An Extraordinarily Long Project Name For Testing Wraps',
      projectType: 'saas',
    });
    const svg = renderEntryArtwork(long, { role: 'thumbnail' });
    const lines = [
      ...svg.matchAll(
        /<text x="48" y="[\d.]+" font-size="([\d.]+)" fill="#ffffff" font-weight="700" letter-spacing="(-?[\d.]+)">([^<]*)<\/text>/g,
      ),
    ];
    const title = lines.filter((m) => Number(m[1]) >= 30);
    expect(title.length).toBe(2);
    for (const m of title) expect(48 + textWidth(m[3] ?? '', Number(m[1]), Number(m[2]))).toBeLessThanOrEqual(800 - 48);
  });

  describe('states no figures that could contradict the entry', () => {
    const types = ['saas', 'ai_tool', 'mobile_app', 'marketplace', 'module_plugin', 'other'] as const;
    const slots = [{ role: 'thumbnail' }, ...[1, 2, 3].map((index) => ({ role: 'gallery', index }) as const)] as const;
    const figureLike = /[$€£%]|\d/;

    it.each(types)('%s: no amount, percentage or count in any image', (projectType) => {
      const subject = projectSubject(`demo-${projectType}`, { title: 'Demo', projectType });
      for (const slot of slots) {
        const found = texts(renderEntryArtwork(subject, slot)).filter(
          // The phone's clock and a code editor's line numbers are not figures.
          (line) => line !== undefined && line !== '9:41' && !/^\d{1,2}$/.test(line) && figureLike.test(line),
        );
        expect(found, JSON.stringify(slot)).toEqual([]);
      }
    });

    it('an idea with figures in its title still shows them in the title, and nowhere else', () => {
      const idea = ideaSubject('x', { title: 'Launch in 30 Days', businessModelType: 'saas' });
      const lines = texts(renderEntryArtwork(idea, { role: 'thumbnail' })).filter((line) => line && /\d/.test(line));
      expect(lines).toEqual(['Launch in 30 Days']);
    });
  });

  it("keeps the browser window's whole width inside the thumbnail", () => {
    for (const projectType of ['saas', 'ai_tool', 'marketplace', 'module_plugin'] as const) {
      const svg = renderEntryArtwork(projectSubject('x', { title: 'X', projectType }), { role: 'thumbnail' });
      const place = svg.match(/<g transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)">/);
      expect(place, projectType).not.toBeNull();
      const [x, scale] = [Number(place?.[1]), Number(place?.[3])];
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + 960 * scale).toBeLessThanOrEqual(800);
    }
  });
});
