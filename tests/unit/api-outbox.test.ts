import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi, forwardedClientAddress } from '@/server/api';
import { retryOutbox, type Mailer } from '@/server/delivery';
import { composeEmail, escapeHtml, safeDisplayName } from '@/server/email';
import { readServerEnv } from '@/server/env';
import { createMemoryOutbox, type NewOutboxEntry } from '@/server/outbox';
import { createFileOutbox } from '@/server/outbox-fs';
import { formPayloadSchema } from '@/lib/forms/schemas';
import { consultationPayload, requestPayload } from '../support/form-payloads';

const settings = { to: 'inbox@studio.test', from: 'Site <site@studio.test>', siteName: 'Nexora Studio' };
const at = new Date('2025-03-04T10:15:00.000Z');

function entry(): NewOutboxEntry {
  const submission = formPayloadSchema.parse(requestPayload());
  return { formType: submission.formType, submission, message: composeEmail(submission, settings, at) };
}

describe('composeEmail', () => {
  it('labels every answer, shows option labels and marks empty ones', () => {
    const message = composeEmail(formPayloadSchema.parse(requestPayload({ phone: '' })), settings, at);
    expect(message.subject).toBe('New Solution Request');
    expect(message.replyTo).toEqual({ name: 'Grace Hopper', address: 'grace@acme.io' });
    expect(message.text).toContain('Business type: Small Business');
    expect(message.text).toContain('Timeline: 1 to 3 months');
    expect(message.text).toContain('Phone: Not provided');
    expect(message.text).toContain('Additional information: Not provided');
    expect(message.text).toContain('Terms accepted: Yes');
    expect(message.text).toContain('Sent from the Nexora Studio website on 2025-03-04T10:15:00.000Z');
    expect(message.html).toContain('<th scope="row"');
  });

  it('uses the fixed subject whatever the visitor typed', () => {
    const message = composeEmail(formPayloadSchema.parse(consultationPayload({ name: 'Subject: Win' })), settings, at);
    expect(message.subject).toBe('New Consultation Request');
  });

  it('a line break of any kind in a long answer stays inside its answer in the plain text', () => {
    const forged = 'Email: forged@evil.example';
    for (const separator of ['\r', '\r\n', '\u2028', '\u2029']) {
      const payload = formPayloadSchema.parse(requestPayload({ projectDescription: `hi${separator}${forged}` }));
      const { text, html } = composeEmail(payload, settings, at);
      const lines = text.split(/\r\n|\r|\n|\u2028|\u2029/);
      expect(lines, JSON.stringify(separator)).not.toContain(forged);
      expect(lines).toContain(`  ${forged}`);
      expect(html).toContain(`hi<br>${forged}`);
    }
  });

  it('escapes HTML and strips control characters from names', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(safeDisplayName('Ada\r\nBcc: x@y.z\u0000')).toBe('Ada Bcc: x@y.z');
  });
});

describe('on-disk outbox', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-fs-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one JSON file per submission under pending/, then moves it to sent/', async () => {
    const outbox = createFileOutbox(join(dir, 'nested', 'outbox'));
    const record = await outbox.add(entry(), at);
    expect(record.id).toMatch(/^20250304T101500000Z-request-[0-9a-f]{8}$/);
    const files = await readdir(outbox.pendingDir);
    expect(files).toEqual([`${record.id}.json`]);
    const stored = JSON.parse(await readFile(join(outbox.pendingDir, files[0] ?? ''), 'utf8'));
    expect(stored).toMatchObject({
      id: record.id,
      status: 'pending',
      attempts: 0,
      submission: { businessName: 'Acme Ltd' },
    });

    await outbox.markFailed(record.id, 'timeout', new Date('2025-03-04T10:16:00Z'));
    expect((await outbox.pending())[0]).toMatchObject({ attempts: 1, lastError: 'timeout' });

    await outbox.markSent(record.id, new Date('2025-03-04T10:20:00Z'));
    expect(await outbox.pending()).toEqual([]);
    const sent = JSON.parse(await readFile(join(outbox.sentDir, `${record.id}.json`), 'utf8'));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, sentAt: '2025-03-04T10:20:00.000Z' });
    expect(sent.lastError).toBeUndefined();
  });

  it('lists nothing when the folder does not exist yet, and skips unreadable files', async () => {
    const outbox = createFileOutbox(join(dir, 'none'));
    expect(await outbox.pending()).toEqual([]);
    const real = createFileOutbox(dir);
    await real.add(entry(), at);
    await writeFile(join(real.pendingDir, 'broken.json'), '{', 'utf8');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await real.pending()).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('at start, finishes a record a crash left under its temporary name and removes half-written ones', async () => {
    const outbox = createFileOutbox(dir);
    const record = await outbox.add(entry(), at);
    const complete = await readFile(join(outbox.pendingDir, `${record.id}.json`), 'utf8');
    // A crash after the write, before the rename; and one in the middle of a write.
    await rm(join(outbox.pendingDir, `${record.id}.json`));
    await writeFile(join(outbox.pendingDir, `${record.id}.json.4242.1741083300000.tmp`), complete);
    await writeFile(join(outbox.pendingDir, 'other.json.4242.1741083300001.tmp'), '{"id": "other", "subm');

    const report = await outbox.recover();
    expect(report.finished).toEqual([join(outbox.pendingDir, `${record.id}.json`)]);
    expect(report.removed).toHaveLength(1);
    expect((await readdir(outbox.pendingDir)).sort()).toEqual([`${record.id}.json`]);
    expect((await outbox.pending()).map((r) => r.id)).toEqual([record.id]);
    expect(await outbox.recover()).toEqual({ finished: [], removed: [] });
  });

  it('says whether it can store a submission; the health check answers 503 when it cannot', async () => {
    expect(await createFileOutbox(join(dir, 'fine')).writable()).toBe(true);
    await writeFile(join(dir, 'a-file'), '');
    const blocked = createFileOutbox(join(dir, 'a-file', 'outbox'));
    expect(await blocked.writable()).toBe(false);
    const health = await createApi({ outbox: blocked }).request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ ok: false });
    expect((await createApi({ outbox: createFileOutbox(join(dir, 'fine')) }).request('/api/health')).status).toBe(200);
  });
});

