/**
 * Delivery through a real SMTP server started in the test (smtp-server), the received message
 * parsed with postal-mime; the SQLite outbox while the server is down, the delivery loop that sends it
 * later, a permanent refusal and `npm run outbox`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import PostalMime from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OUTBOX_POLICY } from '@/lib/outbox/delivery-rules';
import { createApi } from '@/server/core/api';
import { createSmtpMailer, type SmtpMailer } from '@/server/node/mailer-smtp';
import { createSqliteStore, type SqliteStore } from '@/server/node/submission-store-sqlite';
import { createDeliveryLoop } from '@/server/node/delivery-loop';
import { consultationPayload, requestPayload } from '../../../support/form-payloads';
import { startSmtp } from '../../../support/smtp-server';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const quietLogger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const post = (api: ReturnType<typeof createApi>, body: unknown) =>
  api.request('/api/send-email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

let dir: string;
let store: SqliteStore;
const mailers: SmtpMailer[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
  store = createSqliteStore(join(dir, 'outbox.sqlite'));
});
afterEach(async () => {
  for (const mailer of mailers.splice(0)) mailer.close();
  store.close();
  await rm(dir, { recursive: true, force: true });
});

function mailerFor(url: string): SmtpMailer {
  const mailer = createSmtpMailer(url);
  mailers.push(mailer);
  return mailer;
}

describe('delivery through SMTP', () => {
  it('sends a text and an HTML email to the studio inbox, Reply-To the visitor, every value escaped', async () => {
    const smtp = await startSmtp();
    try {
      const api = createApi({
        outbox: store,
        mailer: mailerFor(smtp.url),
        mail: { to: 'inbox@studio.test', from: 'Nexora Studio website <site@studio.test>' },
        logger: quietLogger,
      });
      const res = await post(
        api,
        consultationPayload({
          name: 'Ada <b>Lovelace</b>\r\nBcc: victim@example.com',
          message: '<script>alert("x")</script>\nSecond line & more',
        }),
      );
      expect(res.status).toBe(200);

      expect(smtp.received).toHaveLength(1);
      const [delivery] = smtp.received;
      expect(delivery?.to).toEqual(['inbox@studio.test']);
      expect(delivery?.from).toBe('site@studio.test');
      expect(delivery?.user).toBe('studio');

      const email = await PostalMime.parse(delivery?.raw ?? '');
      expect(email.subject).toBe('New Consultation Request');
      expect(email.from).toMatchObject({ address: 'site@studio.test', name: 'Nexora Studio website' });
      expect(email.to).toEqual([expect.objectContaining({ address: 'inbox@studio.test' })]);
      expect(email.replyTo).toEqual([
        { address: 'ada@example.com', name: 'Ada <b>Lovelace</b> Bcc: victim@example.com' },
      ]);
      expect(email.headers.some((h) => h.key === 'bcc')).toBe(false);
      expect(email.cc ?? []).toEqual([]);

      expect(email.text).toContain('Name: Ada <b>Lovelace</b> Bcc: victim@example.com\n');
      expect(email.text).toContain('Preferred time: 10:00 AM');
      expect(email.text).toContain('Topic: Business plan: AI Content Calendar');
      expect(email.text).toContain('  <script>alert("x")</script>\n  Second line & more');
      expect(email.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
      expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Second line &amp; more');
      expect(email.html).not.toContain('<script>');
      expect(email.html).not.toContain('<b>Lovelace');

      expect(await store.counts()).toEqual({ queued: 0, sending: 0, sent: 1, dead: 0 });
      const [row] = store.database.prepare('SELECT id, state, attempts, form_type FROM submissions').all();
      expect(row).toMatchObject({ state: 'sent', attempts: 1, form_type: 'consultation' });
      // The submission id is the Message-ID, at the sender's domain.
      expect(email.messageId).toBe(`<${String(row?.['id'])}@studio.test>`);
    } finally {
      await smtp.stop();
    }
  });

  it('keeps a submission in the outbox while SMTP is down; the delivery loop sends it once its wait is over, with the same Message-ID', async () => {
    const port = await closedPort();
    const policy = { ...DEFAULT_OUTBOX_POLICY, retryMinS: 60 };
    let now = new Date();
    const clock = () => now;
    const api = createApi({
      outbox: store,
      policy,
      now: clock,
      mailer: mailerFor(`smtp://127.0.0.1:${port}`),
      logger: quietLogger,
    });
    expect((await post(api, requestPayload())).status).toBe(200);
    const row = await store.find(String(store.database.prepare('SELECT id FROM submissions').get()?.['id']));
    expect(row).toMatchObject({ state: 'queued', attempts: 1, formType: 'request' });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);

    const smtp = await startSmtp();
    try {
      const loop = createDeliveryLoop({
        store,
        mailer: mailerFor(smtp.url),
        policy,
        now: clock,
        logger: quietLogger,
      });
      expect(await loop.drain()).toBe(0); // not due yet
      now = new Date(row!.nextAttemptAt.getTime());
      expect(await loop.drain()).toBe(1);
      expect(await store.find(row!.id)).toMatchObject({ state: 'sent', attempts: 2 });
      expect(smtp.received).toHaveLength(1);
      const email = await PostalMime.parse(smtp.received[0]?.raw ?? '');
      expect(email.messageId).toBe(`<${row!.id}@nexora.studio>`);
      expect(email.subject).toBe('New Solution Request');
      expect(email.text).toContain('Business name: Acme Ltd');
    } finally {
      await smtp.stop();
    }
  });

  it('a 550 makes the submission dead after one attempt; `npm run outbox` lists it and `-- retry <id>` brings it back', async () => {
    let refuse = true;
    const smtp = await startSmtp({ answer: () => (refuse ? 550 : undefined) });
    const run = promisify(execFile);
    const outboxCommand = (...args: string[]) =>
      run(process.execPath, [join(process.cwd(), 'scripts', 'outbox.ts'), ...args], {
        env: { ...process.env, OUTBOX_DB: store.path },
      });
    try {
      const policy = { ...DEFAULT_OUTBOX_POLICY, retryMinS: 0.01, retryMaxS: 0.01 };
      const api = createApi({ outbox: store, policy, mailer: mailerFor(smtp.url), logger: quietLogger });
      expect((await post(api, requestPayload())).status).toBe(200);
      const [dead] = await store.listDead();
      expect(dead).toMatchObject({ state: 'dead', attempts: 1 });
      expect(dead?.lastError).toMatch(/550/);
      const loop = createDeliveryLoop({
        store,
        mailer: mailerFor(smtp.url),
        policy,
        now: () => new Date(),
        logger: quietLogger,
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await loop.drain()).toBe(0); // dead rows are never retried by themselves

      const listed = await outboxCommand();
      expect(listed.stdout).toContain('queued 0  sending 0  sent 0  dead 1');
      expect(listed.stdout).toMatch(new RegExp(`dead ${dead!.id} +request +1 attempt\\(s\\).*550`));
      expect(listed.stderr).not.toMatch(/ExperimentalWarning/);

      refuse = false;
      expect((await outboxCommand('retry', dead!.id)).stdout).toContain(`Requeued ${dead!.id}`);
      expect(await loop.drain()).toBe(1);
      expect(await store.find(dead!.id)).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
      expect(smtp.accepted()).toHaveLength(1);
      expect(smtp.received.map((r) => r.messageId)).toEqual([
        `<${dead!.id}@nexora.studio>`,
        `<${dead!.id}@nexora.studio>`,
      ]);

      const again = await outboxCommand('retry', dead!.id).catch((error: unknown) => error);
      expect(again).toMatchObject({
        code: 1,
        stdout: expect.stringContaining('is sent: nothing to requeue') as string,
      });
      expect((await outboxCommand('retry', '--dead')).stdout).toContain('Requeued 0 dead submission(s)');
      expect(await outboxCommand('nonsense').catch((error: unknown) => error)).toMatchObject({ code: 2 });
    } finally {
      await smtp.stop();
    }
  }, 60_000);
});
