/**
 * `npm run test:rebuild`: a rebuild that reuses the last build's work (Astro's incremental build
 * for the case studies, src/data/page-cache-keys.ts; the build cache of share images, page
 * styles, search records and compressed copies, src/build-time/build-cache.ts) writes exactly
 * what a cold build of the same content writes.
 *
 * Two copies of the test catalogue: the first is built, changed (a project's title, another
 * project's German translation) and built again; the second gets the same changes and one cold
 * build. Every file of the two builds must be the same, byte for byte; the rebuild must have
 * restored case studies from the last build (else it proved nothing) and show both changes.
 * About three builds of the test catalogue.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { filesUnder } from '../src/build-time/dist-files.ts';
import { sitePaths } from '../src/config/site-paths.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const FIXTURE = join(root, 'tests/fixture');

/** The changes an editor makes between the two builds: [file under content/, field line, new line]. */
const CHANGES = [
  ['projects/controlbyweb-ai.md', /^title: .*$/m, 'title: "ControlByWeb AI, renamed"'],
  ['projects/cashcast.de.md', /^title: .*$/m, 'title: "CashCast Prognose, neu"'],
] as const;
const CHANGED_PAGES = [
  ['case-studies/controlbyweb-ai.html', 'ControlByWeb AI, renamed'],
  ['de/case-studies/cashcast.html', 'CashCast Prognose, neu'],
] as const;

function copyOfFixture(): string {
  const copy = mkdtempSync(join(tmpdir(), 'studio-rebuild-'));
  cpSync(join(FIXTURE, 'content'), join(copy, 'content'), { recursive: true });
  return copy;
}

function change(contentRoot: string): void {
  for (const [file, field, line] of CHANGES) {
    const path = join(contentRoot, 'content', file);
    const text = readFileSync(path, 'utf8');
    if (!field.test(text)) throw new Error(`${path}: no line ${String(field)} to change`);
    writeFileSync(path, text.replace(field, line));
  }
}

/** Builds a content root; its log. */
function build(contentRoot: string): string {
  const run = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    env: { ...process.env, CONTENT_ROOT: contentRoot, FORCE_COLOR: '0', NO_COLOR: '1' },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const log = stripVTControlCharacters(`${run.stdout}\n${run.stderr}`);
  if (run.status !== 0)
    throw new Error(`the build of ${contentRoot} failed:\n${log.split('\n').slice(-30).join('\n')}`);
  return log;
}

/** Each file of a build, by its path under dist/. */
const filesOf = (dist: string) =>
  new Map([...filesUnder(dist)].map((file) => [relative(dist, file), readFileSync(file)] as const));

const rebuilt = copyOfFixture();
const cold = copyOfFixture();
const paths = [rebuilt, cold].map((contentRoot) => sitePaths(root, { CONTENT_ROOT: contentRoot }));
try {
  build(rebuilt);
  change(rebuilt);
  const log = build(rebuilt);
  change(cold);
  build(cold);

  const restored = (log.match(/\(restored\)/g) ?? []).length;
  const [a, b] = paths.map(({ dist }) => filesOf(dist));
  if (!a || !b) throw new Error('two builds');
  const problems: string[] = [];
  if (restored === 0) problems.push('the rebuild restored no page from the last build: it reused nothing');
  for (const [page, words] of CHANGED_PAGES)
    if (!a.get(page)?.toString('utf8').includes(words)) problems.push(`the rebuild's ${page} does not show "${words}"`);
  for (const file of new Set([...a.keys(), ...b.keys()])) {
    const [mine, theirs] = [a.get(file), b.get(file)];
    if (!mine) problems.push(`${file}: only in the cold build`);
    else if (!theirs) problems.push(`${file}: only in the rebuild`);
    else if (!mine.equals(theirs)) problems.push(`${file}: differs from the cold build's`);
  }
  if (problems.length > 0) {
    console.error(
      `The rebuild is not the cold build (${problems.length} problems):\n${problems.slice(0, 40).join('\n')}`,
    );
    process.exitCode = 1;
  } else
    console.log(
      `The rebuild (${restored} pages restored from the last build) wrote the cold build's ${a.size} files, byte for byte.`,
    );
} finally {
  for (const dir of [rebuilt, cold, ...paths.map(({ work }) => work)]) rmSync(dir, { recursive: true, force: true });
}
