/**
 * Stopping `npm start` however a deployment asks for it (src/server/node/entry.ts, stop-requests.ts,
 * scripts/start.mjs run as `exec node`), with a real SMTP server and sends in flight: the npm PID
 * (a supervisor, systemd KillMode=mixed), the whole process group (systemd's default, Ctrl-C),
 * a second signal during the drain, npm killed outright. Each time: every visitor answered, each
 * lead sent once (also after a restart), the port free, nothing left running.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestPayload } from '../../../support/form-payloads';
import {
  childrenOf,
  healthOf,
  isRunning,
  portInUse,
  postSubmission,
  serverTestbed,
  type ServerProcess,
} from '../../../support/server-process';
import type { TestSmtp } from '../../../support/smtp-server';
import { until } from '../../../support/until';

/** Ports of this test file (the server's, the SMTP server's). */
const PORTS = { server: 42831, smtp: 42841 };
/** How long the mail server takes per message: the sends are in flight when the stop comes. */
const SLOW_SMTP_MS = 2500;

const bed = serverTestbed('server-stop', PORTS);
beforeEach(bed.setUp);
afterEach(bed.tearDown);

const slowSmtp = () => bed.smtp({ delayMs: SLOW_SMTP_MS });

const submit = (server: ServerProcess, name: string) =>
  postSubmission(server, requestPayload({ contactName: name })).then(
    (answer) => answer.status,
    (error: unknown) => `no answer: ${String(error)}`,
  );

/** The Message-IDs the mail server was offered, with how many times each. */
const offers = (smtp: TestSmtp) =>
  smtp.received.reduce<Record<string, number>>((all, message) => {
    const id = message.messageId ?? '?';
    all[id] = (all[id] ?? 0) + 1;
    return all;
  }, {});

/** Starts the server again on the same outbox and checks that nothing is sent a second time. */
async function restartSendsNothingAgain(smtp: TestSmtp, env: Record<string, string>, leads: number) {
  const again = await bed.start({ env });
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect((await healthOf(again)).body).toMatchObject({ outbox: { sent: leads, queued: 0, sending: 0, dead: 0 } });
  expect(Object.values(offers(smtp))).toEqual(Array(leads).fill(1));
  again.child.kill('SIGTERM');
  await again.exited;
}

describe('npm start stops cleanly, however the stop is asked for', () => {
  it('SIGTERM to the npm PID (a supervisor): the server drains its sends in flight, then npm returns with the port free and nothing left running', async () => {
    const smtp = await slowSmtp();
    const env = { SMTP_URL: smtp.url };
    const npm = await bed.start({ env, via: 'npm' });
    const [server] = childrenOf(npm.child.pid!);
    expect(server).toBeDefined();
    const answers = [submit(npm, 'One'), submit(npm, 'Two'), submit(npm, 'Three')];
    await until(() => smtp.received.length === 3, 'three sends in flight', 20_000, npm.output);
    const stoppedAt = Date.now();
    process.kill(npm.child.pid!, 'SIGTERM');
    expect(await Promise.all(answers)).toEqual([200, 200, 200]);
    const { code, at } = await npm.exited;
    expect(code).toBe(0);
    // npm returned only once the server had finished: the sends were answered (2.5 s), not cut.
    expect(at - stoppedAt).toBeGreaterThan(SLOW_SMTP_MS - 1000);
    expect(isRunning(server)).toBe(false);
    expect(await portInUse(PORTS.server)).toBe(false);
    expect(npm.output()).toContain('SIGTERM: stopping');
    await restartSendsNothingAgain(smtp, env, 3);
  }, 120_000);

  it('SIGTERM to the whole group (systemd, Ctrl-C): the server gets it twice, drains once, answers every visitor; each lead is sent once, also after a restart', async () => {
    const smtp = await slowSmtp();
    const env = { SMTP_URL: smtp.url };
    const npm = await bed.start({ env, via: 'npm' });
    const [server] = childrenOf(npm.child.pid!);
    const answers = [submit(npm, 'One'), submit(npm, 'Two'), submit(npm, 'Three')];
    await until(() => smtp.received.length === 3, 'three sends in flight', 20_000, npm.output);
    process.kill(-npm.child.pid!, 'SIGTERM');
    expect(await Promise.all(answers)).toEqual([200, 200, 200]);
    expect((await npm.exited).code).toBe(0);
    expect(isRunning(server)).toBe(false);
    expect(await portInUse(PORTS.server)).toBe(false);
    expect(npm.output().match(/stopping \(at most/g)).toHaveLength(1);
    expect(npm.output()).not.toMatch(/stopped at once/);
    await restartSendsNothingAgain(smtp, env, 3);
  }, 120_000);

  it('a second SIGTERM during the drain does not cut it short; a third stops at once', async () => {
    // A send slow enough to be in flight for both signals, however late a busy machine sees it
    // reach the mail server: the second comes more than a second after the first (closer ones
    // are one request, src/server/node/stop-requests.ts), and the drain allows 10 s.
    const smtp = await bed.smtp({ delayMs: 6000 });
    const env = { SMTP_URL: smtp.url };
    const server = await bed.start({ env });
    const answer = submit(server, 'One');
    await until(() => smtp.received.length === 1, 'a send in flight', 20_000, server.output);
    server.child.kill('SIGTERM');
    await until(() => server.output().includes('SIGTERM: stopping'), 'the first stop taken', 10_000, server.output);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    server.child.kill('SIGTERM');
    expect(await answer).toBe(200);
    expect((await server.exited).code).toBe(0);
    expect(server.output()).toContain('SIGTERM again: still finishing what is in flight');
    await restartSendsNothingAgain(smtp, env, 1);

    const hung = await bed.smtp({ port: PORTS.smtp + 1, answer: () => 'hang' });
    const stuck = await bed.start({ env: { SMTP_URL: hung.url } });
    void submit(stuck, 'Four');
    await until(() => hung.received.length === 1, 'a send that hangs', 20_000, stuck.output);
    for (const wait of [0, 1200, 1200]) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      stuck.child.kill('SIGTERM');
    }
    expect((await stuck.exited).code).toBe(1);
    expect(stuck.output()).toContain('SIGTERM a third time: stopped at once');
  }, 120_000);

  it('npm killed outright (SIGKILL): the server it started notices and stops instead of running on with the old settings', async () => {
    const npm = await bed.start({ via: 'npm' });
    const [server] = childrenOf(npm.child.pid!);
    process.kill(npm.child.pid!, 'SIGKILL');
    await until(() => !isRunning(server), 'the server to stop', 10_000, npm.output);
    await until(async () => !(await portInUse(PORTS.server)), 'the port to be free', 5000);
  }, 60_000);

  it('a busy port is one line, not a stack trace, and the server already there keeps running', async () => {
    const first = await bed.start();
    const second = await bed.start({ readyLine: '' });
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output().trim()).toBe(`Cannot start: port ${PORTS.server} is in use (another server runs there?)`);
    expect((await fetch(`${first.origin}/api/health`)).status).toBe(200);
  }, 60_000);
});
