/**
 * `npm run bench:vitals-load`: what field data costs the server (`node src/server/node/entry.ts`
 * on BENCH_PORT, default 4391), in three runs on fresh files:
 *
 * 1. flood: `/` p50/p95 alone, then under BENCH_SECONDS (default 10) of beacons from as many
 *    addresses (scripts/bench/beacon-flood.ts; TRUST_PROXY=1), with ten leads posted meanwhile;
 *    prints the beacons taken, the rows and bytes stored, the leads' answers;
 * 2. fold: BENCH_ROWS (default 1,000,000) raw rows as earlier versions kept them, 40 days old, in
 *    the outbox's file, folded at start: how long, and the longest `/` took meanwhile;
 * 3. report: BENCH_ROWS bucket counts over the last 28 days: GET /api/report's time, the server's
 *    peak RSS, and the longest `/` took meanwhile.
 *
 * BENCH_SERVER_ROOT runs another checkout's server (an earlier version, for the figures before):
 * the files it reads are the outbox's alone when it has no src/server/core/vitals-intake.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import { DatabaseSync } from 'node:sqlite';
import { emptyRequestForm, formSchemas, toRequestPayload } from '../../src/lib/forms/schemas.ts';
import { DEFAULT_FORM_WORDS } from '../../src/server/core/default-form-words.ts';

const { requestFormSchema } = formSchemas(DEFAULT_FORM_WORDS.words);
import { fillBucketRows, fillRawRows } from './vitals-fill.ts';

const here = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;
const root = env['BENCH_SERVER_ROOT'] ?? here;
const port = Number(env['BENCH_PORT'] ?? 4391);
const seconds = Number(env['BENCH_SECONDS'] ?? 10);
const rows = Number(env['BENCH_ROWS'] ?? 1_000_000);
const ownFile = existsSync(join(root, 'src/server/core/vitals-intake.ts'));
const origin = `http://127.0.0.1:${port}`;
const TOKEN = 'bench-report';
const run = promisify(execFile);

function start(dir: string, extra: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [join(root, 'src/server/node/entry.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OUTBOX_DB: join(dir, 'outbox.sqlite'),
      OUTBOX_DIR: join(dir, 'none'),
      VITALS_DB: join(dir, 'vitals.sqlite'),
      REPORT_TOKEN: TOKEN,
      FORM_RATE_LIMIT: '1000',
      ...extra,
    },
  });
}

async function ready(): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

async function stop(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function timeHome(): Promise<number> {
  const start = performance.now();
  await (await fetch(`${origin}/`)).arrayBuffer();
  return performance.now() - start;
}

const quantile = (times: readonly number[], q: number) =>
  [...times].sort((a, b) => a - b)[Math.max(0, Math.ceil(q * times.length) - 1)] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const size = (path: string) => (existsSync(path) ? statSync(path).size : 0);

/** Times `/` every 10 ms until `done` settles: the longest, and how many. */
async function homeWhile<T>(done: Promise<T>): Promise<{ value: T; worst: number; count: number }> {
  let finished = false;
  const value = done.finally(() => {
    finished = true;
  });
  const times: number[] = [];
  while (!finished) {
    times.push(await timeHome());
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { value: await value, worst: Math.max(0, ...times), count: times.length };
}

const peakRss = (server: ChildProcess) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const lead = toRequestPayload(
  requestFormSchema.parse({
    ...emptyRequestForm,
    businessName: 'Bench Ltd',
    businessType: 'small_business',
    contactName: 'Bench Visitor',
    email: 'bench@example.com',
    phone: '555-0100',
    projectType: 'ai_agent',
    projectDescription: 'A lead posted during the beacon flood, to see it accepted.',
    budget: '10k_25k',
    timeline: '1_3_months',
    technologies: ['React'],
    features: '',
    additionalInfo: '',
    termsAccepted: true,
  }),
);

console.log(`bench:vitals-load against ${root} (${ownFile ? 'vitals in their own file' : 'vitals in the outbox'})`);

// 1. The flood.
{
  const dir = mkdtempSync(join(tmpdir(), 'vitals-load-'));
  const server = start(dir, { TRUST_PROXY: '1' });
  await ready();
  for (let i = 0; i < 20; i += 1) await timeHome();
  const alone: number[] = [];
  for (let i = 0; i < 300; i += 1) alone.push(await timeHome());
  const flood = run(process.execPath, [join(here, 'scripts/bench/beacon-flood.ts'), origin, String(seconds)]);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const loaded: number[] = [];
  const leads: number[] = [];
  for (let i = 0; loaded.length < 300 && i < 10_000; i += 1) {
    if (i % 30 === 0 && leads.length < 10)
      leads.push(
        (
          await fetch(`${origin}/api/send-email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i}` },
            body: JSON.stringify(lead),
          })
        ).status,
      );
    loaded.push(await timeHome());
  }
  const { stdout } = await flood;
  await stop(server);
  const files = ownFile ? ['vitals.sqlite', 'vitals.sqlite-wal'] : ['outbox.sqlite', 'outbox.sqlite-wal'];
  const file = join(dir, files[0] ?? '');
  const db = new DatabaseSync(file, { readOnly: true });
  const count = (sql: string) => Number(db.prepare(sql).get()?.['n'] ?? 0);
  const stored = ownFile
    ? `${count('SELECT COUNT(*) AS n FROM vitals_daily')} bucket rows`
    : `${count('SELECT COUNT(*) AS n FROM vitals_samples')} sample rows`;
  db.close();
  console.log(
    `flood ${seconds} s: ${stdout.trim()}; stored ${stored}, ${mb(files.reduce((sum, f) => sum + size(join(dir, f)), 0))}; ` +
      `/ p50 ${ms(quantile(alone, 0.5))} p95 ${ms(quantile(alone, 0.95))} alone, p50 ${ms(quantile(loaded, 0.5))} p95 ${ms(quantile(loaded, 0.95))} under the flood; leads answered ${leads.join(',')}`,
  );
  rmSync(dir, { recursive: true, force: true });
}

