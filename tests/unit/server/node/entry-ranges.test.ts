/**
 * Hostile requests against the real `npm start` server process: ranges past any file's end, which
 * once ended the process from inside the static file server, and a file that cannot be read. After
 * each, the same process still answers.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePaths } from '../../../../src/config/site-paths';
import { fixturePaths, projectRoot } from '../../../support/fixture';
import { killServerProcesses, startServerProcess, type ServerProcess } from '../../../support/server-process';

/** The port of this test file's server. */
const PORT = 42891;

let server: ServerProcess;
let contentRoot = '';
let work = '';

/** One raw request (no client-side checks on the headers), resolved with the status and body. */
function raw(method: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, method, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  // A content root of its own: its build folder (under .astro/content-roots/) holds a tiny site.
  contentRoot = await mkdtemp(join(tmpdir(), 'ranges-root-'));
  const paths = sitePaths(projectRoot, { CONTENT_ROOT: contentRoot });
  // the studio's facts the form API reads, from the test catalogue
  mkdirSync(paths.content);
  copyFileSync(join(fixturePaths.content, 'site.json'), join(paths.content, 'site.json'));
  work = paths.work;
  mkdirSync(paths.dist, { recursive: true });
  writeFileSync(join(paths.dist, 'index.html'), '<!doctype html><title>home</title><h1>home</h1>');
  writeFileSync(join(paths.dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(paths.dist, 'gone.txt'), 'soon gone');
  server = await startServerProcess({ port: PORT, dir: contentRoot, env: { CONTENT_ROOT: contentRoot } });
  rmSync(join(paths.dist, 'gone.txt'));
}, 120_000);

afterAll(() => {
  killServerProcesses();
  rmSync(work, { recursive: true, force: true });
  rmSync(contentRoot, { recursive: true, force: true });
});

describe('npm start survives what a stranger sends', () => {
  it('ranges past the end of every file, a file gone since the start: each answered, the process still serving', async () => {
    const cases: [string, string, Record<string, string>, number][] = [
      ['GET', '/robots.txt', { Range: 'bytes=0-99999999999999999999' }, 206],
      ['HEAD', '/', { Range: 'bytes=0-9007199254740993' }, 206],
      ['GET', '/', { Range: 'bytes=9007199254740993-' }, 416],
      ['GET', '/robots.txt', { Range: `bytes=0-${'9'.repeat(500)}` }, 206],
      ['GET', '/gone.txt', {}, 500],
    ];
    for (const [method, path, headers, status] of cases) {
      const answer = await raw(method, path, headers);
      expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(status);
      const home = await raw('GET', '/', {});
      expect(home.status, `after ${method} ${path}`).toBe(200);
      expect(home.body).toContain('<h1>home</h1>');
    }
    const whole = await raw('GET', '/robots.txt', { Range: 'bytes=0-99999999999999999999' });
    expect(whole.headers['content-range']).toBe('bytes 0-22/23');
    expect(whole.body).toBe('User-agent: *\nAllow: /\n');
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toMatch(/could not read \/gone\.txt/);
  }, 60_000);
});
