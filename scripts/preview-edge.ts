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
 * SKIP_BUILD=1 to serve the existing build; CONTENT_ROOT as for `npm run build`. The Worker's
 * secrets come from this environment, as `npm start` takes them: HEALTH_TOKEN, REPORT_TOKEN and
 * MAIL_API_KEY (with MAIL_API_URL) are written to a file only this user can read, in a folder of
 * its own under the system's temporary folder, handed to wrangler with `--env-file` and deleted
 * when the preview stops: never on a command line, where `ps` shows them to every user. A
 * `.dev.vars` file in the project (git-ignored) is read before it: a value set in this
 * environment wins over the same name there.
 *
 * The cron sweep of wrangler.jsonc (`triggers.crons`, every 5 minutes) runs in the preview too:
 * the script asks workerd to run the Worker's scheduled handler at each of the cron's minutes
 * (`/cdn-cgi/handler/scheduled`; EDGE_SWEEP_S sets another period in seconds, e.g. for a test);
 * the same request runs it at once:
 * `curl 'http://127.0.0.1:8787/cdn-cgi/handler/scheduled'`. A dead row revived with
 * `npm run outbox -- --d1 local --persist-to .data/edge retry --dead` goes to the queue at the
 * next sweep and is delivered.
 *
 * A stop (SIGINT, SIGTERM, SIGHUP, or npm gone) is passed to wrangler once; wrangler and the
 * workerd processes it started are ended outright if they are not gone within 5 s, or are left
 * when wrangler exits.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitePaths } from '../src/config/site-paths.ts';
import { NUMBER_RULES, numberSetting } from '../src/server/core/env.ts';
import { safeErrorText } from '../src/lib/log-text.ts';
import { exitCodeOf } from '../src/server/node/exit-code.ts';
import { descendantsOf, signalEach } from '../src/server/node/process-tree.ts';
import { createStopRequests, watchNpmParent } from '../src/server/node/stop-requests.ts';
import { startMailCatcher } from './mail-catcher.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const cronMinutes = cronEveryMinutes(readFileSync(join(root, 'wrangler.jsonc'), 'utf8'));
let port: number;
let inspectorPort: number;
/** Seconds between two sweeps; undefined: the cron is of another form, and runs only when asked. */
let sweepSeconds: number | undefined;
try {
  port = numberSetting(env, 'PORT', 8787, NUMBER_RULES.port);
  inspectorPort = numberSetting(env, 'EDGE_INSPECTOR_PORT', port + 1, NUMBER_RULES.port);
  sweepSeconds = cronMinutes && numberSetting(env, 'EDGE_SWEEP_S', cronMinutes * 60, NUMBER_RULES.windowSeconds);
} catch (error) {
  console.error(`Cannot start: ${safeErrorText(error)}`);
  process.exit(1);
}
const host = env['HOST']?.trim() || '127.0.0.1';
const stateDir = resolve(root, env['EDGE_STATE_DIR'] ?? '.data/edge');
const edgeEnv = env['EDGE_ENV']?.trim();
const dist = sitePaths(root).dist;
const wranglerBin = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
// env files are read for the Worker's secrets whatever the caller's environment says
const childEnv = {
  ...env,
  WRANGLER_SEND_METRICS: 'false',
  NO_D1_WARNING: 'true',
  CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: 'true',
};
const envArgs = edgeEnv ? ['--env', edgeEnv] : [];
/** How long wrangler gets to stop workerd before the group is ended outright. */
const EDGE_STOP_MS = 5000;
/** The Worker's settings that are secrets on Cloudflare: handed to wrangler in a file, never on its command line. */
const SECRET_NAMES = ['HEALTH_TOKEN', 'REPORT_TOKEN', 'MAIL_API_KEY'] as const;

/**
 * The minutes between two runs of the cron of wrangler.jsonc (`"crons": ["*\/5 * * * *"]`), or
 * undefined when it is not of that form.
 */
function cronEveryMinutes(wranglerConfig: string): number | undefined {
  const minutes = /"crons"\s*:\s*\[\s*"\*\/(\d+) \* \* \* \*"/.exec(wranglerConfig)?.[1];
  return minutes ? Number(minutes) : undefined;
}

/** A dotenv line: the value quoted, so `#`, `=` or spaces in a token stay part of it. */
const envFileLine = (name: string, value: string) => `${name}=${JSON.stringify(value)}`;

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

// The Worker's secrets (and the mail API it sends to) in a file only this user can read.
const secretsDir = mkdtempSync(join(tmpdir(), 'studio-edge-secrets-'));
const secretsFile = join(secretsDir, 'worker.env');
const workerVars: [string, string][] = [
  ...(mailApiUrl ? [['MAIL_API_URL', mailApiUrl] as [string, string]] : []),
  ...SECRET_NAMES.flatMap((name) => {
    const value = env[name]?.trim();
    return value ? [[name, value] as [string, string]] : [];
  }),
];
writeFileSync(secretsFile, workerVars.map(([name, value]) => `${envFileLine(name, value)}\n`).join(''), {
  mode: 0o600,
});
const removeSecrets = () => rmSync(secretsDir, { recursive: true, force: true });
process.on('exit', removeSecrets);
/** wrangler reads `.dev.vars` only without --env-file: it is handed over first, so this environment wins. */
const devVars = join(root, '.dev.vars');
const envFiles = [...(existsSync(devVars) ? [devVars] : []), secretsFile].flatMap((file) => ['--env-file', file]);

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
    // /cdn-cgi/handler/scheduled (and, in the e2e environment, /__scheduled) run the cron sweep now.
    '--test-scheduled',
    ...envFiles,
    ...envArgs,
  ],
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: childEnv },
);

/**
 * The cron's sweep on its schedule, as Cloudflare runs it once deployed: at each multiple of its
 * minutes, workerd is asked to run the Worker's scheduled handler.
 */
const sweepUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(`*/${cronMinutes ?? 5} * * * *`)}`;
let sweepTimer: ReturnType<typeof setTimeout> | undefined;
const scheduleSweep = () => {
  if (!sweepSeconds) return;
  const periodMs = sweepSeconds * 1000;
  sweepTimer = setTimeout(
    () => {
      void fetch(sweepUrl).then(
        (answer) => {
          if (!answer.ok) console.error(`Cron sweep: workerd answered ${answer.status}`);
        },
        (error: unknown) => console.error(`Cron sweep: ${safeErrorText(error)}`),
      );
      scheduleSweep();
    },
    periodMs - (Date.now() % periodMs),
  );
  sweepTimer.unref();
};
scheduleSweep();

/** wrangler and the workerd processes it started, as they were when the stop began. */
let tree: number[] = [];
let stopping = false;
const stopRequested = createStopRequests({
  drain: (reason) => {
    stopping = true;
    clearTimeout(sweepTimer);
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
