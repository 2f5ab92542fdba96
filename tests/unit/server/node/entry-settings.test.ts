/**
 * Settings checked at start, on the real process: `npm start` (scripts/start.mjs, before any build)
 * and the server entry itself refuse a bad value with one line naming the variable, never a stack,
 * and exit with code 1 without listening anywhere. Every numeric setting's rule is in
 * tests/unit/server/core/env.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverTestbed } from '../../../support/server-process';

/** Ports of this test file (the server's, the SMTP server's); nothing listens on them when all is well. */
const PORTS = { server: 42871, smtp: 42881 };

const bed = serverTestbed('settings', PORTS);
beforeEach(bed.setUp);
afterEach(bed.tearDown);

async function refusal(env: Record<string, string>, via: 'npm' | 'node') {
  const server = await bed.start({ env, via, readyLine: '' });
  const { code } = await server.exited;
  return { code, lines: server.output().trim().split('\n') };
}

describe('a bad setting stops the server at start with one line that names it', () => {
  it.each(['', 'abc', '99999', '-1', '1.5', '0'])(
    'PORT=%j through npm start',
    async (port) => {
      const { code, lines } = await refusal({ PORT: port }, 'npm');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Cannot start: PORT must be a port number from 1 to 65535/);
      expect(code).toBe(1);
    },
    30_000,
  );

  it.each([
    ['PORT', 'abc'],
    ['HOST', ' '],
    ['OUTBOX_CONCURRENCY', '0'],
    ['SHUTDOWN_DRAIN_S', '99999999'],
  ])(
    '%s=%j through the server entry',
    async (name, value) => {
      const { code, lines } = await refusal({ [name]: value }, 'node');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Cannot start: ${name} `));
      expect(code).toBe(1);
    },
    30_000,
  );
});
