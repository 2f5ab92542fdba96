/**
 * The intake of field beacons (src/server/core/vitals-intake.ts): beacons written in batches,
 * never one write per beacon; what waits written on close; a write that fails counted.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VITALS_LIMITS } from '@/server/core/env';
import { createVitalsIntake } from '@/server/core/vitals-intake';
import { createMemoryVitalsStore, type VitalsBatch } from '@/server/core/vitals-store';
import { lcp } from '../../../support/vitals-store-contract';

const day = '2026-11-28';
const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const sample = (value: number) => ({ ...lcp(value), day });

afterEach(() => {
  vi.useRealTimers();
});

describe('the vitals intake', () => {
  it('writes the beacons of a second in one batch, and a full batch at once', async () => {
    vi.useFakeTimers();
    const store = createMemoryVitalsStore();
    const writes: VitalsBatch[] = [];
    const record = store.record.bind(store);
    store.record = async (batch) => {
      writes.push(batch);
      await record(batch);
    };
    const intake = createVitalsIntake({
      store,
      limits: { ...DEFAULT_VITALS_LIMITS, batchBeacons: 100, flushMs: 1000 },
      logger: logger(),
      now: () => new Date(`${day}T10:00:00Z`),
    });
    for (let i = 0; i < 99; i += 1)
      expect((await intake.offer(`c${i}`, [sample(1000)], [], day)).outcome).toBe('stored');
    // Nothing written on the request path.
    expect(writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes).toHaveLength(1);
    expect(writes[0]?.buckets).toEqual([expect.objectContaining({ count: 99 })]);
    expect(writes[0]?.outcomes).toEqual([{ day, outcome: 'stored', beacons: 99 }]);
    // The hundredth of a batch writes it without waiting for the second.
    for (let i = 0; i < 100; i += 1) await intake.offer(`d${i}`, [sample(2000)], [], day);
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toHaveLength(2);
    await intake.offer('e', [sample(3000)], [], day);
    await intake.close();
    expect(writes).toHaveLength(3);
    expect(store.outcomes).toEqual([{ day, outcome: 'stored', beacons: 200 }]);
  });

  it('a failed write loses its beacons, counted as such, and keeps the refusals counted with them', async () => {
    const store = createMemoryVitalsStore();
    const record = store.record.bind(store);
    let fail = true;
    store.record = (batch) => (fail ? Promise.reject(new Error('SQLITE_FULL')) : record(batch));
    const intake = createVitalsIntake({
      store,
      limits: { ...DEFAULT_VITALS_LIMITS, batchBeacons: 10, clientDailyBeacons: 1 },
      logger: logger(),
      now: () => new Date(`${day}T10:00:00Z`),
    });
    await intake.offer('a', [sample(1000)], [], day);
    expect((await intake.offer('a', [sample(1000)], [], day)).outcome).toBe('client-cap');
    expect(await intake.flush()).toBe(false);
    fail = false;
    await intake.close();
    expect(store.buckets).toEqual([]);
    expect(store.outcomes).toEqual([
      { day, outcome: 'store-failed', beacons: 1 },
      { day, outcome: 'client-cap', beacons: 1 },
    ]);
  });
});
