/**
 * Which pushes take the content-only path of the publish pipeline: a push that changes only
 * files under content/ (the editors' files, which no lint, unit or browser test reads) is
 * deployed after the content check, the build and the checks of that build; any other push runs
 * everything.
 */

/** The editors' folder, as git names its files from the top of the repository. */
export const EDITORS_FOLDER = 'content/';

/** Whether a push changing `paths` (git's names, from the top) takes the content-only path. */
export const isContentOnlyChange = (paths: readonly string[]): boolean =>
  paths.length > 0 && paths.every((path) => path.startsWith(EDITORS_FOLDER) && !path.includes('..'));
