/**
 * Every content image says what it shows: a gallery or concept image carries its required alt
 * text, a thumbnail's falls back to the entry's title, a mockup's to "Mockup of" and the title;
 * the content check names a missing alt text by its label, and the editor's upload of a gallery
 * image lands where a hand edit would put it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComponentSchema } from '@keystatic/core';
import { adminConfig } from '@/admin/browser/config';
import { readAdminOptions } from '@/admin/node/options';
import { validateContent } from '@/content-reading/validate';
import { labelOfPath } from '@/lib/content/field-labels';
import { formatProblem } from '@/lib/content/issues';
import { ideaSchema, projectSchema } from '@/lib/content/schemas';
import { conceptGallery, mockupAlt, thumbnailAlt } from '@/lib/image-alt';
import { toPortfolioCard } from '@/lib/portfolio/card';
import { copyTestCatalogue, type ContentCopy } from '../support/dev-server';
import { fixture, fixturePaths } from '../support/fixture';

describe('the alt text a page gives an image', () => {
  it("is a thumbnail's own, or the title when it has none or only spaces", () => {
    expect(thumbnailAlt({ title: 'PawPlan', thumbnailAlt: 'The app on a phone' })).toBe('The app on a phone');
    expect(thumbnailAlt({ title: 'PawPlan' })).toBe('PawPlan');
    expect(thumbnailAlt({ title: 'PawPlan', thumbnailAlt: '  ' })).toBe('PawPlan');
  });

  it('is a mockup\'s own, or "Mockup of" and the title', () => {
    expect(mockupAlt({ title: 'Meal Prep', mockupAlt: 'The weekly plan on a phone' })).toBe(
      'The weekly plan on a phone',
    );
    expect(mockupAlt({ title: 'Meal Prep' })).toBe('Mockup of Meal Prep');
  });

  it("lists an idea's concept images with their alt texts, then its mockup", () => {
    const conceptImages = [{ src: 'a.webp', alt: 'The dashboard' }];
    expect(conceptGallery({ title: 'Meal Prep', conceptImages })).toEqual(conceptImages);
    expect(conceptGallery({ title: 'Meal Prep', conceptImages, mockupUrl: 'm.webp' })).toEqual([
      ...conceptImages,
      { src: 'm.webp', alt: 'Mockup of Meal Prep' },
    ]);
  });
});

describe("a portfolio card's thumbnail", () => {
  const picture = {
    avif: '/x.avif 800w',
    webp: '/x.webp 800w',
    src: '/x.webp',
    width: 800,
    height: 500,
    layout: 'card' as const,
  };
  const project = fixture.projects[0]!.data;

  it('carries the alt text only where it is not the title (the card falls back to the title)', () => {
    const described = toPortfolioCard('x', { ...project, thumbnailAlt: 'The dashboard in a browser' }, picture);
    expect(described.thumbnailAlt).toBe('The dashboard in a browser');
    const { thumbnailAlt: _alt, ...plain } = project;
    expect('thumbnailAlt' in toPortfolioCard('x', plain, picture)).toBe(false);
  });
});

describe('the content schemas', () => {
  const image = { src: './a/images/0.webp', alt: 'The dashboard' };

  it('want every gallery and concept image with a non-empty alt text', () => {
    const gallery = projectSchema.shape.images;
    expect(gallery.safeParse([image]).success).toBe(true);
    expect(gallery.safeParse([{ src: image.src }]).success).toBe(false);
    expect(gallery.safeParse([{ ...image, alt: '  ' }]).success).toBe(false);
    expect(gallery.safeParse([image.src]).success).toBe(false);
    expect(ideaSchema.shape.conceptImages.safeParse([{ src: image.src }]).success).toBe(false);
  });

  it("name the alt text in the editor's words", () => {
    expect(labelOfPath(projectSchema, 'images[0].alt')).toBe('Gallery › Alt text');
    expect(labelOfPath(projectSchema, 'images[0].src')).toBe('Gallery › Image');
    expect(labelOfPath(projectSchema, 'thumbnailAlt')).toBe('Thumbnail alt text');
    expect(labelOfPath(ideaSchema, 'conceptImages[1].alt')).toBe('Concept images › Alt text');
    expect(labelOfPath(ideaSchema, 'mockupAlt')).toBe('Mockup alt text');
  });
});

describe('the content check', () => {
  const copies: ContentCopy[] = [];
  afterEach(async () => {
    await Promise.all(copies.splice(0).map((copy) => copy.remove()));
  });

  /** The check's lines for a copy of the test catalogue with one file rewritten. */
  function problemsAfter(file: string, rewrite: (text: string) => string): string[] {
    const copy = copyTestCatalogue('alt-check-');
    copies.push(copy);
    const { paths } = copy;
    const path = join(paths.content, file);
    writeFileSync(path, rewrite(readFileSync(path, 'utf8')));
    return validateContent(paths, { images: false }).problems.map(formatProblem);
  }

  const project = fixture.projects.find((entry) => entry.data.images.length > 0)!;
  const idea = fixture.ideas.find((entry) => entry.data.conceptImages.length > 0)!;
  const firstAlt = (alt: string) => new RegExp(`^(\\s+alt: )"${alt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"$`, 'm');

  it('names a gallery image without its alt text by its label, then its key', () => {
    const alt = firstAlt(project.data.images[0]!.alt);
    expect(problemsAfter(project.file, (text) => text.replace(new RegExp(`${alt.source}\\n`, 'm'), ''))).toEqual([
      `content error in ${project.file}: Gallery › Alt text (images[0].alt): is required but missing`,
    ]);
    expect(problemsAfter(project.file, (text) => text.replace(alt, '$1""'))).toEqual([
      `content error in ${project.file}: Gallery › Alt text (images[0].alt): alt text must not be empty`,
    ]);
  });

  it("names a concept image's empty alt text the same way", () => {
    const alt = firstAlt(idea.data.conceptImages[0]!.alt);
    expect(problemsAfter(idea.file, (text) => text.replace(alt, '$1" "'))).toEqual([
      `content error in ${idea.file}: Concept images › Alt text (conceptImages[0].alt): alt text must not be empty`,
    ]);
  });
});

