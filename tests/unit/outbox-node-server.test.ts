/**
 * The outbox as an operator meets it: the real `npm start` server process (src/server/node.ts on
 * the project's Node) against a real SMTP server (smtp-server), nobody running a command.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consultationPayload, requestPayload } from '../support/form-payloads';
import { startSmtp, type TestSmtp, type TestSmtpOptions } from '../support/smtp-server';

/** Ports of this test file (the server's, the SMTP server's). */
const PORTS = { server: 42811, smtp: 42821 };

interface RunningServer {
  child: ChildProcess;
  origin: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

let dir: string;
const children: ChildProcess[] = [];
const smtps: TestSmtp[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'outbox-server-'));
});
afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const smtp of smtps.splice(0)) await smtp.stop();
  await rm(dir, { recursive: true, force: true });
});

async function smtpServer(answer: TestSmtpOptions['answer']): Promise<TestSmtp> {
  const smtp = await startSmtp({ port: PORTS.smtp, answer });
  smtps.push(smtp);
  return smtp;
}

async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(process.cwd(), 'src', 'server', 'node.ts')], {
    env: {
      ...process.env,
      PORT: String(PORTS.server),
      HOST: '127.0.0.1',
      OUTBOX_DB: join(dir, 'outbox.sqlite'),
      OUTBOX_DIR: join(dir, 'outbox'),
      FORM_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const started = Date.now();
  while (!output.includes('Studio site and form API on')) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${output}`);
    if (Date.now() - started > 120_000) throw new Error(`The server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, origin: `http://127.0.0.1:${PORTS.server}`, output: () => output, exited };
}

const post = (origin: string, body: unknown) =>
  fetch(`${origin}/api/send-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function until(check: () => boolean, timeoutMs: number, what: string, detail?: () => string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`Timed out waiting for ${what}${detail ? `: ${detail()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm start delivers the outbox by itself', () => {
  it('with a mail server that answers 451 to the first two attempts of every message, eight submissions each arrive exactly once, with one Message-ID across their attempts', async () => {
    const smtp = await smtpServer((attempt) => (attempt <= 2 ? 451 : undefined));
    const server = await startServer({ SMTP_URL: smtp.url, OUTBOX_RETRY_MIN_S: '1', OUTBOX_RETRY_MAX_S: '3' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(server.origin, i % 2 ? requestPayload() : consultationPayload({ name: `Visitor ${i}` })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));

    await until(() => smtp.accepted().length >= 8, 60_000, 'eight accepted messages');
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
    const health = await fetch(`${server.origin}/api/health`);
    expect(await health.json()).toEqual({ ok: true, outbox: { queued: 0, sending: 0, sent: 8, dead: 0 } });
    expect(server.output()).not.toMatch(/ExperimentalWarning|s3cret/);
  }, 300_000);

  it('killed mid-send (SIGKILL), then started again: the message in flight is delivered once, with its one Message-ID', async () => {
    const smtp = await smtpServer((attempt) => (attempt === 1 ? 'hang' : undefined));
    const env = { SMTP_URL: smtp.url, OUTBOX_LEASE_S: '2' };
    const first = await startServer(env);
    // The visitor's request stores the row, claims it and starts sending; the mail server stalls.
    const answer = post(first.origin, requestPayload()).catch(() => undefined);
    await until(() => smtp.received.length === 1, 20_000, 'the first offer', first.output);
    first.child.kill('SIGKILL');
    await first.exited;
    await answer;

    const second = await startServer(env);
    await until(() => smtp.accepted().length === 1, 30_000, 'the message after the restart');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.accepted()).toHaveLength(1);
    expect(new Set(smtp.received.map((message) => message.messageId)).size).toBe(1);
    const health = await fetch(`${second.origin}/api/health`);
    expect(await health.json()).toMatchObject({ outbox: { sent: 1, queued: 0, sending: 0 } });
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
