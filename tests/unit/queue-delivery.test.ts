/**
 * The Worker's queue consumer, dead-letter consumer and cron sweep against D1 in workerd (wrangler's
 * platform proxy), with a mailer that fails as told and queue messages that record what became of them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_OUTBOX_POLICY, messageIdOf } from '@/lib/outbox/delivery-rules';
import type { Mailer } from '@/server/delivery';
import {
  deliverQueued,
  receiveDeadLetters,
  sweepStranded,
  type DeadLetter,
  type SubmissionMessage,
} from '@/server/queue-delivery';
import { createD1Store } from '@/server/submission-store-d1';
import type { Queue, QueueMessage } from '@/server/workers-bindings';
import { startTestD1, type TestD1 } from '../support/d1-test-database';
import { later, newSubmission, t0 } from '../support/outbox-store-contract';

let d1: TestD1;
beforeAll(async () => {
  d1 = await startTestD1();
}, 180_000);
afterAll(() => d1.dispose());

const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
// The third failed attempt's next would fall past 150 s from receipt (60 s, 120 s, then 240 s).
const policy = { ...DEFAULT_OUTBOX_POLICY, retryMinS: 60, retryMaxS: 3600, giveUpAfterS: 150 };

function message<Body>(body: Body) {
  const fate: { acked: boolean; retryDelay?: number | undefined } = { acked: false };
  const queued: QueueMessage<Body> = {
    id: 'm',
    body,
    attempts: 1,
    ack: () => {
      fate.acked = true;
    },
    retry: (options) => {
      fate.retryDelay = options?.delaySeconds ?? 0;
    },
  };
  return { queued, fate };
}

function recordingQueue<Body>() {
  const sent: Body[] = [];
  const delays: (number | undefined)[] = [];
  const queue: Queue<Body> = {
    send: async (body, options) => {
      sent.push(body);
      delays.push(options?.delaySeconds);
    },
    sendBatch: async (messages) => void sent.push(...[...messages].map((m) => m.body)),
  };
  return { queue, sent, delays };
}

async function setup(answers: ('ok' | 'transient' | 'permanent')[]) {
  await d1.db.prepare('DELETE FROM submissions').run();
  const store = createD1Store(d1.db);
  const sends: string[] = [];
  const mailer: Mailer = {
    async send(_message, messageId) {
      sends.push(messageId);
      const answer = answers.shift() ?? 'ok';
      if (answer === 'transient') throw Object.assign(new Error('451 try later'), { responseCode: 451 });
      if (answer === 'permanent') throw Object.assign(new Error('554 refused'), { responseCode: 554 });
    },
  };
  const dead = recordingQueue<DeadLetter>();
  const next = recordingQueue<SubmissionMessage>();
  let clock = t0;
  const deps = {
    store,
    mailer,
    deadLetters: dead.queue,
    queue: next.queue,
    policy,
    now: () => clock,
    logger: quiet,
    random: () => 0.5,
  };
  return { store, sends, dead, next, deps, setClock: (at: Date) => (clock = at) };
}

describe('the queue consumer', () => {
  it("a transient failure: recorded, the next attempt is a new message delayed by the backoff (the queue's retries stay for crashes); then sent once, one Message-ID", async () => {
    const { store, sends, next, deps, setClock } = await setup(['transient', 'ok']);
    await store.insert(newSubmission('a'));
    const first = message<SubmissionMessage>({ id: 'a' });
    await deliverQueued(first.queued, deps);
    expect(first.fate).toEqual({ acked: true });
    expect(next.sent).toEqual([{ id: 'a' }]);
    expect(next.delays).toEqual([policy.retryMinS]);
    expect(await store.find('a')).toMatchObject({ state: 'queued', attempts: 1, lastError: '451 try later' });

    setClock(later(60));
    const second = message<SubmissionMessage>({ id: 'a' });
    await deliverQueued(second.queued, deps);
    expect(second.fate.acked).toBe(true);
    expect(await store.find('a')).toMatchObject({ state: 'sent', attempts: 2 });
    // a duplicate message (a sweep, a redelivery) finds it sent and sends nothing
    const duplicate = message<SubmissionMessage>({ id: 'a' });
    await deliverQueued(duplicate.queued, deps);
    expect(duplicate.fate.acked).toBe(true);
    expect(sends).toEqual([
      messageIdOf('a', newSubmission('a').message.from),
      messageIdOf('a', newSubmission('a').message.from),
    ]);
  });

  it('a mail outage of any length: every attempt a new message, none retried by the queue, nothing on the dead-letter queue', async () => {
    const { store, dead, next, deps, setClock } = await setup(Array<'transient'>(20).fill('transient'));
    const patient = { ...deps, policy: { ...policy, giveUpAfterS: 7 * 24 * 3600 } };
    await store.insert(newSubmission('o'));
    for (let i = 0; i < 20; i += 1) {
      setClock(later(i * 3600));
      const m = message<SubmissionMessage>({ id: 'o' });
      await deliverQueued(m.queued, patient);
      expect(m.fate).toEqual({ acked: true });
    }
    expect(next.sent).toHaveLength(20);
    expect(dead.sent).toEqual([]);
    expect(await store.find('o')).toMatchObject({ state: 'queued', attempts: 20 });
  });

  it('a permanent refusal: dead at once, on the dead-letter queue with its reason', async () => {
    const { store, sends, dead, deps } = await setup(['permanent']);
    await store.insert(newSubmission('b'));
    const m = message<SubmissionMessage>({ id: 'b' });
    await deliverQueued(m.queued, deps);
    expect(m.fate.acked).toBe(true);
    expect(await store.find('b')).toMatchObject({ state: 'dead', attempts: 1, lastError: '554 refused' });
    expect(dead.sent).toEqual([{ id: 'b', error: '554 refused' }]);
    expect(sends).toHaveLength(1);
  });

  it('past OUTBOX_GIVE_UP_AFTER_S: dead, on the dead-letter queue', async () => {
    const { store, dead, deps } = await setup(['transient', 'transient', 'transient']);
    await store.insert(newSubmission('c'));
    for (let i = 0; i < 3; i += 1) await deliverQueued(message<SubmissionMessage>({ id: 'c' }).queued, deps);
    expect(await store.find('c')).toMatchObject({ state: 'dead', attempts: 3 });
    expect(dead.sent.map((letter) => letter.id)).toEqual(['c']);
  });

  it('a row another consumer holds is looked at again after a lease; no mailer leaves rows queued', async () => {
    const { store, sends, deps } = await setup([]);
    await store.insert(newSubmission('d'), { token: 'other', until: later(120) });
    const held = message<SubmissionMessage>({ id: 'd' });
    await deliverQueued(held.queued, deps);
    expect(held.fate).toEqual({ acked: false, retryDelay: policy.leaseS });
    await store.insert(newSubmission('e'));
    const unsent = message<SubmissionMessage>({ id: 'e' });
    await deliverQueued(unsent.queued, { ...deps, mailer: undefined });
    expect(unsent.fate.acked).toBe(true);
    expect(await store.find('e')).toMatchObject({ state: 'queued', attempts: 0 });
    expect(sends).toEqual([]);
  });
});

describe('the dead-letter consumer and the sweep', () => {
  it('a message the queue gave up on marks its row dead; one the consumer sent is only logged', async () => {
    const { store, deps } = await setup([]);
    await store.insert(newSubmission('f'));
    const gaveUp = message<DeadLetter>({ id: 'f' });
    const decided = message<DeadLetter>({ id: 'g', error: '554 refused' });
    await receiveDeadLetters({ queue: 'studio-submissions-dead', messages: [gaveUp.queued, decided.queued] }, deps);
    expect(await store.find('f')).toMatchObject({ state: 'dead' });
    expect(gaveUp.fate.acked && decided.fate.acked).toBe(true);
  });

  it('sends the rows whose message was lost to the queue again, not the recent or finished ones', async () => {
    const { store } = await setup([]);
    await store.insert(newSubmission('lost', t0));
    await store.insert(newSubmission('fresh', later(200)));
    await store.insert(newSubmission('crashed', t0), { token: 'x', until: later(30) });
    const { queue, sent } = recordingQueue<SubmissionMessage>();
    const ids = await sweepStranded({ store, queue, now: () => later(240), graceMs: 120_000, logger: quiet });
    expect(ids.sort()).toEqual(['crashed', 'lost']);
    expect(sent.map((m) => m.id).sort()).toEqual(['crashed', 'lost']);
  });
});