describe("the editor's gallery", () => {
  const config = adminConfig(readAdminOptions(fixturePaths.content));

  /** The form of one image of a kind's gallery: its fields. */
  function galleryItem(kind: 'projects' | 'ideas', key: string): Record<string, ComponentSchema> {
    const list = config.collections?.[kind]?.schema[key];
    if (list?.kind !== 'array' || list.element.kind !== 'object')
      throw new Error(`${kind}.${key} is not a list of objects`);
    return list.element.fields;
  }

  it('asks for each image and its alt text, both required', () => {
    for (const [kind, key] of [
      ['projects', 'images'],
      ['ideas', 'conceptImages'],
    ] as const) {
      const { src, alt, ...rest } = galleryItem(kind, key);
      expect(rest).toEqual({});
      expect(src).toMatchObject({ kind: 'form', formKind: 'asset', label: 'Image' });
      expect(alt).toMatchObject({ kind: 'form', label: 'Alt text' });
      if (alt?.kind !== 'form' || src?.kind !== 'form') throw new Error('not form fields');
      expect(() => {
        alt.validate('', undefined);
      }).toThrow();
      expect(() => {
        src.validate(null, undefined);
      }).toThrow();
    }
  });

  it('saves an uploaded gallery image beside the entry, named by its position (images/0.webp)', () => {
    const src = galleryItem('projects', 'images').src;
    if (src?.kind !== 'form' || src.formKind !== 'asset') throw new Error('not an image field');
    const upload = { data: new Uint8Array([1, 2, 3]), extension: 'webp', filename: 'photo.webp' };
    const saved = src.serialize(upload, { suggestedFilenamePrefix: 'images/2/src', slug: 'invoiceflow' });
    expect(saved.value).toBe('./invoiceflow/images/2.webp');
    expect(saved.asset?.filename).toBe('images/2.webp');
    expect(src.directory).toBe('projects');
    const concept = galleryItem('ideas', 'conceptImages').src;
    if (concept?.kind !== 'form' || concept.formKind !== 'asset') throw new Error('not an image field');
    const savedConcept = concept.serialize(upload, {
      suggestedFilenamePrefix: 'conceptImages/0/src',
      slug: 'x',
    });
    expect(savedConcept.value).toBe('./x/conceptImages/0.webp');
  });
});