// 2. The fold of raw rows an earlier version kept (40 days old: past any version's retention).
{
  const dir = mkdtempSync(join(tmpdir(), 'vitals-load-'));
  let server = start(dir);
  await ready();
  await stop(server);
  fillRawRows(join(dir, 'outbox.sqlite'), daysAgo(40), rows);
  const startedAt = performance.now();
  server = start(dir);
  await ready();
  const folded = (async () => {
    const db = new DatabaseSync(join(dir, 'outbox.sqlite'), { readOnly: true });
    try {
      for (;;) {
        if (Number(db.prepare('SELECT COUNT(*) AS n FROM (SELECT 1 FROM vitals_samples LIMIT 1)').get()?.['n']) === 0)
          return performance.now() - startedAt;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      db.close();
    }
  })();
  const { value, worst, count } = await homeWhile(folded);
  console.log(
    `fold of ${rows} raw rows: done ${ms(value)} after start; longest / meanwhile ${ms(worst)} (${count} requests)`,
  );
  await stop(server);
  rmSync(dir, { recursive: true, force: true });
}

// 3. The report over a window of bucket counts.
{
  const dir = mkdtempSync(join(tmpdir(), 'vitals-load-'));
  let server = start(dir);
  await ready();
  await fetch(`${origin}/api/vitals`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({
      template: '/',
      viewport: 'wide',
      visits: [{ navigationType: 'navigate', pageView: true, metrics: { LCP: 1 } }],
    }),
  });
  await stop(server);
  fillBucketRows(join(dir, ownFile ? 'vitals.sqlite' : 'outbox.sqlite'), today, rows);
  server = start(dir);
  await ready();
  const before = peakRss(server);
  const startedAt = performance.now();
  const report = fetch(`${origin}/api/report`, { headers: { authorization: `Bearer ${TOKEN}` } }).then(async (r) => {
    await r.arrayBuffer();
    return { status: r.status, ms: performance.now() - startedAt };
  });
  const { value, worst, count } = await homeWhile(report);
  console.log(
    `report over ~${rows} bucket rows: ${value.status} in ${ms(value.ms)}; server peak RSS ${mb(before)} before, ${mb(peakRss(server))} after; longest / meanwhile ${ms(worst)} (${count} requests)`,
  );
  await stop(server);
  rmSync(dir, { recursive: true, force: true });
}
