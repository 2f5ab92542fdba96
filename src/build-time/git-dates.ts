/**
 * The dates a page declares as its last change (the sitemap's lastmod, src/build-time/sitemap-pages.ts):
 * an entry's own `updatedAt` where it has one, else the day of the last commit that touched its
 * file. Never the build's own time: a file git does not know (no repository, not committed yet)
 * has no date, and a page with no dated file declares none.
 */
import { execFileSync } from 'node:child_process';
import { isAbsolute, relative, resolve } from 'node:path';

const cache = new Map<string, string | undefined>();

/** YYYY-MM-DD of the last commit that changed the file, or undefined when git has none. */
export function lastCommitDay(file: string, cwd = process.cwd()): string | undefined {
  const path = isAbsolute(file) ? relative(cwd, file) : file;
  if (cache.has(path)) return cache.get(path);
  let day: string | undefined;
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cs', '--', resolve(cwd, path)], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    day = /^\d{4}-\d{2}-\d{2}$/.test(out) ? out : undefined;
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
