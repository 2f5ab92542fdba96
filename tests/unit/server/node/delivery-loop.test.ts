import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OUTBOX_POLICY } from '@/lib/outbox/delivery-rules';
import type { Mailer } from '@/server/core/delivery';
import { createSqliteStore, type SqliteStore } from '@/server/node/submission-store-sqlite';
import { createHeldMarks } from '@/server/core/delivery';
import { createDeliveryLoop } from '@/server/node/delivery-loop';
import { createMemoryStore } from '@/server/core/submission-store';
import { createSmtpMailer, type SmtpMailer } from '@/server/node/mailer-smtp';
import { newSubmission } from '../../../support/submission-store-contract';
import { startSmtp, type TestSmtp, type TestSmtpOptions } from '../../../support/smtp-server';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
// Retried after 1 min, then 2 min; the third attempt's next would fall past 4 min from receipt.
const policy = { ...DEFAULT_OUTBOX_POLICY, retryMinS: 60, giveUpAfterS: 240 };

let dir: string;
const stores: SqliteStore[] = [];
const smtps: TestSmtp[] = [];
const mailers: SmtpMailer[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'delivery-loop-'));
});
afterEach(async () => {
  for (const mailer of mailers.splice(0)) mailer.close();
  for (const smtp of smtps.splice(0)) await smtp.stop();
  for (const store of stores.splice(0)) store.close();
  await rm(dir, { recursive: true, force: true });
});

/** A mailer that takes a few milliseconds per message and records each Message-ID it sent. */
function recordingMailer(sent: string[], fail?: (messageId: string) => Error | undefined): Mailer {
  return {
    async send(_message, messageId) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10));
      const error = fail?.(messageId);
      if (error) throw error;
      sent.push(messageId);
    },
  };
}

