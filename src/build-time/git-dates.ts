/**
 * The dates a page declares as its last change (the sitemap's lastmod, src/build-time/sitemap-pages.ts):
 * an entry's own `updatedAt` where it has one, else the day of the last commit that touched its
 * file. Never the build's own time: a file git does not know (no repository, not committed yet)
 * has no date, and a page with no dated file declares none.
 *
 * A shallow clone (CI's default checkout of one commit) holds only the newest commits: its oldest
 * ones, the boundary, seem to add every file they contain, so a file last changed before the
 * boundary would be dated the boundary's day (the deploy's). A commit found at the boundary
 * therefore dates nothing; a commit after it really changed the file and still dates it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';

const git = (args: readonly string[], cwd: string): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

const boundaries = new Map<string, ReadonlySet<string>>();

/**
 * The boundary commits of the repository that holds `dir` when it is a shallow clone (an empty
 * set for a whole history, or no repository at all).
 */
export function shallowBoundary(dir: string): ReadonlySet<string> {
  const known = boundaries.get(dir);
  if (known) return known;
  let commits: ReadonlySet<string> = new Set();
  try {
    if (git(['rev-parse', '--is-shallow-repository'], dir) === 'true') {
      const file = resolve(dir, git(['rev-parse', '--git-path', 'shallow'], dir));
      commits = new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
    }
  } catch {
    // Not a repository, or git missing: nothing is dated anyway.
  }
  boundaries.set(dir, commits);
  return commits;
}

const cache = new Map<string, string | undefined>();

/**
 * YYYY-MM-DD of the last commit that changed the file, or undefined when git has none or the
 * history that would say is not there (the commit found is a shallow clone's boundary).
 */
export function lastCommitDay(file: string, cwd = process.cwd()): string | undefined {
  const path = isAbsolute(file) ? file : resolve(cwd, file);
  if (cache.has(path)) return cache.get(path);
  let day: string | undefined;
  try {
    const [commit = '', date = ''] = git(['log', '-1', '--format=%H %cs', '--', path], dirname(path)).split(' ');
    day = /^\d{4}-\d{2}-\d{2}$/.test(date) && !shallowBoundary(dirname(path)).has(commit) ? date : undefined;
  } catch {
    day = undefined;
  }
  cache.set(path, day);
  return day;
}

/** The latest of some YYYY-MM-DD days (the ones that are there). */
export function newestDay(days: readonly (string | undefined)[]): string | undefined {
  return days
    .filter((day): day is string => day !== undefined)
    .sort()
    .at(-1);
}
