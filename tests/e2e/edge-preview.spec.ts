/**
 * `npm run preview:edge` as the docs describe it (docs/deploy.md, docs/operations.md): its default
 * wrangler environment, HEALTH_TOKEN and REPORT_TOKEN taken from the environment and never put on
 * a command line, and the cron sweep running on its own, so a dead row revived from the terminal
 * is delivered. Runs once (chromium project), on a preview of its own whose sweep runs every few
 * seconds (EDGE_SWEEP_S) instead of every five minutes.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { messageIdOf } from '../../src/lib/outbox/delivery-rules';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { edgeRows } from '../support/edge-outbox';
import { FIXTURE_ROOT, projectRoot } from '../support/fixture';
import { requestPayload, uniqueEmail } from '../support/form-payloads';
import { edgePorts, nodeTestPort } from '../support/ports';
import { descendantsOf } from '../support/server-process';

const ports = edgePorts(nodeTestPort());
const base = `http://127.0.0.1:${ports.documented}`;
const stateDir = mkdtempSync(join(tmpdir(), 'studio-edge-documented-'));
const HEALTH_TOKEN = 'documented-health-4f1c';
const REPORT_TOKEN = 'documented-report-9b2e';
const REFUSED = 'refused-until-revived';
let catcher: MailCatcher;
let server: ChildProcess;
let output = '';
let refuse = true;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  catcher = await startMailCatcher({ answer: (mail) => (mail.text.includes(REFUSED) && refuse ? 422 : 200) });
  server = spawn(process.execPath, [join(projectRoot, 'scripts', 'preview-edge.ts')], {
    cwd: projectRoot,
    detached: true,
    env: {
      ...process.env,
      PORT: String(ports.documented),
      EDGE_INSPECTOR_PORT: String(ports.documentedInspector),
      EDGE_STATE_DIR: stateDir,
      EDGE_SWEEP_S: '3',
      SKIP_BUILD: '1',
      CONTENT_ROOT: FIXTURE_ROOT,
      MAIL_API_URL: catcher.url,
      HEALTH_TOKEN,
      REPORT_TOKEN,
    },
  });
  const collect = (chunk: Buffer) => (output += chunk.toString());
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  await expect
    .poll(
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 200_000, intervals: [1000] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  try {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await catcher?.close();
});

test('the report and the health counts open with the tokens from the environment, which no command line shows', async () => {
  const report = await fetch(`${base}/api/report`, { headers: { authorization: `Bearer ${REPORT_TOKEN}` } });
  expect(report.status).toBe(200);
  expect(await report.json()).toHaveProperty('conversion');
  expect((await fetch(`${base}/api/report`)).status).toBe(401);
  expect((await fetch(`${base}/api/report`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  const health = await fetch(`${base}/api/health`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } });
  expect(await health.json()).toHaveProperty('outbox');
  // what `ps` shows every user: the command lines of the preview, wrangler and workerd
  const tree = server.pid === undefined ? [] : [server.pid, ...descendantsOf(server.pid)];
  expect(tree.length).toBeGreaterThan(1);
  for (const pid of tree) {
    let commandLine: string;
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    expect(commandLine, `process ${pid}`).not.toContain(REPORT_TOKEN);
    expect(commandLine, `process ${pid}`).not.toContain(HEALTH_TOKEN);
  }
});

test('a dead row revived from the terminal goes out with the next sweep, once, nobody calling anything', async () => {
  const email = uniqueEmail('revived');
  const answer = await fetch(`${base}/api/send-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(requestPayload({ email, additionalInfo: REFUSED })),
  });
  expect(answer.status).toBe(200);
  const row = () => edgeRows(stateDir).find((r) => r.payload['email'] === email);
  await expect.poll(() => row()?.state, { timeout: 60_000 }).toBe('dead');
  const id = row()?.id ?? '';
  const messageId = messageIdOf(id, row()?.message.from ?? '');

  refuse = false;
  const revived = await promisify(execFile)(
    process.execPath,
    [join(projectRoot, 'scripts', 'outbox.ts'), '--d1', 'local', '--persist-to', stateDir, 'retry', id],
    { cwd: projectRoot },
  );
  expect(revived.stdout).toContain(id);
  // the preview's own sweep (every 3 s here, every 5 minutes by default) queues it
  await expect.poll(() => row()?.state, { timeout: 60_000 }).toBe('sent');
  await new Promise((resolve) => setTimeout(resolve, 4000)); // a second sweep sends nothing again
  expect(catcher.mails.filter((mail) => mail.messageId === messageId)).toHaveLength(1);
  // the documented way to run the sweep at once
  expect((await fetch(`${base}/cdn-cgi/handler/scheduled`)).status).toBe(200);
});
