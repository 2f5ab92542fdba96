/**
 * The publish pipeline's first step (.github/workflows/publish.yml): whether the push takes the
 * content-only path (src/lib/publish/content-only.ts). `node scripts/ci-changes.ts BEFORE AFTER`
 * prints `content_only=true|false` and appends it to $GITHUB_OUTPUT when set. An unknown BEFORE
 * (a new branch, a forced push, a commit not fetched) runs everything.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { isContentOnlyChange } from '../src/lib/publish/content-only.ts';

const [before = '', after = 'HEAD'] = process.argv.slice(2);
let paths: string[] = [];
if (before && !/^0+$/.test(before)) {
  try {
    paths = execFileSync('git', ['diff', '--name-only', '-z', before, after], { encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
  } catch {
    paths = [];
  }
}
const line = `content_only=${isContentOnlyChange(paths)}`;
console.log(`${paths.length} file(s) changed; ${line}`);
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `${line}\n`);
