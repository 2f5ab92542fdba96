/**
 * The test catalogue (tests/fixture/content, images beside their entries): a frozen set of entries that shows
 * every rule, state and empty state. Tests take their expectations from it, never from the
 * editors' content/, which may change at any time.
 */
import { fileURLToPath } from 'node:url';
import { sitePaths } from '../../src/config/site-paths.ts';
import { readCatalogue } from '../../src/content-reading/validate.ts';
import { readTranslationFiles } from '../../src/content-reading/files.ts';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
export const FIXTURE_ROOT = 'tests/fixture';
export const fixturePaths = sitePaths(projectRoot, { CONTENT_ROOT: FIXTURE_ROOT });
/** The editors' content, for the checks that must hold whatever it says. */
export const livePaths = sitePaths(projectRoot, {});

export const fixture = readCatalogue(fixturePaths);
/** The test catalogue's translations beside its entries (src/lib/i18n/translations.ts). */
export const fixtureTranslations = readTranslationFiles(fixturePaths.content).translations;

/** The test catalogue's tool categories and ideas, in the order the site lists them. */
export const categories = [...fixture.toolCategories]
  .sort((a, b) => a.order - b.order)
  .map((category) => [category.id, category.name] as const);
export const ideaSlugs = [...fixture.ideas].sort((a, b) => a.data.id - b.data.id).map((idea) => idea.id);

/** Tools of a category in the order the site lists them (by name). */
export const toolsOf = (categoryId: string) =>
  fixture.tools
    .filter((tool) => tool.data.category === categoryId)
    .sort((a, b) => a.data.name.localeCompare(b.data.name));
