/**
 * `npm run bench:delivery`: how long `npm start` takes to deliver a backlog behind a slow mail
 * server. The server (src/server/node/entry.ts) first runs without SMTP_URL and takes
 * BENCH_LEADS (default 28) request-form posts into a fresh SQLite outbox; then it is started
 * again with SMTP_URL pointing at a stand-in mail server (smtp-server) that takes BENCH_SMTP_MS
 * (default 3000) to answer each message, and the time from its start until the mail server has
 * accepted every lead is printed, with the most messages it handled at once and any lead that
 * arrived twice. OUTBOX_CONCURRENCY is passed on as set (unset: the server's default);
 * BENCH_PORT (default 4391) for the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { emptyRequestForm, formSchemas, toRequestPayload } from '../../src/lib/forms/schemas.ts';
import { DEFAULT_FORM_WORDS } from '../../src/server/core/default-form-words.ts';

const { requestFormSchema } = formSchemas(DEFAULT_FORM_WORDS.words);

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;
const leads = Number(env['BENCH_LEADS'] ?? 28);
const smtpMs = Number(env['BENCH_SMTP_MS'] ?? 3000);
const port = Number(env['BENCH_PORT'] ?? 4391);
const state = mkdtempSync(join(tmpdir(), 'studio-bench-delivery-'));

function startServer(extra: Record<string, string>): { child: ChildProcess; ready: Promise<number> } {
  const child = spawn(process.execPath, [join(root, 'src', 'server', 'node', 'entry.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OUTBOX_DB: join(state, 'outbox.sqlite'),
      OUTBOX_DIR: join(state, 'outbox'),
      FORM_RATE_LIMIT: '1000000',
      ...extra,
    },
  });
  const ready = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Studio site and form API on')) resolve(performance.now());
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code ?? 'signal'})`)));
  });
  return { child, ready };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

function payload(i: number): Record<string, unknown> {
  const values = requestFormSchema.parse({
    ...emptyRequestForm,
    businessName: `Backlog ${i}`,
    businessType: 'small_business',
    contactName: 'Grace Hopper',
    email: `lead-${i}@example.com`,
    phone: '555-0100',
    projectType: 'ai_agent',
    projectDescription: 'An assistant that answers supplier emails.',
    budget: '10k_25k',
    timeline: '1_3_months',
    technologies: ['React'],
    features: 'Inbox sync',
    additionalInfo: '',
    termsAccepted: true,
  });
  return toRequestPayload(values);
}

// 1. The backlog: stored while no mail server is configured.
const first = startServer({});
await first.ready;
for (let i = 0; i < leads; i += 1) {
  const answer = await fetch(`http://127.0.0.1:${port}/api/send-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload(i)),
  });
  if (!answer.ok) throw new Error(`lead ${i} refused: ${answer.status} ${await answer.text()}`);
}
await stop(first.child);

// 2. A mail server that takes smtpMs per message.
const accepted: string[] = [];
let atOnce = 0;
let mostAtOnce = 0;
let allIn: () => void = () => {};
const allAccepted = new Promise<number>((resolve) => {
  allIn = () => resolve(performance.now());
});
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      atOnce += 1;
      mostAtOnce = Math.max(mostAtOnce, atOnce);
      setTimeout(() => {
        atOnce -= 1;
        accepted.push(/^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '');
        callback();
        if (accepted.length === leads) allIn();
      }, smtpMs);
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;

// 3. The server again, now with the mail server: the delivery loop drains the backlog.
const second = startServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
const started = await second.ready;
const done = await allAccepted;
await new Promise((resolve) => setTimeout(resolve, smtpMs + 500)); // a lead sent twice would show now
await stop(second.child);
await new Promise<void>((resolve) => smtp.close(() => resolve()));
rmSync(state, { recursive: true, force: true });

const twice = accepted.length - new Set(accepted).size;
console.log(
  `${leads} leads, mail server ${smtpMs} ms a message, OUTBOX_CONCURRENCY=${env['OUTBOX_CONCURRENCY'] ?? '(default)'}: ` +
    `delivered in ${((done - started) / 1000).toFixed(1)} s, at most ${mostAtOnce} at once, ${twice} sent twice`,
);
process.exit(0);
