/**
 * Translations in the content editor: a kind's one file's (site.de.json, affiliate.de.json) is a
 * page of its own beside its kind; a folder's entries' (tools/agno.de.md) are a list of their own
 * beside the kind, shown by the editor at `translations/de/tools/agno.md`; each with the fields of
 * the kind's translation schema, read and written like any file of the editor.
 */
import { describe, expect, it } from 'vitest';
import { adminConfig } from '@/admin/browser/config';
import {
  adminKindOfFile,
  contentFileOf,
  editorFileOf,
  TRANSLATED_ENTRY_KEY,
  translationKinds,
} from '@/admin/browser/kinds';
import { editorPathOf, sitePageOf } from '@/admin/node/repair';
import type { ContentKind } from '@/lib/content/kinds/kind';
import { readAdminOptions } from '@/admin/node/options';
import { entryFields } from '@/lib/content/schema-shape';
import { CONTENT_KINDS } from '@/lib/content/kinds/index';
import { fixturePaths } from '../support/fixture';

const options = readAdminOptions(fixturePaths.content);
const config = adminConfig(options);

describe('translations in the content editor', () => {
  it('knows the languages of the dictionaries besides English, by their names', () => {
    expect(options.languages).toEqual([{ value: 'de', label: 'Deutsch' }]);
  });

  it('gives the German site and affiliate copy a page each, beside their kind in its group', () => {
    const translated = (Object.keys(CONTENT_KINDS) as (keyof typeof CONTENT_KINDS)[]).filter((name) => {
      const kind: ContentKind = CONTENT_KINDS[name];
      return kind.translation !== undefined;
    });
    expect(translationKinds(options.languages ?? []).map(([name]) => name)).toEqual(
      translated.map((name) => `${name}-de`),
    );
    expect(translated).toEqual(
      expect.arrayContaining(['site', 'affiliate', 'tools', 'areas', 'ideas', 'faq', 'projects', 'services']),
    );
    const site = config.singletons?.['site-de'];
    expect(site?.label).toBe('Site · Deutsch');
    expect(site?.path).toBe('site.de');
    expect(config.singletons?.['affiliate-de']?.path).toBe('affiliate.de');
    // Keystatic types the navigation loosely: its groups are lists of the kinds' names.
    const navigation = (config.ui?.navigation ?? {}) as Record<string, string[]>;
    const group = Object.values(navigation).find((names) => names.includes('site-de')) ?? [];
    expect(group.indexOf('site-de')).toBe(group.indexOf('site') + 1);
    expect(group.indexOf('affiliate-de')).toBe(group.indexOf('affiliate') + 1);
  });

  it('shows exactly the fields the kind translates: no icon, no figure shared by every language', () => {
    const form = config.singletons?.['affiliate-de']?.schema ?? {};
    const translation = CONTENT_KINDS.affiliate.translation;
    if (!translation) throw new Error('the affiliate page translates');
    expect(Object.keys(form).sort()).toEqual(Object.keys(entryFields(translation)).sort());
    expect(Object.keys(config.singletons?.['site-de']?.schema ?? {}).sort()).toEqual([
      'closing',
      'contact',
      'description',
      'hero',
      'tagline',
      'why',
    ]);
  });

  it('reads a translation as its own kind, and leaves the others to files', () => {
    expect(adminKindOfFile('site.de.json')).toMatchObject({ type: 'file', file: 'site.de.json' });
    expect(adminKindOfFile('affiliate.fr.json')).toMatchObject({ file: 'affiliate.fr.json' });
    expect(adminKindOfFile('faq/pricing.de.json')).toMatchObject({
      type: 'folder',
      folder: 'translations/de/faq',
      translates: { kind: 'faq', language: 'de' },
    });
    expect(adminKindOfFile('tools/agno.de.md')).toMatchObject({ folder: 'translations/de/tools', extension: '.md' });
    // The same kind each time, so a renamed translation is known as one.
    expect(adminKindOfFile('tools/agno.de.md')).toBe(adminKindOfFile('tools/cursor.de.md'));
    // A file of no kind, an extension the kind does not have and a Markdown site file are not translations.
    expect(adminKindOfFile('nothing.de.json')).toBeUndefined();
    expect(adminKindOfFile('tools/agno.de.json')).toBeUndefined();
    expect(adminKindOfFile('site.de.md')).toBeUndefined();
    expect(adminKindOfFile('methodologies/rag-development.de.md')).toBeUndefined();
  });

  it("gives a list file's translation a page of its items' texts beside the list", () => {
    const services = config.singletons?.['services-de'];
    expect(services?.label).toBe('Services · Deutsch');
    expect(services?.path).toBe('services.de');
    expect(adminKindOfFile('services.de.json')).toMatchObject({ type: 'file', list: true, file: 'services.de.json' });
    // The items' texts, each with the id that matches it to the entry's; no icon.
    const items = (services?.schema ?? {}) as Record<string, { kind: string; element?: { fields?: object } }>;
    expect(Object.keys(items)).toEqual(['items']);
    expect(Object.keys(items.items?.element?.fields ?? {}).sort()).toEqual(['description', 'examples', 'id', 'title']);
  });

  it('lists the German tools as a collection of their own, named by the entry each translates', () => {
    const tools = config.collections?.['tools-de'];
    expect(tools?.label).toBe('Tools · Deutsch');
    expect(tools?.path).toBe('translations/de/tools/*');
    expect(tools?.slugField).toBe(TRANSLATED_ENTRY_KEY);
    expect(tools?.previewUrl).toBe('/de/tools/detail/{slug}');
    const translation = CONTENT_KINDS.tools.translation;
    if (!translation) throw new Error('tools translate');
    // The entry it translates, the translatable fields and the body; no name, category or link.
    expect(Object.keys(tools?.schema ?? {}).sort()).toEqual(
      [TRANSLATED_ENTRY_KEY, 'body', ...Object.keys(entryFields(translation))].sort(),
    );
    expect(Object.keys(tools?.schema ?? {})).not.toContain('category');
    // Listed by the file name (the entry's id), with the translated title where the kind translates one.
    expect(tools?.columns).toBeUndefined();
    expect(config.collections?.['ideas-de']?.columns).toEqual(['title']);
    const navigation = (config.ui?.navigation ?? {}) as Record<string, string[]>;
    const group = Object.values(navigation).find((names) => names.includes('tools-de')) ?? [];
    expect(group.indexOf('tools-de')).toBe(group.indexOf('tools') + 1);
  });

  it('maps a translation between its file beside the entry and its place in the editor', () => {
    expect(editorFileOf('tools/agno.de.md')).toBe('translations/de/tools/agno.md');
    expect(editorFileOf('faq/pricing.de.json')).toBe('translations/de/faq/pricing.json');
    expect(contentFileOf('translations/de/tools/agno.md')).toBe('tools/agno.de.md');
    expect(contentFileOf('translations/de/faq/pricing.json')).toBe('faq/pricing.de.json');
    // Everything else is where it is: entries, one-file translations, images, unknown folders.
    for (const path of ['tools/agno.md', 'site.de.json', 'tools/agno/logo.png', 'methodologies/x.de.md'])
      expect(editorFileOf(path)).toBe(path);
    for (const path of [
      'translations/de/tools/agno.json',
      'translations/de/nothing/agno.md',
      'translations/de/tools/Agno Tool.md',
      'translations/de/tools/.md',
      'translations/tools/agno.md',
      'tools/agno.md',
    ])
      expect(contentFileOf(path)).toBe(path);
  });

  it('links a problem of a translation to its form and its page', () => {
    expect(editorPathOf('tools/agno.de.md')).toBe('/keystatic/collection/tools-de/item/agno');
    expect(sitePageOf('tools/agno.de.md')).toBe('/de/tools/detail/agno');
    expect(editorPathOf('faq/pricing.de.json')).toBe('/keystatic/collection/faq-de/item/pricing');
    expect(sitePageOf('faq/pricing.de.json')).toBeUndefined();
    expect(editorPathOf('site.de.json')).toBe('/keystatic/singleton/site-de');
    expect(editorPathOf('tools/agno.md')).toBe('/keystatic/collection/tools/item/agno');
  });
});
