/**
 * Delivery through a real SMTP server started in the test (smtp-server), the received message
 * parsed with postal-mime; the on-disk outbox when the server is down; the retry command.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '@/server/api';
import { retryOutbox } from '@/server/delivery';
import { createSmtpMailer, type SmtpMailer } from '@/server/mailer-smtp';
import type { OutboxRecord } from '@/server/outbox';
import { createFileOutbox } from '@/server/outbox-fs';
import { consultationPayload, requestPayload } from '../support/form-payloads';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

async function startSmtp(): Promise<{ url: string; received: Received[]; stop: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'studio' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://studio:s3cret@127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
const mailers: SmtpMailer[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outbox-test-'));
});
afterEach(async () => {
  for (const mailer of mailers.splice(0)) mailer.close();
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
      const outbox = createFileOutbox(dir);
      const api = createApi({
        outbox,
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

      const sent = await readdir(join(dir, 'sent'));
      expect(sent).toHaveLength(1);
      expect(await readdir(join(dir, 'pending'))).toEqual([]);
      const record = JSON.parse(await readFile(join(dir, 'sent', sent[0] ?? ''), 'utf8')) as OutboxRecord;
      expect(record).toMatchObject({ status: 'sent', attempts: 1, formType: 'consultation' });
    } finally {
      await smtp.stop();
    }
  });

  it('keeps a submission in the on-disk outbox while SMTP is down, and the retry sends it later', async () => {
    const port = await closedPort();
    const outbox = createFileOutbox(dir);
    const api = createApi({ outbox, mailer: mailerFor(`smtp://127.0.0.1:${port}`), logger: quietLogger });
    const res = await post(api, requestPayload());
    expect(res.status).toBe(200);

    const [pending] = await outbox.pending();
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, formType: 'request' });
    expect(pending?.lastError).toMatch(/ECONNREFUSED/);

    const smtp = await startSmtp();
    try {
      const summary = await retryOutbox({
        outbox,
        mailer: mailerFor(smtp.url),
        now: () => new Date(),
        logger: quietLogger,
        minAgeMs: 0,
      });
      expect(summary).toEqual({ sent: [pending?.id], failed: [], skipped: [] });
      expect(await outbox.pending()).toEqual([]);
      const email = await PostalMime.parse(smtp.received[0]?.raw ?? '');
      expect(email.subject).toBe('New Solution Request');
      expect(email.text).toContain('Business name: Acme Ltd');
    } finally {
      await smtp.stop();
    }
  });

  it('`npm run outbox:retry` (scripts/retry-outbox.ts) sends what is pending and reports it', async () => {
    const outbox = createFileOutbox(dir);
    const api = createApi({ outbox, logger: quietLogger }); // no SMTP: stored only
    expect((await post(api, requestPayload())).status).toBe(200);
    expect(await outbox.pending()).toHaveLength(1);

    const script = join(process.cwd(), 'scripts', 'retry-outbox.ts');
    const run = promisify(execFile);
    const env = { ...process.env, OUTBOX_DIR: dir, OUTBOX_RETRY_MIN_AGE_SECONDS: '0' };

    const withoutSmtp = await run(process.execPath, [script], { env: { ...env, SMTP_URL: '' } }).catch(
      (e: unknown) => e,
    );
    expect((withoutSmtp as { code?: number }).code).toBe(1);
    expect((withoutSmtp as { stderr?: string }).stderr).toMatch(/SMTP_URL is not set.*1 submission/s);

    const smtp = await startSmtp();
    try {
      const { stdout } = await run(process.execPath, [script], { env: { ...env, SMTP_URL: smtp.url } });
      expect(stdout).toMatch(/1 sent, 0 failed, 0 skipped/);
      expect(smtp.received).toHaveLength(1);
      expect(await outbox.pending()).toEqual([]);
      expect(await readdir(join(dir, 'sent'))).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });
});
