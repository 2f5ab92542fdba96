/**
 * Delivery faults on the edge: the Worker in workerd (scripts/preview-edge.ts, short retries of the
 * e2e environment) sends through a stand-in mail API that fails on purpose. Runs once (chromium
 * project); the server is its own, so its mail API can be told how to fail.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { messageIdOf } from '../../src/lib/outbox/delivery-rules';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { requestPayload, uniqueEmail } from '../support/form-payloads';
import { projectRoot } from '../support/fixture';
import { edgePorts, nodeTestPort } from '../support/ports';
import { startEdgePreview, type EdgePreview } from '../support/edge-preview';
import { edgeRows } from '../support/edge-outbox';

const PERMANENT = 'refused-for-good';
const ports = edgePorts(nodeTestPort());
const base = `http://127.0.0.1:${ports.faults}`;
const stateDir = mkdtempSync(join(tmpdir(), 'studio-edge-faults-'));
let catcher: MailCatcher;
let preview: EdgePreview | undefined;
/** The mail API refuses the marked submissions for good until a test says otherwise. */
let refuseForGood = true;
const HEALTH_TOKEN = 'edge-health-token';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Every mail fails twice (503) and goes through the third time; the marked one is refused (422).
  catcher = await startMailCatcher({
    answer: (mail, attempt) => (mail.text.includes(PERMANENT) && refuseForGood ? 422 : attempt <= 2 ? 503 : 200),
  });
  preview = await startEdgePreview({
    port: ports.faults,
    inspectorPort: ports.faultsInspector,
    stateDir,
    env: { MAIL_API_URL: catcher.url, EDGE_ENV: 'e2e', HEALTH_TOKEN },
  });
});

test.afterAll(async () => {
  preview?.stop();
  await catcher?.close();
});

test('the mail API fails twice, then takes it: every submission delivered exactly once, one Message-ID', async ({
  request,
}) => {
  const emails = [uniqueEmail('flaky-a'), uniqueEmail('flaky-b'), uniqueEmail('flaky-c')];
  for (const email of emails) {
    expect((await request.post(`${base}/api/send-email`, { data: requestPayload({ email }) })).status()).toBe(200);
  }
  const ours = () => edgeRows(stateDir).filter((row) => emails.includes(String(row.payload['email'])));
  await expect.poll(() => ours().map((row) => row.state), { timeout: 60_000 }).toEqual(['sent', 'sent', 'sent']);
  // give a duplicate the time to show up, if there were one
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const row of ours()) {
    const messageId = messageIdOf(row.id, row.message.from);
    const mails = catcher.mails.filter((mail) => mail.messageId === messageId);
    expect(mails, row.id).toHaveLength(1);
    // three requests, each with the submission's one Message-ID as its idempotency key
    expect(catcher.attemptsOf(messageId)).toBe(3);
    expect(row.attempts).toBe(3);
  }
});

test('a permanent refusal: dead after one attempt, on the dead-letter queue, and visible', async ({ request }) => {
  const email = uniqueEmail('refused');
  const data = requestPayload({ email, additionalInfo: PERMANENT });
  expect((await request.post(`${base}/api/send-email`, { data })).status()).toBe(200);
  const row = () => edgeRows(stateDir).find((r) => r.payload['email'] === email);
  await expect.poll(() => row()?.state, { timeout: 60_000 }).toBe('dead');
  expect(row()).toMatchObject({ attempts: 1 });
  expect(row()?.last_error).toContain('422');
  const id = row()?.id ?? '';
  const messageId = messageIdOf(id, row()?.message.from ?? '');
  await expect.poll(() => preview?.output() ?? '', { timeout: 30_000 }).toContain(`Outbox dead-letter queue: ${id}`);
  // The health check reads the outbox at most every few seconds: an answer read just before the row died is kept that long.
  const health = () => request.get(`${base}/api/health`, { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } });
  await expect
    .poll(async () => ((await (await health()).json()) as { status: string }).status, { timeout: 15_000 })
    .toBe('degraded');
  expect((await health()).status()).toBe(200);
  expect(await (await health()).json()).toMatchObject({ status: 'degraded', outbox: { dead: expect.any(Number) } });
  expect(await (await request.get(`${base}/api/health`)).json()).toEqual({ ok: true, status: 'degraded' });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(catcher.attemptsOf(messageId)).toBe(1);
  expect(catcher.mails.some((mail) => mail.messageId === messageId)).toBe(false);
});

test('a dead row revived from the terminal (npm run outbox -- --d1 local ... retry --dead): the cron sweep queues it and it is delivered once', async () => {
  const dead = () => edgeRows(stateDir).filter((row) => row.state === 'dead');
  await expect.poll(() => dead().length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  const ids = dead().map((row) => row.id);
  const outbox = (...args: string[]) =>
    promisify(execFile)(
      process.execPath,
      [join(projectRoot, 'scripts', 'outbox.ts'), '--d1', 'local', '--persist-to', stateDir, '--env', 'e2e', ...args],
      { cwd: projectRoot },
    );
  const listed = await outbox('list');
  for (const id of ids) expect(listed.stdout).toContain(`dead ${id}`);
  expect(listed.stdout).toContain(
    `Requeue with: npm run outbox -- --d1 local --persist-to ${stateDir} --env e2e retry <id>`,
  );

  refuseForGood = false;
  const revived = await outbox('retry', '--dead');
  expect(revived.stdout).toContain(`Requeued ${ids.length} dead submission(s); the next cron sweep`);
  // The cron's sweep, now (wrangler dev --test-scheduled), instead of at the next five minutes.
  expect((await fetch(`${base}/__scheduled?cron=*/5+*+*+*+*`)).status).toBe(200);
  const rows = () => edgeRows(stateDir).filter((row) => ids.includes(row.id));
  await expect.poll(() => rows().map((row) => row.state), { timeout: 60_000 }).toEqual(ids.map(() => 'sent'));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  for (const row of rows()) {
    const messageId = messageIdOf(row.id, row.message.from);
    expect(catcher.mails.filter((mail) => mail.messageId === messageId)).toHaveLength(1);
  }
  expect((await outbox('list')).stdout).toMatch(/dead 0/);
});
