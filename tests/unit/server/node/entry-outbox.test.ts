/**
 * The outbox as an operator meets it: the real `npm start` server process (src/server/node/entry.ts on
 * the project's Node) against a real SMTP server (smtp-server), nobody running a command, and
 * what a deployment adds around it: a TLS proxy in front, a malformed SMTP_URL, a start on a disk
 * it cannot write. A mail outage and a refused message are in entry-mail-outage.test.ts (a file
 * of their own, so the two run side by side).
 */
import { rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consultationPayload, requestPayload } from '../../../support/form-payloads';
import { healthOf, postSubmission, serverTestbed } from '../../../support/server-process';
import { until } from '../../../support/until';
import type { TestSmtpOptions } from '../../../support/smtp-server';

/** Ports of this test file (the server's, the SMTP server's). */
const PORTS = { server: 42811, smtp: 42821 };
/** Timeouts short enough for a 2 s lease (the server refuses a lease shorter than one send). */
const FAST_SMTP = '?connectionTimeout=400&greetingTimeout=400&socketTimeout=1000';

const bed = serverTestbed('outbox-server', PORTS);
beforeEach(bed.setUp);
afterEach(bed.tearDown);

const smtpServer = (answer: TestSmtpOptions['answer']) => bed.smtp({ answer });
const startServer = (env: Record<string, string>, readyLine?: string) => bed.start({ env, readyLine });

describe('npm start delivers the outbox by itself', () => {
  it('with a mail server that answers 451 to the first two attempts of every message, eight submissions each arrive exactly once, with one Message-ID across their attempts', async () => {
    const smtp = await smtpServer((attempt) => (attempt <= 2 ? 451 : undefined));
    const server = await startServer({ SMTP_URL: smtp.url, OUTBOX_RETRY_MIN_S: '1', OUTBOX_RETRY_MAX_S: '3' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        postSubmission(server, i % 2 ? requestPayload() : consultationPayload({ name: `Visitor ${i}` })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));

    await until(() => smtp.accepted().length >= 8, 'eight accepted messages', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 2500)); // nothing more arrives
    const accepted = smtp.accepted();
    expect(accepted).toHaveLength(8);
    const ids = accepted.map((message) => message.messageId);
    expect(new Set(ids).size).toBe(8);
    for (const id of ids) {
      expect(id).toMatch(/^<\d{8}T\d{9}Z-(consultation|request)-[0-9a-f]{12}@nexora\.studio>$/);
      // Refused twice, accepted the third time: three offers, all with this one Message-ID.
      expect(smtp.received.filter((message) => message.messageId === id).map((message) => message.attempt)).toEqual([
        1, 2, 3,
      ]);
    }
    expect(smtp.received).toHaveLength(24);
    expect((await healthOf(server)).body).toMatchObject({
      ok: true,
      status: 'ok',
      outbox: { queued: 0, sending: 0, sent: 8, dead: 0 },
    });
    expect(server.output()).not.toMatch(/ExperimentalWarning|s3cret/);
  }, 300_000);

  it('killed mid-send (SIGKILL), then started again: the message in flight is delivered once, with its one Message-ID', async () => {
    const smtp = await smtpServer((attempt) => (attempt === 1 ? 'hang' : undefined));
    const env = { SMTP_URL: smtp.url + FAST_SMTP, OUTBOX_LEASE_S: '2' };
    const first = await startServer(env);
    // The visitor's request stores the row, claims it and starts sending; the mail server stalls.
    const answer = postSubmission(first, requestPayload()).catch(() => undefined);
    await until(() => smtp.received.length === 1, 'the first offer', 20_000, first.output);
    first.child.kill('SIGKILL');
    await first.exited;
    await answer;

    const second = await startServer(env);
    await until(() => smtp.accepted().length === 1, 'the message after the restart', 30_000);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.accepted()).toHaveLength(1);
    expect(new Set(smtp.received.map((message) => message.messageId)).size).toBe(1);
    // Health looks at the outbox at most every 5 s: wait for the look after the send.
    await until(
      async () => ((await healthOf(second)).body['outbox'] as { sent: number }).sent === 1,
      'health to count it sent',
      10_000,
    );
    expect((await healthOf(second)).body).toMatchObject({ outbox: { sent: 1, queued: 0, sending: 0 } });
  }, 300_000);

  it('SIGTERM with a slow client still sending: the server waits at most SHUTDOWN_DRAIN_S, then exits', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_S: '1' });
    const socket = connect(PORTS.server, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {});
    // A request whose body never finishes.
    socket.write(
      'POST /api/send-email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"formType":',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await Promise.race([
      server.exited,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still running after 8 s')), 8000)),
    ]);
    socket.destroy();
    expect(code).toBe(0);
    expect(at - stoppedAt).toBeLessThan(5000);
    expect(server.output()).toContain('Stopped after 1 s: closed the connections still open');
  }, 200_000);
});

