/**
 * `npm run report` (scripts/report.ts) over real SQLite files (VITALS_DB, the leads of OUTBOX_DB): `--json` prints the report whose
 * `vitals` array has one item per template, metric, navigation type and viewport; `--html`
 * writes the page; a missing database is said plainly.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '@/server/core/api';
import { createMemoryVitalsStore } from '@/server/core/vitals-store';
import { dayOf } from '@/lib/vitals/beacon';
import { createSqliteStore } from '@/server/node/submission-store-sqlite';
import { createSqliteVitalsStore } from '@/server/node/vitals-store-sqlite';
import { newSubmission } from '../support/submission-store-contract';
import { recordRows } from '../support/vitals-store-contract';
import { projectRoot } from '../support/fixture';

const run = promisify(execFile);
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function database(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'report-'));
  dirs.push(dir);
  const path = join(dir, 'outbox.sqlite');
  const outbox = createSqliteStore(path);
  const vitals = createSqliteVitalsStore(join(dir, 'vitals.sqlite'));
  const today = dayOf(new Date());
  const sample = { template: '/request', navigationType: 'navigate', viewport: 'wide' } as const;
  await recordRows(
    vitals,
    [
      { ...sample, metric: 'LCP', value: 1000 },
      { ...sample, metric: 'LCP', value: 2000 },
      { ...sample, metric: 'LCP', value: 3000 },
      { ...sample, metric: 'LCP', value: 4000, viewport: 'narrow' },
    ],
    [{ template: '/request', navigationType: 'navigate', viewport: 'wide', views: 4 }],
    today,
  );
  await outbox.insert({ ...newSubmission('lead'), createdAt: new Date() });
  outbox.close();
  vitals.close();
  return path;
}

const report = (args: string[], outboxDb: string) =>
  run(process.execPath, [join(projectRoot, 'scripts', 'report.ts'), ...args], {
    cwd: projectRoot,
    env: { ...process.env, OUTBOX_DB: outboxDb, VITALS_DB: join(outboxDb, '..', 'vitals.sqlite') },
  });

describe('npm run report', () => {
  it('--json: one item per template, metric, navigation type and viewport', async () => {
    const { stdout } = await report(['--json'], await database());
    const json = JSON.parse(stdout) as { vitals: Record<string, unknown>[]; conversion: Record<string, unknown>[] };
    expect(json.vitals).toEqual([
      expect.objectContaining({
        template: '/request',
        metric: 'LCP',
        navigationType: 'navigate',
        viewport: 'narrow',
        count: 1,
        p75: expect.closeTo(4000, -2) as number,
      }),
      expect.objectContaining({
        template: '/request',
        metric: 'LCP',
        navigationType: 'navigate',
        viewport: 'wide',
        count: 3,
        p75: expect.closeTo(3000, -2) as number,
      }),
    ]);
    expect(json.conversion).toContainEqual({
      form: 'request',
      template: '/request',
      leads: 1,
      pageViews: 4,
      rate: 0.25,
    });
  });

  it('--html FILE writes the page; text by default', async () => {
    const path = await database();
    const file = join(path, '..', 'report.html');
    await report(['--html', file], path);
    expect(await readFile(file, 'utf8')).toMatch(/^<!doctype html>[\s\S]*<svg role="img"/);
    const { stdout } = await report([], path);
    expect(stdout).toMatch(/\/request\s+LCP\s+(2,9\d\d|3,0\d\d) ms/);
  });

  it('says when there is no database', async () => {
    const failure = (await report([], '/nonexistent/outbox.sqlite').catch((error: unknown) => error)) as {
      code?: number;
      stderr?: string;
    };
    expect(failure.code).toBe(1);
    expect(failure.stderr).toMatch(/No database at/);
  });

  it('--url --token reads a site’s GET /api/report; a wrong token is said', async () => {
    const vitals = createMemoryVitalsStore();
    await recordRows(
      vitals,
      [{ template: '/faq', metric: 'CLS', navigationType: 'prerender', viewport: 'narrow', value: 0.02 }],
      [],
      dayOf(new Date()),
    );
    const api = createApi({ vitals, reportToken: 'r3port', logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
    const server = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { stdout } = await report(['--json', '--url', url, '--token', 'r3port'], '/nonexistent/outbox.sqlite');
      expect((JSON.parse(stdout) as { vitals: unknown[] }).vitals).toEqual([
        expect.objectContaining({
          template: '/faq',
          metric: 'CLS',
          navigationType: 'prerender',
          viewport: 'narrow',
          count: 1,
          p75: expect.closeTo(0.02, 3) as number,
        }),
      ]);
      const refused = (await report(['--url', url, '--token', 'wrong'], '/nonexistent/outbox.sqlite').catch(
        (error: unknown) => error,
      )) as { code?: number; stderr?: string };
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/refused the token/);
    } finally {
      server.close();
    }
  });
});
