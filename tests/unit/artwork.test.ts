import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  fitTitle,
  ideaSubject,
  mockKindFor,
  PALETTES,
  paletteFor,
  projectSubject,
  renderEntryArtwork,
  renderShareImage,
  SLOT_SIZES,
  textWidth,
  wrapTitle,
} from '@/build/artwork';

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
});

describe('palettes', () => {
  it('picks the same palette for a slug every time', () => {
    expect(paletteFor('siteforge')).toBe(paletteFor('siteforge'));
  });

  it('gives different slugs different palettes', () => {
    const slugs = [
      'cashcast',
      'controlbyweb-ai',
      'faceswap-studio',
      'lenstrace',
      'pawplan',
      'phpforge',
      'pipelinedesk',
    ];
    const names = new Set(slugs.map((slug) => paletteFor(slug).name));
    expect(names.size).toBeGreaterThanOrEqual(4);
    expect(paletteFor('cashcast').name).not.toBe(paletteFor('lenstrace').name);
  });

  it('puts the chosen palette into the artwork', () => {
    const svg = renderEntryArtwork(saas, { role: 'thumbnail' });
    const palette = paletteFor('pipelinedesk');
    expect(svg).toContain(`stop-color="${palette.from}"`);
    expect(svg).toContain(`stop-color="${palette.to}"`);
    expect(PALETTES.some((p) => p.name === 'aurora' && p.via === '#7c3aed')).toBe(true);
  });
});

describe('title fitting', () => {
  it('keeps a short title on one line at the largest size', () => {
    const fitted = fitTitle('PawPlan', { maxWidth: 700, maxSize: 54, minSize: 32 });
    expect(fitted).toMatchObject({ lines: ['PawPlan'], fontSize: 54 });
  });

  it('wraps a long title over two balanced lines that fit', () => {
    const title = 'LensTrace Reverse Image Search';
    const fitted = fitTitle(title, { maxWidth: 704, maxSize: 54, minSize: 32 });
    expect(fitted.lines).toEqual(['LensTrace Reverse', 'Image Search']);
    for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize)).toBeLessThanOrEqual(704);
    expect(fitted.lines.join(' ')).toBe(title);
  });

  it('shrinks the type before a single word would overflow', () => {
    const fitted = fitTitle('Supercalifragilistic Platform', { maxWidth: 420, maxSize: 54, minSize: 20 });
    expect(fitted.fontSize).toBeLessThan(54);
    for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize)).toBeLessThanOrEqual(420);
  });

  it('cuts a title that cannot fit two lines with an ellipsis', () => {
    const fitted = fitTitle('One two three four five six seven eight nine ten eleven twelve', {
      maxWidth: 300,
      maxSize: 40,
      minSize: 36,
    });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]).toMatch(/…$/);
    for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize)).toBeLessThanOrEqual(300);
  });

  it('wrapTitle returns null when no split fits', () => {
    expect(wrapTitle('Incomprehensibilities', 100, 40)).toBeNull();
    expect(wrapTitle('Short', 400, 40)).toEqual(['Short']);
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
    for (const m of title)
      expect(48 + textWidth(m[3] ?? '', Number(m[1]), 'bold', Number(m[2]))).toBeLessThanOrEqual(800 - 48);
  });
});

describe('escapeXml', () => {
  it('escapes markup characters and drops XML-invalid control characters', () => {
    expect(escapeXml(`R&D <Tools> "a" 'b'`)).toBe('R&amp;D &lt;Tools&gt; &quot;a&quot; &apos;b&apos;');
    expect(escapeXml('a\u0001b')).toBe('ab');
  });
});

describe('renderShareImage', () => {
  it('is a 1200x630 picture with the studio name and tagline', () => {
    const svg = renderShareImage({ name: 'Nexora Studio', tagline: 'Digital Business Marketplace' });
    expect(svg).toContain('width="1200" height="630"');
    const words = texts(svg).join(' ');
    expect(words).toContain('Nexora');
    expect(words).toContain('Studio');
    expect(words).toContain('Digital Business Marketplace');
    expect(renderShareImage({ name: 'A & B', tagline: 'x' })).toContain('A &amp; B');
  });
});
