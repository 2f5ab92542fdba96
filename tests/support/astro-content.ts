/**
 * `astro:content` and `astro:assets` for the unit tests of src/data, mocked the way Starlight
 * mocks them (its packages/starlight/__tests__/test-utils.ts): the collections hold the test
 * catalogue (tests/fixture) unless a test gives a kind's entries, a list or object file as one
 * entry named after its kind, as src/content.config.ts loads it. The image service returns a
 * copy's address made from the options, so a test can tell which copy a page asked for.
 *
 *   vi.mock('astro:content', async () => (await import('../../support/astro-content.ts')).mockedAstroContent());
 *   vi.mock('astro:assets', async () => (await import('../../support/astro-content.ts')).mockedAstroAssets());
 */
import { translationFieldsOf, type Catalogue } from '../../src/content-reading/files.ts';
import { CONTENT_KINDS, type KindName } from '../../src/lib/content/kinds/index.ts';
import { fixture, fixtureTranslations } from './fixture.ts';

/** An entry as getCollection() gives it. */
interface MockEntry {
  id: string;
  collection: KindName | 'translations';
  data: unknown;
  body?: string;
  filePath?: string;
}

/** The entries of a collection, as src/content.config.ts would load them from `catalogue`. */
function entriesOf(catalogue: Partial<Catalogue>, name: KindName): MockEntry[] {
  const value = catalogue[name];
  if (value === undefined) return [];
  const { source } = CONTENT_KINDS[name];
  if (source.type === 'folder')
    return (value as Catalogue['projects']).map(({ id, file, data, body }) => ({
      id,
      collection: name,
      data,
      body,
      filePath: `tests/fixture/content/${file}`,
    }));
  return [{ id: name, collection: name, data: source.type === 'list' ? { items: value } : value }];
}

/** The translations beside the test catalogue's entries, as the `translations` collection holds them. */
const translationEntries = () =>
  fixtureTranslations.map(({ kind, entry, language, file, data, body }) => ({
    id: `${kind}/${entry}.${language}`,
    collection: 'translations' as const,
    data: { kind, entry, language, fields: translationFieldsOf({ kind, data }) },
    filePath: `tests/fixture/content/${file}`,
    ...(body !== undefined && { body }),
  }));

/** The module `astro:content` over the test catalogue, with `kinds` in place of its own entries. */
export function mockedAstroContent(kinds: Partial<Catalogue> = {}) {
  const catalogue: Partial<Catalogue> = { ...fixture, ...kinds };
  return {
    getCollection: async (name: KindName | 'translations', filter?: (entry: MockEntry) => unknown) => {
      const entries = name === 'translations' ? translationEntries() : entriesOf(catalogue, name);
      return filter ? entries.filter(filter) : entries;
    },
    getEntry: async (name: KindName, id: string) => entriesOf(catalogue, name).find((entry) => entry.id === id),
    // The Content of an entry gives its Markdown body, so a test can tell which text a page shows.
    render: async (entry: { body?: string }) => ({ Content: () => entry.body ?? null }),
  };
}

/** The options an image copy was asked with. */
interface ImageOptions {
  src: unknown;
  format?: string;
  width?: number;
  widths?: number[];
}

/** The module `astro:assets`: each copy's address says its source, format and width. */
export function mockedAstroAssets() {
  return {
    getImage: async ({ src, format, width, widths }: ImageOptions) => {
      const name = typeof src === 'string' ? src : (src as { src: string }).src;
      const address = `${name}?format=${format}&width=${width}`;
      return { src: address, srcSet: { attribute: (widths ?? [width]).map((w) => `${name} ${w}w`).join(', ') } };
    },
  };
}
