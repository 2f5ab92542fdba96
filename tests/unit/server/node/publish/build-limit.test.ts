/**
 * A content check or build that hangs is stopped at the publisher's limit, and the preview or
 * publish fails naming it: nothing later waits behind it. The project here is a stand-in whose
 * `astro build` (or content check) never ends, in a real git checkout.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPublisher, overLimitMessage } from '@/server/node/publish/publisher';

const editor = { name: 'Ada Lovelace', email: 'ada@example.com' };
const HANG = 'setInterval(() => {}, 1000);\n';
const EXIT = 'process.exit(0);\n';
const folders: string[] = [];

/** A checkout with one saved change, and a project whose check and build run the given code. */
function project(check: string, build: string) {
  const root = mkdtempSync(join(tmpdir(), 'build-limit-'));
  folders.push(root);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  mkdirSync(join(root, 'content'), { recursive: true });
  mkdirSync(join(root, 'scripts'), { recursive: true });
  mkdirSync(join(root, 'node_modules', 'astro', 'bin'), { recursive: true });
  writeFileSync(join(root, 'scripts', 'check-content.ts'), check);
  writeFileSync(join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), build);
  writeFileSync(join(root, 'content', 'site.json'), '{"name":"Studio"}\n');
  git('init', '--quiet', '--initial-branch=main');
  git('add', 'content');
  git('-c', 'user.name=Studio', '-c', 'user.email=studio@example.com', 'commit', '--quiet', '-m', 'Start');
  writeFileSync(join(root, 'content', 'site.json'), '{"name":"Studio, revised"}\n');
  return root;
}

/**
 * The limit: long enough for the stand-in that ends at once to start and end on a busy machine
 * (half a second was not), short for a test.
 */
const LIMIT_MS = 5_000;

/** The publisher of that project. */
const publisherOf = (root: string) =>
  createPublisher({
    projectRoot: root,
    contentDir: join(root, 'content'),
    dataDir: join(root, '.data', 'publish'),
    buildLimitMs: LIMIT_MS,
    log: () => {},
  });

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// Each test waits out the limit once or twice.
describe('the publisher stops a build that runs past its limit', { timeout: 60_000 }, () => {
  it('fails the preview naming the limit when the build hangs, and the next job runs', async () => {
    const publisher = await publisherOf(project(EXIT, HANG));
    const preview = await publisher.buildPreview(editor);
    expect(preview.state).toBe('failed');
    expect(preview.message).toBe('The preview was not built: the build failed.');
    expect(preview.problems.join('\n')).toContain(overLimitMessage('The build', LIMIT_MS));
    expect(publisher.busy()).toBe(false);
    // The queue moved on: a publish after it runs (and fails the same way) instead of waiting.
    const status = await publisher.publish(editor);
    expect(status.state).toBe('failed');
    await publisher.close();
  });

  it('fails the publish naming the limit when the content check hangs', async () => {
    const publisher = await publisherOf(project(HANG, EXIT));
    const status = await publisher.publish(editor);
    expect(status.state).toBe('failed');
    expect(status.problems).toEqual([overLimitMessage('The content check', LIMIT_MS)]);
    await publisher.close();
  });
});
