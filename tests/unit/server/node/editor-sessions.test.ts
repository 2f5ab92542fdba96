import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/server/node/editor/sessions';

const limits = { idleMs: 1_000, absoluteMs: 5_000 };

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('editor sessions', () => {
  it('signs a token in, renews its idle time on use, and ends it when idle', () => {
    const time = clock();
    const store = sessionStore(limits, time.now);
    const stamps = { 'ada@example.com': 's1' } as Record<string, string>;
    const token = store.open('ada@example.com', 's1');
    expect(token).toMatch(/^[\w-]{43}$/);
    for (let i = 0; i < 3; i++) {
      time.advance(900);
      expect(store.check(token, (email) => stamps[email])).toBe('ada@example.com');
    }
    time.advance(1_000);
    expect(store.check(token, (email) => stamps[email])).toBeNull();
  });

  it('ends a busy session at the absolute limit', () => {
    const time = clock();
    const store = sessionStore(limits, time.now);
    const token = store.open('ada@example.com', 's1');
    for (let i = 0; i < 5; i++) {
      time.advance(999);
      expect(store.check(token, () => 's1')).toBe('ada@example.com');
    }
    time.advance(5);
    expect(store.check(token, () => 's1')).toBeNull();
  });

  it("ends every session of an account whose stamp changed, or which is gone, and no other's", () => {
    const store = sessionStore(limits, clock().now);
    const stamps: Record<string, string | undefined> = { 'ada@example.com': 's1', 'bob@example.com': 'b1' };
    const ada = [store.open('ada@example.com', 's1'), store.open('ada@example.com', 's1')];
    const bob = store.open('bob@example.com', 'b1');
    stamps['ada@example.com'] = 's2';
    for (const token of ada) expect(store.check(token, (email) => stamps[email])).toBeNull();
    expect(store.check(bob, (email) => stamps[email])).toBe('bob@example.com');
    delete stamps['bob@example.com'];
    expect(store.check(bob, (email) => stamps[email])).toBeNull();
  });

  it('knows only the tokens it made, and forgets one signed out', () => {
    const store = sessionStore(limits, clock().now);
    const token = store.open('ada@example.com', 's1');
    // Another token: its last character changed (to one it is not already).
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(forged).not.toBe(token);
    expect(store.check(forged, () => 's1')).toBeNull();
    expect(store.check('', () => 's1')).toBeNull();
    store.close(token);
    expect(store.check(token, () => 's1')).toBeNull();
  });
});
