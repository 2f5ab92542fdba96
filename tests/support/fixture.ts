/**
 * The test catalogue (tests/fixture/content, images beside their entries): a frozen set of entries that shows
 * every rule, state and empty state. Tests take their expectations from it, never from the
 * editors' content/, which may change at any time.
 */
import { fileURLToPath } from 'node:url';
import { sitePaths } from '../../src/config/site-paths.ts';
import { readCatalogue } from '../../src/content-reading/validate.ts';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
export const FIXTURE_ROOT = 'tests/fixture';
export const fixturePaths = sitePaths(projectRoot, { CONTENT_ROOT: FIXTURE_ROOT });
/** The editors' content, for the checks that must hold whatever it says. */
export const livePaths = sitePaths(projectRoot, {});

export const fixture = readCatalogue(fixturePaths);