describe('the delivery loop', () => {
  it('two loops on one database send every row exactly once', async () => {
    const path = join(dir, 'outbox.sqlite');
    const [a, b] = [createSqliteStore(path), createSqliteStore(path)];
    stores.push(a, b);
    for (let i = 0; i < 30; i += 1) await a.insert(newSubmission(`row-${String(i).padStart(2, '0')}`, new Date()));
    const sent: string[] = [];
    const loop = (store: SqliteStore) =>
      createDeliveryLoop({ store, mailer: recordingMailer(sent), policy, now: () => new Date(), logger: quiet });
    const [byA, byB] = await Promise.all([loop(a).drain(), loop(b).drain()]);
    expect(byA + byB).toBe(30);
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    expect(await a.counts()).toEqual({ queued: 0, sending: 0, sent: 30, dead: 0 });
  });

  it('retries a transient failure after its backoff, and gives up once OUTBOX_GIVE_UP_AFTER_S would pass', async () => {
    const store = createMemoryStore();
    let now = new Date('2025-03-04T10:00:00.000Z');
    await store.insert(newSubmission('a', now));
    const sent: string[] = [];
    const mailer = recordingMailer(sent, () => Object.assign(new Error('451 try later'), { responseCode: 451 }));
    const loop = createDeliveryLoop({ store, mailer, policy, now: () => now, logger: quiet, random: () => 0.5 });
    expect(await loop.drain()).toBe(1);
    expect(await store.find('a')).toMatchObject({ state: 'queued', attempts: 1, lastError: '451 try later' });
    expect(await loop.drain()).toBe(0);
    now = new Date('2025-03-04T10:01:00.000Z');
    expect(await loop.drain()).toBe(1);
    expect(await store.find('a')).toMatchObject({ attempts: 2, nextAttemptAt: new Date('2025-03-04T10:03:00.000Z') });
    now = new Date('2025-03-04T10:03:00.000Z');
    expect(await loop.drain()).toBe(1);
    expect(await store.find('a')).toMatchObject({ state: 'dead', attempts: 3 });
    now = new Date('2025-03-05T10:00:00.000Z');
    expect(await loop.drain()).toBe(0);
    expect(sent).toEqual([]);
  });

  it('a crashed send (claimed, never finished) is sent again after its lease, with the same Message-ID', async () => {
    const store = createMemoryStore();
    let now = new Date('2025-03-04T10:00:00.000Z');
    await store.insert(newSubmission('a', now), { token: 'crashed', until: new Date('2025-03-04T10:02:00.000Z') });
    const sent: string[] = [];
    const loop = createDeliveryLoop({ store, mailer: recordingMailer(sent), policy, now: () => now, logger: quiet });
    expect(await loop.drain()).toBe(0);
    now = new Date('2025-03-04T10:02:00.000Z');
    expect(await loop.drain()).toBe(1);
    expect(sent).toEqual(['<a@studio.test>']);
    expect(await store.find('a')).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('stops claiming once stopped, after the send in flight', async () => {
    const store = createMemoryStore();
    for (const id of ['a', 'b', 'c']) await store.insert(newSubmission(id, new Date(0)));
    const sent: string[] = [];
    const loop = createDeliveryLoop({
      store,
      mailer: recordingMailer(sent),
      policy,
      now: () => new Date(),
      logger: quiet,
    });
    loop.start();
    await loop.stop(1000);
    expect(sent.length).toBeLessThanOrEqual(1);
    expect((await store.counts()).sending).toBe(0);
  });
});

describe('a disk too full to mark a send', () => {
  it('a sent lead whose mark is refused is held, marked once the disk takes writes, and never sent again, even after its lease lapsed', async () => {
    const path = join(dir, 'outbox.sqlite');
    const store = createSqliteStore(path);
    stores.push(store);
    let now = new Date('2025-03-04T10:00:00.000Z');
    for (const id of ['a', 'b']) await store.insert(newSubmission(id, now));
    let diskFull = true;
    const marking: SqliteStore = {
      ...store,
      markSent: (id, token, at) =>
        diskFull ? Promise.reject(new Error('database or disk is full')) : store.markSent(id, token, at),
    };
    const sent: string[] = [];
    const held = createHeldMarks();
    const loop = createDeliveryLoop({
      store: marking,
      mailer: recordingMailer(sent),
      policy,
      now: () => now,
      logger: quiet,
      held,
    });
    expect(await loop.drain()).toBe(2);
    expect(sent).toEqual(['<a@studio.test>', '<b@studio.test>']);
    expect([...held.keys()]).toEqual(['a', 'b']);

    // The disk is still full when 'a''s lease lapses: claimed again, it is not sent again.
    now = new Date('2025-03-04T10:03:00.000Z');
    expect(await loop.drain()).toBe(2);
    expect(sent).toHaveLength(2);
    expect(await store.counts()).toMatchObject({ sending: 2, sent: 0 });

    diskFull = false;
    await loop.drain();
    expect(held.size).toBe(0);
    expect(await store.counts()).toMatchObject({ sending: 0, sent: 2 });
    now = new Date('2025-03-04T11:00:00.000Z');
    expect(await loop.drain()).toBe(0);
    expect(sent).toHaveLength(2);
  });
});

describe('the delivery loop, several sends at once, through a real SMTP server', () => {
  /** A mail server taking `delayMs` per message, answering `answer`, and a mailer for it. */
  async function slowMailServer(delayMs: number, answer?: TestSmtpOptions['answer']) {
    const smtp = await startSmtp({ delayMs, ...(answer ? { answer } : {}) });
    smtps.push(smtp);
    const mailer = createSmtpMailer(smtp.url);
    mailers.push(mailer);
    return { smtp, mailer };
  }

  async function outboxWith(rows: number, path = join(dir, 'outbox.sqlite')) {
    const store = createSqliteStore(path);
    stores.push(store);
    for (let i = 0; i < rows; i += 1)
      await store.insert(newSubmission(`row-${String(i).padStart(2, '0')}`, new Date(Date.now() - 1000)));
    return store;
  }

  it('sends the configured number at once, each row exactly once, two servers on one database included', async () => {
    const { smtp, mailer } = await slowMailServer(300);
    const path = join(dir, 'outbox.sqlite');
    const a = await outboxWith(16, path);
    const b = createSqliteStore(path);
    stores.push(b);
    const loop = (store: SqliteStore) =>
      createDeliveryLoop({ store, mailer, policy, now: () => new Date(), logger: quiet, concurrency: 3 });
    const [byA, byB] = await Promise.all([loop(a).drain(), loop(b).drain()]);
    expect(byA + byB).toBe(16);
    const ids = smtp.accepted().map((message) => message.messageId);
    expect(ids).toHaveLength(16);
    expect(new Set(ids).size).toBe(16);
    expect(smtp.received).toHaveLength(16);
    // three lanes in each of the two servers: more than one at a time, never more than six
    expect(smtp.mostAtOnce()).toBeGreaterThan(3);
    expect(smtp.mostAtOnce()).toBeLessThanOrEqual(6);
    expect(await a.counts()).toEqual({ queued: 0, sending: 0, sent: 16, dead: 0 });
  }, 30_000);

  it('with one lane it sends one at a time, as before', async () => {
    const { smtp, mailer } = await slowMailServer(100);
    const store = await outboxWith(4);
    const loop = createDeliveryLoop({ store, mailer, policy, now: () => new Date(), logger: quiet, concurrency: 1 });
    expect(await loop.drain()).toBe(4);
    expect(smtp.mostAtOnce()).toBe(1);
  }, 30_000);

  it('a send that fails in one lane loses nothing and doubles nothing: retried once due, every row delivered once', async () => {
    const failing = new Set<string>();
    let offers = 0;
    const { smtp, mailer } = await slowMailServer(150, (attempt, messageId) => {
      // the first offer of every third message is refused for now (451), the others taken
      const index = offers++;
      if (attempt === 1 && index % 3 === 0) {
        failing.add(messageId ?? '');
        return 451;
      }
      return undefined;
    });
    const store = await outboxWith(12);
    const fast = { ...policy, retryMinS: 0.05, retryMaxS: 0.1 };
    const loop = createDeliveryLoop({
      store,
      mailer,
      policy: fast,
      now: () => new Date(),
      logger: quiet,
      concurrency: 4,
    });
    for (let round = 0; round < 20 && (await store.counts()).sent < 12; round += 1) {
      await loop.drain();
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    expect(await store.counts()).toEqual({ queued: 0, sending: 0, sent: 12, dead: 0 });
    const accepted = smtp.accepted().map((message) => message.messageId);
    expect(accepted).toHaveLength(12);
    expect(new Set(accepted).size).toBe(12);
    expect(failing.size).toBeGreaterThan(0);
    for (const id of failing)
      expect(smtp.received.filter((message) => message.messageId === id).map((m) => m.accepted)).toEqual([false, true]);
    expect(smtp.received).toHaveLength(12 + failing.size);
    expect(smtp.mostAtOnce()).toBeGreaterThan(1);
  }, 60_000);
});