describe('retryOutbox', () => {
  it('sends old pending records, leaves recent ones and keeps failures', async () => {
    const outbox = createMemoryOutbox();
    const old = await outbox.add(entry(), new Date('2025-03-04T10:00:00Z'));
    const failing = await outbox.add(entry(), new Date('2025-03-04T10:01:00Z'));
    const recent = await outbox.add(entry(), new Date('2025-03-04T10:09:30Z'));
    const mailer: Mailer = {
      send: vi.fn(async (message) => {
        if (message === failing.message) throw new Error('550 mailbox unavailable');
      }),
    };
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const summary = await retryOutbox({
      outbox,
      mailer,
      logger,
      now: () => new Date('2025-03-04T10:10:00Z'),
      minAgeMs: 120_000,
    });
    expect(summary).toEqual({ sent: [old.id], failed: [failing.id], skipped: [recent.id] });
    expect((await outbox.pending()).map((r) => r.id)).toEqual([failing.id, recent.id]);
    expect((await outbox.pending())[0]?.lastError).toBe('550 mailbox unavailable');
  });
});

describe('readServerEnv', () => {
  it('has defaults from the site config', () => {
    expect(readServerEnv({})).toEqual({
      outboxDir: '.data/outbox',
      smtpUrl: undefined,
      mailTo: 'hello@nexora.studio',
      mailFrom: 'Nexora Studio website <hello@nexora.studio>',
      rateLimit: { limit: 5, windowMs: 600_000 },
      allowedOrigins: [],
      trustProxy: 0,
      faults: false,
    });
  });

  it('reads every variable and rejects nonsense', () => {
    const env = readServerEnv({
      OUTBOX_DIR: '/var/outbox',
      SMTP_URL: 'smtp://u:p@mail:587',
      MAIL_TO: 'team@x.io',
      MAIL_FROM: 'Web <web@x.io>',
      FORM_RATE_LIMIT: '1000',
      FORM_RATE_WINDOW_SECONDS: '60',
      SITE_URL: 'https://nexora.studio/',
      ALLOWED_ORIGINS: 'https://staging.nexora.studio, http://localhost:4321',
      TRUST_PROXY: '1',
      E2E_FAULTS: '1',
    });
    expect(env).toMatchObject({
      outboxDir: '/var/outbox',
      smtpUrl: 'smtp://u:p@mail:587',
      rateLimit: { limit: 1000, windowMs: 60_000 },
      allowedOrigins: ['https://nexora.studio', 'https://staging.nexora.studio', 'http://localhost:4321'],
      trustProxy: 1,
      faults: true,
    });
    expect(() => readServerEnv({ FORM_RATE_LIMIT: 'lots' })).toThrow(/FORM_RATE_LIMIT/);
    expect(() => readServerEnv({ SITE_URL: 'nexora' })).toThrow(/SITE_URL/);
  });

  it('TRUST_PROXY is a number of proxies in front of the server', () => {
    const hops = (TRUST_PROXY: string | undefined) => readServerEnv({ TRUST_PROXY }).trustProxy;
    expect([hops(undefined), hops(''), hops('0'), hops('false')]).toEqual([0, 0, 0, 0]);
    expect([hops('1'), hops('true'), hops('2')]).toEqual([1, 1, 2]);
    expect(() => hops('yes')).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address behind proxies', () => {
  it('is the entry the outermost trusted proxy appended, never one the client wrote', () => {
    // client -> proxy A -> proxy B -> server; the client sent "1.1.1.1" itself.
    const header = '1.1.1.1, 198.51.100.4, 10.0.0.2';
    expect(forwardedClientAddress(header, 1)).toBe('10.0.0.2');
    expect(forwardedClientAddress(header, 2)).toBe('198.51.100.4');
    expect(forwardedClientAddress('198.51.100.4', 2)).toBeUndefined();
    expect(forwardedClientAddress(undefined, 1)).toBeUndefined();
    expect(forwardedClientAddress(header, 0)).toBeUndefined();
  });
});
