/**
 * The site search's index step (site-search-index.ts) in a process of its own. Parsing every
 * built page for its records makes garbage at the pace of the pages, and in the build's own
 * process that garbage piled up on top of everything the build holds once its pages are
 * rendered: at 10,014 projects the build's memory rose from 3.5 to 4.7 GB during this step
 * alone (its live heap was 0.56 GB), and fell back after it. A process of its own starts small
 * and gives all of it back when the step ends.
 *
 * Run as a script (`node site-search-process.ts <dist> [<build cache folder>]`), it indexes the
 * build and prints its report as JSON; `indexInOwnProcess` runs it so and reads the report.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createBuildCache } from './build-cache.ts';
import { writeSiteSearchIndex, type SiteSearchIndexReport } from './site-search-index.ts';

const script = fileURLToPath(import.meta.url);

/** Indexes the build in `dist` (with the build cache in `cacheDir`) in a child process; its report. */
export async function indexInOwnProcess(dist: string, cacheDir?: string): Promise<SiteSearchIndexReport> {
  const { stdout } = await promisify(execFile)(process.execPath, [script, dist, ...(cacheDir ? [cacheDir] : [])], {
    maxBuffer: 1024 * 1024,
  }).catch((error: unknown) => {
    const { stderr = '', message } = error as { stderr?: string; message: string };
    throw new Error(`the site search's index step failed: ${stderr.trim() || message}`);
  });
  return JSON.parse(stdout) as SiteSearchIndexReport;
}

if (process.argv[1] && resolve(process.argv[1]) === script) {
  const [dist, cacheDir] = process.argv.slice(2);
  if (!dist) throw new Error('usage: site-search-process.ts <dist> [<build cache folder>]');
  const report = await writeSiteSearchIndex(dist, cacheDir ? createBuildCache(cacheDir) : undefined);
  process.stdout.write(JSON.stringify(report));
}