describe('behind a TLS proxy', () => {
  const visitor = (address: string) => ({ 'X-Forwarded-For': address });

  it('without TRUST_PROXY every visitor is the proxy: one shared limit, and one warning that says what to set', async () => {
    const server = await startServer({ FORM_RATE_LIMIT: '2' });
    const statuses = [];
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      statuses.push((await postSubmission(server, requestPayload(), visitor(address))).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(server.output().match(/TRUST_PROXY is not set/g)).toHaveLength(1);
  }, 60_000);

  it('with TRUST_PROXY=1 each visitor has a limit of their own', async () => {
    const server = await startServer({ FORM_RATE_LIMIT: '2', TRUST_PROXY: '1' });
    const statuses = [];
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.1', '198.51.100.1'])
      statuses.push((await postSubmission(server, requestPayload(), visitor(address))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(server.output()).not.toContain('TRUST_PROXY is not set');
    expect(server.output()).toContain('behind 1 proxy(ies)');
  }, 60_000);
});

describe('settings and the disk at start', () => {
  it('a malformed SMTP_URL stops the start with one line that names it, never its password', async () => {
    for (const url of [
      'smtp://studio:pa/ss-S3CRET@mail.example.com:587',
      'smtp://studio:pa?ss-S3CRET@mail.example.com:587',
      'smtp://studio:pa#ss-S3CRET@mail.example.com:587',
      'smtp:studio:pass-S3CRET@mail.example.com:587',
    ]) {
      const server = await startServer({ SMTP_URL: url }, '');
      expect((await server.exited).code, url).toBe(1);
      const output = server.output();
      expect(output.trim().split('\n'), url).toHaveLength(1);
      expect(output).toMatch(
        /^Cannot start: SMTP_URL must be "smtp:" or "smtps:" then \/\/user:password@host:port .* got a value starting "smtp:" that is not one$/m,
      );
      expect(output).not.toMatch(/S3CRET|ss-|mail\.example/);
    }
  }, 60_000);

  it('an outbox it cannot open at start: the server runs, the API answers 503 with Retry-After, and it opens the outbox once it can', async () => {
    // The outbox's folder is a file: the database cannot be created (as on a full disk).
    const blocked = join(bed.dir, 'blocked');
    await writeFile(blocked, 'not a folder');
    const server = await startServer({ OUTBOX_DB: join(blocked, 'outbox.sqlite') });
    expect((await fetch(`${server.origin}/`)).status).toBeLessThan(500);
    const down = await healthOf(server);
    expect(down).toMatchObject({ status: 503, body: { ok: false, status: 'down' } });
    const refused = await postSubmission(server, requestPayload());
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(server.output()).toMatch(/Outbox: cannot open the database \(the site is served, submissions are refused\)/);

    await rm(blocked);
    await new Promise((resolve) => setTimeout(resolve, 5100));
    expect((await postSubmission(server, requestPayload())).status).toBe(200);
    expect((await healthOf(server)).body).toMatchObject({ status: 'ok', outbox: { queued: 1 } });
  }, 60_000);

  it('a lease shorter than the mail server timeouts together is refused at start', async () => {
    const server = await startServer({ SMTP_URL: 'smtp://studio:s3cret@127.0.0.1:2525', OUTBOX_LEASE_S: '30' }, '');
    expect((await server.exited).code).toBe(1);
    expect(server.output().trim()).toBe(
      "Cannot start: OUTBOX_LEASE_S (30 s) must be longer than the mail server's timeouts together (40 s), or a slow send is sent twice",
    );
  }, 60_000);
});
