/**
 * The day of a file's last commit (src/build-time/git-dates.ts) in real repositories: a whole
 * history, and shallow clones of it (`git clone --depth N file://...`) such as a CI checkout,
 * where the boundary commit would otherwise date every older file with its own day.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCommitDay, shallowBoundary } from '@/build-time/git-dates';

const root = mkdtempSync(join(tmpdir(), 'git-dates-'));
const origin = join(root, 'origin');

function git(cwd: string, args: readonly string[], date?: string): string {
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
  const dated = date ? { GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z` } : {};
  return execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args], {
    cwd,
    env: { ...env, ...dated },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** Commits one file's content on a given day. */
function commit(file: string, text: string, day: string): void {
  writeFileSync(join(origin, file), text);
  git(origin, ['add', file]);
  git(origin, ['commit', '-q', '-m', `${file} on ${day}`], day);
}

/** A clone of the origin holding its newest `depth` commits only. */
function shallowClone(depth: number): string {
  const dir = join(root, `depth-${depth}`);
  git(root, ['clone', '-q', `--depth=${depth}`, `file://${origin}`, dir]);
  return dir;
}

beforeAll(() => {
  execFileSync('mkdir', ['-p', origin]);
  git(origin, ['init', '-q', '-b', 'main']);
  commit('old.md', 'written long ago', '2024-01-05');
  commit('middle.md', 'written later', '2025-03-01');
  commit('new.md', 'the deploy', '2026-11-22');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the day of a file’s last commit', () => {
  it('is the commit’s own day with the whole history', () => {
    expect(shallowBoundary(origin).size).toBe(0);
    expect(lastCommitDay(join(origin, 'old.md'))).toBe('2024-01-05');
    expect(lastCommitDay(join(origin, 'middle.md'))).toBe('2025-03-01');
    expect(lastCommitDay(join(origin, 'new.md'))).toBe('2026-11-22');
  });

  it('is unknown in a clone of one commit, never that commit’s day (the deploy’s)', () => {
    const clone = shallowClone(1);
    expect(git(clone, ['rev-parse', '--is-shallow-repository'])).toBe('true');
    for (const file of ['old.md', 'middle.md', 'new.md'])
      expect(lastCommitDay(join(clone, file)), file).toBeUndefined();
  });

  it('is known in a shallow clone for a file changed after its boundary, unknown for the older ones', () => {
    const clone = shallowClone(2);
    expect(lastCommitDay(join(clone, 'new.md'))).toBe('2026-11-22');
    expect(lastCommitDay(join(clone, 'middle.md'))).toBeUndefined();
    expect(lastCommitDay(join(clone, 'old.md'))).toBeUndefined();
  });

  it('is unknown outside a repository and for a file git does not know', () => {
    const loose = mkdtempSync(join(root, 'loose-'));
    writeFileSync(join(loose, 'page.md'), 'never committed');
    expect(lastCommitDay(join(loose, 'page.md'))).toBeUndefined();
    writeFileSync(join(origin, 'draft.md'), 'not committed yet');
    expect(lastCommitDay(join(origin, 'draft.md'))).toBeUndefined();
  });
});
