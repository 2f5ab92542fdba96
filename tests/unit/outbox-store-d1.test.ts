import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createD1Store } from '@/server/submission-store-d1';
import { startTestD1, type TestD1 } from '../support/d1-test-database';
import { later, newSubmission, storeContract, t0 } from '../support/outbox-store-contract';

let d1: TestD1;
beforeAll(async () => {
  d1 = await startTestD1();
}, 180_000);
afterAll(() => d1.dispose());

/** A fresh table for each test: the same database, emptied. */
async function openStore() {
  await d1.db.prepare('DELETE FROM submissions').run();
  return createD1Store(d1.db);
}

storeContract('D1', openStore);

describe('D1: what the queue consumer and the cron sweep add', () => {
  const lease = (token: string, untilS = 120) => ({ token, until: later(untilS) });

  it('claims the row a message names, once, whatever its next attempt time', async () => {
    const store = await openStore();
    await store.insert(newSubmission('a'));
    const claimed = await store.claim('a', t0, lease('c1', 60));
    expect(claimed).toMatchObject({ id: 'a', state: 'sending', attempts: 1 });
    expect(await store.claim('a', later(30), lease('c2'))).toBeUndefined();
    expect(await store.recordFailure('a', 'c1', '451 later', later(600))).toBe(true);
    // the queue's delay is the schedule: the redelivered message may come before next_attempt_at
    expect(await store.claim('a', later(31), lease('c2', 90))).toMatchObject({ attempts: 2 });
    expect(await store.markSent('a', 'c2', later(32))).toBe(true);
    expect(await store.claim('a', later(200), lease('c3'))).toBeUndefined();
    expect(await store.claim('missing', later(200), lease('c3'))).toBeUndefined();
  });

  it('a claim whose consumer died is taken again once its lease lapsed', async () => {
    const store = await openStore();
    await store.insert(newSubmission('a'));
    await store.claim('a', t0, lease('c1', 60));
    expect(await store.claim('a', later(59), lease('c2'))).toBeUndefined();
    expect(await store.claim('a', later(60), lease('c2', 200))).toMatchObject({ attempts: 2 });
    expect(await store.markSent('a', 'c1', later(61))).toBe(false);
  });

  it('lists the stranded rows: due before the cutoff, or sending under a lapsed lease', async () => {
    const store = await openStore();
    await store.insert(newSubmission('due', t0));
    await store.insert(newSubmission('recent', later(100)));
    await store.insert(newSubmission('held', t0), lease('c', 50));
    await store.insert(newSubmission('lapsed', t0), lease('c', 20));
    await store.insert(newSubmission('sent', t0), lease('c', 20));
    await store.markSent('sent', 'c', later(1));
    expect((await store.stranded(later(30), 10)).sort()).toEqual(['due', 'lapsed']);
    expect(await store.stranded(later(30), 1)).toHaveLength(1);
  });
});
