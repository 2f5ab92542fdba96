import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OUTBOX_POLICY } from '@/lib/outbox/delivery-rules';
import type { Mailer } from '@/server/delivery';
import { createSqliteStore, type SqliteStore } from '@/server/outbox-sqlite';
import { createHeldMarks } from '@/server/delivery';
import { createOutboxWorker } from '@/server/outbox-worker';
import { createMemoryStore } from '@/server/submission-store';
import { newSubmission } from '../support/outbox-store-contract';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
// Retried after 1 min, then 2 min; the third attempt's next would fall past 4 min from receipt.
const policy = { ...DEFAULT_OUTBOX_POLICY, retryMinS: 60, giveUpAfterS: 240 };

let dir: string;
const stores: SqliteStore[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outbox-worker-'));
});
afterEach(async () => {
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

describe('the outbox worker', () => {
  it('two workers on one database send every row exactly once', async () => {
    const path = join(dir, 'outbox.sqlite');
    const [a, b] = [createSqliteStore(path), createSqliteStore(path)];
    stores.push(a, b);
    for (let i = 0; i < 30; i += 1) await a.insert(newSubmission(`row-${String(i).padStart(2, '0')}`, new Date()));
    const sent: string[] = [];
    const worker = (store: SqliteStore) =>
      createOutboxWorker({ store, mailer: recordingMailer(sent), policy, now: () => new Date(), logger: quiet });
    const [byA, byB] = await Promise.all([worker(a).drain(), worker(b).drain()]);
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
    const worker = createOutboxWorker({ store, mailer, policy, now: () => now, logger: quiet, random: () => 0.5 });
    expect(await worker.drain()).toBe(1);
    expect(await store.find('a')).toMatchObject({ state: 'queued', attempts: 1, lastError: '451 try later' });
    expect(await worker.drain()).toBe(0);
    now = new Date('2025-03-04T10:01:00.000Z');
    expect(await worker.drain()).toBe(1);
    expect(await store.find('a')).toMatchObject({ attempts: 2, nextAttemptAt: new Date('2025-03-04T10:03:00.000Z') });
    now = new Date('2025-03-04T10:03:00.000Z');
    expect(await worker.drain()).toBe(1);
    expect(await store.find('a')).toMatchObject({ state: 'dead', attempts: 3 });
    now = new Date('2025-03-05T10:00:00.000Z');
    expect(await worker.drain()).toBe(0);
    expect(sent).toEqual([]);
  });

  it('a crashed send (claimed, never finished) is sent again after its lease, with the same Message-ID', async () => {
    const store = createMemoryStore();
    let now = new Date('2025-03-04T10:00:00.000Z');
    await store.insert(newSubmission('a', now), { token: 'crashed', until: new Date('2025-03-04T10:02:00.000Z') });
    const sent: string[] = [];
    const worker = createOutboxWorker({ store, mailer: recordingMailer(sent), policy, now: () => now, logger: quiet });
    expect(await worker.drain()).toBe(0);
    now = new Date('2025-03-04T10:02:00.000Z');
    expect(await worker.drain()).toBe(1);
    expect(sent).toEqual(['<a@studio.test>']);
    expect(await store.find('a')).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('stops claiming once stopped, after the send in flight', async () => {
    const store = createMemoryStore();
    for (const id of ['a', 'b', 'c']) await store.insert(newSubmission(id, new Date(0)));
    const sent: string[] = [];
    const worker = createOutboxWorker({
      store,
      mailer: recordingMailer(sent),
      policy,
      now: () => new Date(),
      logger: quiet,
    });
    worker.start();
    await worker.stop(1000);
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
    const worker = createOutboxWorker({
      store: marking,
      mailer: recordingMailer(sent),
      policy,
      now: () => now,
      logger: quiet,
      held,
    });
    expect(await worker.drain()).toBe(2);
    expect(sent).toEqual(['<a@studio.test>', '<b@studio.test>']);
    expect([...held.keys()]).toEqual(['a', 'b']);

    // The disk is still full when 'a''s lease lapses: claimed again, it is not sent again.
    now = new Date('2025-03-04T10:03:00.000Z');
    expect(await worker.drain()).toBe(2);
    expect(sent).toHaveLength(2);
    expect(await store.counts()).toMatchObject({ sending: 2, sent: 0 });

    diskFull = false;
    await worker.drain();
    expect(held.size).toBe(0);
    expect(await store.counts()).toMatchObject({ sending: 0, sent: 2 });
    now = new Date('2025-03-04T11:00:00.000Z');
    expect(await worker.drain()).toBe(0);
    expect(sent).toHaveLength(2);
  });
});
