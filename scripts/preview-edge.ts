/**
 * `npm run preview:edge`: builds the site, then serves it and the form API in workerd, the
 * Cloudflare Workers runtime, on one port, offline (`wrangler dev --local`): static assets with
 * dist/_headers and the 404 page, the Worker for /api/*, D1 (migrations applied), the queue and its
 * dead-letter queue, the rate-limiting binding. Mail goes to a local stand-in of the HTTP mail API
 * (scripts/mail-catcher.ts), which prints each message and keeps it under <state>/mail/, unless
 * MAIL_API_URL names a real one.
 *
 * PORT (default 8787), HOST (127.0.0.1), EDGE_INSPECTOR_PORT (default PORT + 1), EDGE_STATE_DIR
 * (D1 and queues; default .data/edge), EDGE_ENV (a wrangler environment, e.g. e2e for the tests),
 * SKIP_BUILD=1 to serve the existing build; CONTENT_ROOT as for `npm run build`; HEALTH_TOKEN
 * as for `npm start`. `GET /__scheduled` runs the cron sweep at once.
 *
 * A stop (SIGINT, SIGTERM, SIGHUP, or npm gone) is passed to wrangler once; wrangler and the
 * workerd processes it started are ended outright if they are not gone within 5 s, or are left
 * when wrangler exits.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitePaths } from '../src/config/site-paths.ts';
import { exitCodeOf } from '../src/server/node/exit-code.ts';
import { descendantsOf, signalEach } from '../src/server/node/process-tree.ts';
import { createStopRequests, watchNpmParent } from '../src/server/node/stop-requests.ts';
import { startMailCatcher } from './mail-catcher.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const port = Number(env['PORT'] ?? 8787);
const host = env['HOST'] ?? '127.0.0.1';
const inspectorPort = Number(env['EDGE_INSPECTOR_PORT'] ?? port + 1);
const stateDir = resolve(root, env['EDGE_STATE_DIR'] ?? '.data/edge');
const edgeEnv = env['EDGE_ENV']?.trim();
const dist = sitePaths(root).dist;
const wranglerBin = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
const childEnv = { ...env, WRANGLER_SEND_METRICS: 'false', NO_D1_WARNING: 'true' };
const envArgs = edgeEnv ? ['--env', edgeEnv] : [];
/** How long wrangler gets to stop workerd before the group is ended outright. */
const EDGE_STOP_MS = 5000;

function runOrExit(args: string[]): void {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: childEnv });
  if (result.status !== 0) process.exit(exitCodeOf(result.status, result.signal));
}

if (env['SKIP_BUILD'] !== '1' || !existsSync(join(dist, 'index.html'))) {
  runOrExit([join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build']);
}
mkdirSync(stateDir, { recursive: true });
runOrExit([wranglerBin, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir, ...envArgs]);

let mailApiUrl = env['MAIL_API_URL']?.trim();
const catcher = mailApiUrl
  ? undefined
  : await startMailCatcher({
      dir: join(stateDir, 'mail'),
      onMail: (mail) => console.log(`[mail] to ${mail.to.join(', ')}: ${mail.subject} ${mail.messageId ?? ''}`),
    });
mailApiUrl ??= catcher?.url;

const server = spawn(
  process.execPath,
  [
    wranglerBin,
    'dev',
    '--local',
    '--ip',
    host,
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    stateDir,
    '--assets',
    dist,
    '--show-interactive-dev-session=false',
    // GET /__scheduled runs the cron sweep now (a local preview only).
    '--test-scheduled',
    ...(mailApiUrl ? ['--var', `MAIL_API_URL:${mailApiUrl}`] : []),
    ...(env['HEALTH_TOKEN'] ? ['--var', `HEALTH_TOKEN:${env['HEALTH_TOKEN']}`] : []),
    ...envArgs,
  ],
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: childEnv },
);

/** wrangler and the workerd processes it started, as they were when the stop began. */
let tree: number[] = [];
let stopping = false;
const stopRequested = createStopRequests({
  drain: (reason) => {
    stopping = true;
    console.log(`${reason}: stopping wrangler and workerd`);
    tree = server.pid === undefined ? [] : [server.pid, ...descendantsOf(server.pid)];
    server.kill('SIGTERM');
    // wrangler that does not end in time, or a workerd it left: ended outright.
    setTimeout(() => signalEach(tree, 'SIGKILL'), EDGE_STOP_MS).unref();
  },
  force: (reason) => {
    console.log(`${reason} a third time: stopped at once`);
    signalEach(tree, 'SIGKILL');
  },
  log: (line) => console.log(line),
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stopRequested(signal));
watchNpmParent(() => stopRequested('npm exited'));

server.on('exit', (code, signal) => {
  signalEach(tree, 'SIGKILL');
  void catcher?.close();
  // Stopped as asked: a clean exit; ended on its own: its failure passed on.
  process.exit(stopping ? 0 : exitCodeOf(code, signal));
});
