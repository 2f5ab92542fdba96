import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forwardedClientAddress } from '@/server/core/api';
import { composeEmail, escapeHtml, safeDisplayName } from '@/server/core/email';
import { readServerEnv } from '@/server/core/env';
import { importOutboxFolder } from '@/server/node/outbox-import';
import { createMemoryStore } from '@/server/core/submission-store';
import { formPayloadSchema } from '@/lib/forms/schemas';
import { consultationPayload, requestPayload } from '../support/form-payloads';

const settings = { to: 'inbox@studio.test', from: 'Site <site@studio.test>', siteName: 'Nexora Studio' };
const at = new Date('2025-03-04T10:15:00.000Z');

function entry() {
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

/** A record as the folder outbox of earlier versions wrote it. */
function folderRecord(id: string, status: 'pending' | 'sent', extra: Record<string, unknown> = {}) {
  const { formType, submission, message } = entry();
  return { id, createdAt: at.toISOString(), formType, status, attempts: 0, message, submission, ...extra };
}

describe('import of the old folder outbox', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-import-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const write = async (folder: string, name: string, content: unknown) => {
    await mkdir(join(dir, folder), { recursive: true });
    await writeFile(join(dir, folder, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  };

  it('keeps every record: pending ones queued with their attempts, sent ones sent, a crash leftover too; the folder stays as it was', async () => {
    const pendingIds = Array.from({ length: 12 }, (_, i) => `20250304T101500000Z-request-p${i}`);
    for (const id of pendingIds) await write('pending', `${id}.json`, folderRecord(id, 'pending'));
    await write('pending', 'failed.json', folderRecord('failed', 'pending', { attempts: 3, lastError: 'timeout' }));
    await write('sent', 'done.json', folderRecord('done', 'sent', { attempts: 1, sentAt: '2025-03-04T10:20:00.000Z' }));
    // A crash after the write, before the rename; one in the middle of a write; sent and still pending.
    await write('pending', 'renamed.json.4242.1741083300000.tmp', folderRecord('renamed', 'pending'));
    await write('pending', 'other.json.4242.1741083300001.tmp', '{"id": "other", "subm');
    await write('sent', 'both.json', folderRecord('both', 'sent', { attempts: 1, sentAt: '2025-03-04T10:21:00.000Z' }));
    await write('pending', 'both.json', folderRecord('both', 'pending'));
    const before = await snapshot(dir);

    const store = createMemoryStore();
    const now = new Date('2025-03-05T08:00:00.000Z');
    const report = await importOutboxFolder(dir, store, now);
    expect(report).toEqual({ found: 16, imported: 16, unreadable: [] });
    expect(await store.counts()).toEqual({ queued: 14, sending: 0, sent: 2, dead: 0 });
    for (const id of [...pendingIds, 'renamed']) {
      expect(await store.find(id)).toMatchObject({ state: 'queued', attempts: 0, nextAttemptAt: now, createdAt: at });
    }
    const failed = await store.find('failed');
    expect(failed).toMatchObject({ state: 'queued', attempts: 3, lastError: 'timeout' });
    expect(failed?.payload).toEqual(entry().submission);
    expect(failed?.message).toEqual(entry().message);
    expect(await store.find('done')).toMatchObject({ state: 'sent', sentAt: new Date('2025-03-04T10:20:00.000Z') });
    expect(await store.find('both')).toMatchObject({ state: 'sent' });

    expect(await snapshot(dir)).toEqual(before);
    expect(await importOutboxFolder(dir, store, now)).toEqual({ found: 16, imported: 0, unreadable: [] });
  });

  it('imports nothing from a folder that does not exist, and lists unreadable records without losing the rest', async () => {
    const store = createMemoryStore();
    expect(await importOutboxFolder(join(dir, 'none'), store, at)).toEqual({ found: 0, imported: 0, unreadable: [] });
    await write('pending', 'broken.json', '{');
    await write('pending', 'fine.json', folderRecord('fine', 'pending'));
    const report = await importOutboxFolder(dir, store, at);
    expect(report).toEqual({ found: 1, imported: 1, unreadable: [join(dir, 'pending', 'broken.json')] });
  });
});

/** Every file under `dir` with its content. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const folder of await readdir(dir)) {
    for (const name of await readdir(join(dir, folder))) {
      files[`${folder}/${name}`] = await readFile(join(dir, folder, name), 'utf8');
    }
  }
  return files;
}

describe('readServerEnv', () => {
  it('has defaults from the site config', () => {
    expect(readServerEnv({})).toEqual({
      outboxDb: '.data/outbox.sqlite',
      outboxDir: '.data/outbox',
      policy: { retryMinS: 60, retryMaxS: 3600, giveUpAfterS: 604_800, leaseS: 120 },
      shutdownDrainMs: 10_000,
      smtpUrl: undefined,
      mailTo: 'hello@nexora.studio',
      mailFrom: 'Nexora Studio website <hello@nexora.studio>',
      rateLimit: { limit: 5, windowMs: 600_000 },
      allowedOrigins: [],
      trustProxy: 0,
      staleAfterMs: 3_600_000,
      healthToken: undefined,
      faults: false,
      notices: [],
    });
  });

  it('reads every variable and rejects nonsense', () => {
    const env = readServerEnv({
      OUTBOX_DIR: '/var/outbox',
      OUTBOX_DB: '/var/outbox.sqlite',
      OUTBOX_RETRY_MIN_S: '0.5',
      OUTBOX_RETRY_MAX_S: '30',
      OUTBOX_GIVE_UP_AFTER_S: '90',
      OUTBOX_LEASE_S: '20',
      OUTBOX_STALE_AFTER_S: '600',
      HEALTH_TOKEN: ' t0ken ',
      SHUTDOWN_DRAIN_S: '2',
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
      outboxDb: '/var/outbox.sqlite',
      policy: { retryMinS: 0.5, retryMaxS: 30, giveUpAfterS: 90, leaseS: 20 },
      shutdownDrainMs: 2000,
      staleAfterMs: 600_000,
      healthToken: 't0ken',
      smtpUrl: 'smtp://u:p@mail:587',
      rateLimit: { limit: 1000, windowMs: 60_000 },
      allowedOrigins: ['https://nexora.studio', 'https://staging.nexora.studio', 'http://localhost:4321'],
      trustProxy: 1,
      faults: true,
    });
    expect(() => readServerEnv({ FORM_RATE_LIMIT: 'lots' })).toThrow(/FORM_RATE_LIMIT/);
    expect(() => readServerEnv({ SITE_URL: 'nexora' })).toThrow(/SITE_URL/);
    expect(() => readServerEnv({ OUTBOX_RETRY_MIN_S: '0' })).toThrow(/OUTBOX_RETRY_MIN_S/);
    expect(() => readServerEnv({ OUTBOX_GIVE_UP_AFTER_S: '-1' })).toThrow(/OUTBOX_GIVE_UP_AFTER_S/);
    expect(readServerEnv({ OUTBOX_MAX_ATTEMPTS: '3' }).notices).toEqual([
      expect.stringMatching(/OUTBOX_MAX_ATTEMPTS is no longer read.*OUTBOX_GIVE_UP_AFTER_S/),
    ]);
  });

  it('a malformed URL is named without its credentials', () => {
    const messageOf = (env: Record<string, string | undefined>) => {
      try {
        readServerEnv(env);
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    for (const env of [
      { SMTP_URL: 'smtp://studio:hunter2@mail.example.com:notaport' },
      { SMTP_URL: 'mail://studio:hunter2@mail.example.com' },
      { SITE_URL: 'https://studio:hunter2@[bad' },
      // a "/", "?" or "#" in the password, or no "//": the password would be read as the host
      { SMTP_URL: 'smtp://studio:hun/ter2@mail.example.com:587' },
      { SMTP_URL: 'smtp://studio:hun?ter2@mail.example.com:587' },
      { SMTP_URL: 'smtp://studio:hun#ter2@mail.example.com:587' },
      { SMTP_URL: 'smtp://studio:4321/hunter2@mail.example.com:587' },
      { SMTP_URL: 'smtp:studio:hunter2@mail.example.com:587' },
    ]) {
      const message = messageOf(env);
      expect(message, JSON.stringify(env)).toMatch(
        /^(SMTP_URL|SITE_URL) must be .*got a value starting "(smtp|mail|https):"/,
      );
      expect(message).not.toContain('hunter2');
      expect(message).not.toContain('hun');
      expect(message).not.toContain('studio:');
      expect(message).not.toContain('mail.example.com');
    }
    expect(messageOf({ SMTP_URL: 'smtp://studio:hun%2Fter2@mail.example.com:587' })).toBe('no error');
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
