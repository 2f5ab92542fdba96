/**
 * The translations of the kinds with one file (site.de.json, affiliate.de.json) in the content
 * editor: each a page of its own beside its kind, with the fields of the kind's translation
 * schema, read and written like any file of the editor.
 */
import { describe, expect, it } from 'vitest';
import { adminConfig } from '@/admin/browser/config';
import { adminKindOfFile, translationKinds } from '@/admin/browser/kinds';
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
    expect(translationKinds(options.languages ?? []).map(([name]) => name)).toEqual(['site-de', 'affiliate-de']);
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

  it('reads a translation of a one-file kind as its own kind, and leaves the others to files', () => {
    expect(adminKindOfFile('site.de.json')).toMatchObject({ type: 'file', file: 'site.de.json' });
    expect(adminKindOfFile('affiliate.fr.json')).toMatchObject({ file: 'affiliate.fr.json' });
    // A folder's translations, a file of no kind and a Markdown file are not pages of their own.
    expect(adminKindOfFile('faq/pricing.de.json')).toBeUndefined();
    expect(adminKindOfFile('services.de.json')).toBeUndefined();
    expect(adminKindOfFile('nothing.de.json')).toBeUndefined();
    expect(adminKindOfFile('site.de.md')).toBeUndefined();
  });
});
