/**
 * `npm run dev` as an editor runs it, on a throwaway copy of the test catalogue: tests that edit
 * content through the dev server never touch tests/fixture or content/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sitePaths, type SitePaths } from '../../src/config/site-paths.ts';
import { fixturePaths, projectRoot } from './fixture.ts';
import { devServerPort } from './ports.ts';
import { until } from './until.ts';

/** A content root holding a copy of the test catalogue's content/. */
export interface ContentCopy {
  root: string;
  paths: SitePaths;
  /** Builds of the copy still running (buildCopy). */
  builds: Set<ChildProcess>;
  /** Stops its builds, removes the copy and everything built from it (under .astro/content-roots/). */
  remove(): Promise<void>;
}

export function copyTestCatalogue(prefix = 'content-copy-'): ContentCopy {
  const root = mkdtempSync(join(tmpdir(), prefix));
  cpSync(fixturePaths.content, join(root, 'content'), { recursive: true });
  const paths = sitePaths(projectRoot, { CONTENT_ROOT: root });
  const builds = new Set<ChildProcess>();
  return {
    root,
    paths,
    builds,
    async remove() {
      await Promise.all([...builds].map(stopProcess));
      rmSync(root, { recursive: true, force: true, maxRetries: 3 });
      rmSync(paths.work, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** Asks a process to end, and kills it if it has not a few seconds later. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(killed);
}

/** A terminal's environment: none of what Vitest or Playwright set (NODE_ENV, MODE, ...), which Astro would read. */
export function editorEnv(extra: Record<string, string> = {}): Record<string, string> {
  const { PATH, HOME, TMPDIR, LANG } = process.env;
  const base = Object.entries({ PATH, HOME, TMPDIR, LANG }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return { ...Object.fromEntries(base), ...extra };
}

const astroBin = join(projectRoot, 'node_modules/astro/bin/astro.mjs');

/** The dev server's port in the plan of tests/support/ports.ts, or any free one where that says 0. */
async function freePort(): Promise<number> {
  const wanted = devServerPort();
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(wanted, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface DevServer {
  origin: string;
  /** Stops the server (killing it if it has not exited a few seconds after being asked). */
  stop(): Promise<void>;
}

/** Starts `astro dev` on the copy and waits until it answers `readyPath`. */
export async function startDevServer(copy: ContentCopy, readyPath = '/'): Promise<DevServer> {
  const port = await freePort();
  const server = spawn(process.execPath, [astroBin, 'dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: projectRoot,
    env: editorEnv({ CONTENT_ROOT: copy.root, ASTRO_DEV_BACKGROUND: '0' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The end of its log, for the message when it does not start.
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4_000));
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const stop = () => stopProcess(server);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await until(
      async () => (await fetch(origin + readyPath, { signal: AbortSignal.timeout(10_000) })).status < 500,
      'the dev server',
      240_000,
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; its log ends:\n${log}`, { cause: error });
  }
  return { origin, stop };
}

/**
 * `astro build` of the copy. The test catalogue's build keeps its optimised images in its cache;
 * the copy's build starts from them, so it only makes the images of entries that changed.
 */
export async function buildCopy(copy: ContentCopy): Promise<void> {
  const images = join(fixturePaths.cache, 'assets');
  if (existsSync(images)) {
    mkdirSync(copy.paths.cache, { recursive: true });
    cpSync(images, join(copy.paths.cache, 'assets'), { recursive: true });
  }
  const build = spawn(process.execPath, [astroBin, 'build'], {
    cwd: projectRoot,
    env: editorEnv({ CONTENT_ROOT: copy.root }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  copy.builds.add(build);
  build.once('exit', () => copy.builds.delete(build));
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => build.on('close', resolve));
  if (status !== 0) throw new Error(`astro build of ${copy.root} failed:\n${output}`);
}
