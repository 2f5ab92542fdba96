/**
 * What every SubmissionStore must do (the port in src/server/core/submission-store.ts), run against
 * each implementation by its test (memory, SQLite, D1 under tests/unit/server/).
 */
import { describe, expect, it } from 'vitest';
import { formPayloadSchema } from './form-schemas';
import { composeEmail } from '@/server/core/email';
import type { NewSubmission, SubmissionStore } from '@/server/core/submission-store';
import { requestPayload } from './form-payloads';

const settings = { to: 'inbox@studio.test', from: 'Site <site@studio.test>', siteName: 'Nexora Studio' };
export const t0 = new Date('2025-03-04T10:00:00.000Z');
export const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

export function newSubmission(id: string, createdAt = t0): NewSubmission {
  const payload = formPayloadSchema.parse(requestPayload());
  return { id, formType: payload.formType, payload, message: composeEmail(payload, settings, createdAt), createdAt };
}

const lease = (token: string, untilS = 120) => ({ token, until: later(untilS) });

export function storeContract(name: string, open: () => Promise<SubmissionStore>): void {
  describe(`${name}: the submissions store`, () => {
    it('stores a submission queued and due at once, with everything it needs to send', async () => {
      const store = await open();
      const row = await store.insert(newSubmission('a'));
      expect(row).toMatchObject({ id: 'a', state: 'queued', attempts: 0, lastError: null, sentAt: null });
      expect(row.nextAttemptAt).toEqual(t0);
      const found = await store.find('a');
      expect(found?.payload).toEqual(newSubmission('a').payload);
      expect(found?.message).toEqual(newSubmission('a').message);
      await expect(store.insert(newSubmission('a'))).rejects.toThrow();
    });

    it('claims each due row once, oldest due first, and a lapsed claim again', async () => {
      const store = await open();
      await store.insert(newSubmission('b'));
      await store.insert(newSubmission('a', later(1)));
      await store.insert(newSubmission('c', later(100)));
      const first = await store.claimDue(later(5), lease('w1', 65));
      const second = await store.claimDue(later(5), lease('w2', 65));
      expect([first?.id, second?.id]).toEqual(['b', 'a']);
      expect(first).toMatchObject({ state: 'sending', attempts: 1 });
      expect(await store.claimDue(later(5), lease('w3'))).toBeUndefined();
      // w1 died: its lease ran out at 65 s, so another worker takes the row.
      const retaken = await store.claimDue(later(66), lease('w3', 200));
      expect(retaken).toMatchObject({ id: 'b', attempts: 2 });
      expect(await store.markSent('b', 'w1', later(67))).toBe(false);
      expect(await store.markSent('b', 'w3', later(67))).toBe(true);
      expect(await store.find('b')).toMatchObject({ state: 'sent', sentAt: later(67) });
    });

    it('knows when the oldest submission still waiting to be sent was received', async () => {
      const store = await open();
      expect(await store.oldestWaiting()).toBeUndefined();
      await store.insert(newSubmission('sent'));
      await store.insert(newSubmission('waiting', later(10)), lease('api', 20));
      await store.insert(newSubmission('queued', later(30)));
      expect(await store.markSent('sent', 'nobody', later(31))).toBe(false);
      const claimed = await store.claimDue(later(31), lease('w'));
      expect(claimed?.id).toBe('sent');
      expect(await store.markSent('sent', 'w', later(32))).toBe(true);
      expect(await store.oldestWaiting()).toEqual(later(10));
      expect(await store.markSent('waiting', 'api', later(33))).toBe(true);
      expect(await store.oldestWaiting()).toEqual(later(30));
    });

    it('a row inserted with a lease is claimed by its writer', async () => {
      const store = await open();
      const row = await store.insert(newSubmission('a'), lease('api', 10));
      expect(row).toMatchObject({ state: 'sending', attempts: 1 });
      expect(await store.claimDue(later(5), lease('w'))).toBeUndefined();
      expect(await store.markSent('a', 'api', later(1))).toBe(true);
      expect(await store.claimDue(later(50), lease('w'))).toBeUndefined();
    });

    it('a failure queues the row for its next attempt; dead rows wait for an operator', async () => {
      const store = await open();
      await store.insert(newSubmission('a'));
      await store.insert(newSubmission('b'));
      await store.claimDue(t0, lease('w'));
      expect(await store.recordFailure('a', 'other', 'x', later(60))).toBe(false);
      expect(await store.recordFailure('a', 'w', '451 later', later(60))).toBe(true);
      expect(await store.find('a')).toMatchObject({ state: 'queued', attempts: 1, lastError: '451 later' });
      await store.claimDue(t0, lease('w'));
      expect(await store.markDead('b', 'w', '550 no such user', later(1))).toBe(true);
      expect(await store.claimDue(later(59), lease('w'))).toBeUndefined();
      expect((await store.claimDue(later(60), lease('w')))?.id).toBe('a');
      expect(await store.counts()).toEqual({ queued: 0, sending: 1, sent: 0, dead: 1 });
      expect((await store.listDead()).map((row) => [row.id, row.lastError])).toEqual([['b', '550 no such user']]);
      expect(await store.requeue('a', later(70))).toBe(false);
      expect(await store.requeue('b', later(70))).toBe(true);
      expect(await store.find('b')).toMatchObject({ state: 'queued', attempts: 0, nextAttemptAt: later(70) });
      expect(await store.requeue('missing', later(70))).toBe(false);
    });

    it('requeues every dead row at once', async () => {
      const store = await open();
      for (const id of ['a', 'b', 'c']) {
        await store.insert(newSubmission(id));
        await store.claimDue(t0, lease('w'));
        await store.markDead(id, 'w', 'gone', t0);
      }
      expect(await store.requeueDead(later(1))).toBe(3);
      expect(await store.counts()).toEqual({ queued: 3, sending: 0, sent: 0, dead: 0 });
      expect(await store.requeueDead(later(1))).toBe(0);
    });

    it('imports rows as they were, skipping ids it has', async () => {
      const store = await open();
      await store.insert(newSubmission('a'));
      const old = {
        ...newSubmission('old'),
        state: 'sent' as const,
        attempts: 2,
        nextAttemptAt: t0,
        lastError: null,
        sentAt: later(3),
      };
      const waiting = { ...old, id: 'waiting', state: 'queued' as const, lastError: 'timeout', sentAt: null };
      const clash = { ...old, id: 'a' };
      expect(await store.import([old, waiting, clash])).toBe(2);
      expect(await store.find('old')).toEqual(old);
      expect(await store.find('waiting')).toEqual(waiting);
      expect(await store.find('a')).toMatchObject({ state: 'queued', attempts: 0 });
      expect(await store.import([old])).toBe(0);
    });
  });
}
