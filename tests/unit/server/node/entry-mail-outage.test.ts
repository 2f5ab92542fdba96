/**
 * A mail outage as an operator meets it: the real `npm start` server process
 * (src/server/node/entry.ts on the project's Node) with its SMTP server unreachable for longer
 * than a night's attempts, then back; and a message the mail server refuses for good (550),
 * revived with `npm run outbox -- retry --dead`. The rest of the outbox's life in the real
 * process is in entry-outbox.test.ts; this file runs beside it (its own ports).
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteStore } from '@/server/node/submission-store-sqlite';
import { consultationPayload, requestPayload } from '../../../support/form-payloads';
import { healthOf, postSubmission, serverTestbed } from '../../../support/server-process';
import { until } from '../../../support/until';
import type { TestSmtpOptions } from '../../../support/smtp-server';

/** Ports of this test file (the server's, the SMTP server's). */
const PORTS = { server: 42851, smtp: 42861 };

const bed = serverTestbed('outage-server', PORTS);
beforeEach(bed.setUp);
afterEach(bed.tearDown);

const smtpServer = (answer: TestSmtpOptions['answer']) => bed.smtp({ answer });
const startServer = (env: Record<string, string>) => bed.start({ env });

describe('a mail outage and a refused message', () => {
  it('an outage far longer than the old attempt limit: nothing dies, health is degraded meanwhile (logged once), and every lead arrives once when the server is back', async () => {
    const env = {
      SMTP_URL: `smtp://studio:s3cret@127.0.0.1:${PORTS.smtp}`,
      OUTBOX_RETRY_MIN_S: '0.1',
      OUTBOX_RETRY_MAX_S: '0.3',
      OUTBOX_STALE_AFTER_S: '2',
    };
    const server = await startServer(env);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => postSubmission(server, consultationPayload({ name: `Visitor ${i}` }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // The mail server is unreachable: every attempt is refused at the connection.
    const outbox = createSqliteStore(join(bed.dir, 'outbox.sqlite'));
    const leastAttempts = () =>
      Number(outbox.database.prepare('SELECT MIN(attempts) AS n FROM submissions').get()?.['n'] ?? 0);
    await until(() => leastAttempts() > 12, 'more attempts than OUTBOX_MAX_ATTEMPTS used to allow', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 5100)); // past the health interval and the stale time
    const during = await healthOf(server);
    expect(during.status).toBe(200);
    expect(during.body).toMatchObject({ status: 'degraded', outbox: { dead: 0, sent: 0 } });
    expect(String((during.body['reasons'] as string[])[0])).toMatch(/waited \d+ min to be sent/);
    expect(await (await fetch(`${server.origin}/api/health`)).json()).toEqual({ ok: true, status: 'degraded' });

    const smtp = await smtpServer(() => undefined);
    await until(() => smtp.accepted().length === 4, 'the four leads', 30_000, server.output);
    await new Promise((resolve) => setTimeout(resolve, 5100));
    expect(smtp.received).toHaveLength(4);
    expect(new Set(smtp.received.map((message) => message.messageId)).size).toBe(4);
    expect((await healthOf(server)).body).toMatchObject({ status: 'ok', outbox: { sent: 4, dead: 0, queued: 0 } });
    expect(server.output().match(/Outbox health: degraded/g)).toHaveLength(1);
    expect(server.output()).toContain('Outbox health: ok again (was degraded)');
    expect(server.output()).not.toContain('s3cret');
    outbox.close();
  }, 180_000);

  it('a 550 makes the lead dead and health degraded at once; `npm run outbox -- retry --dead` revives it, the delivery loop sends it, health clears', async () => {
    const smtp = await smtpServer((attempt) => (attempt === 1 ? 550 : undefined));
    const server = await startServer({ SMTP_URL: smtp.url });
    expect((await postSubmission(server, requestPayload())).status).toBe(200);
    await until(() => smtp.received.length === 1, 'the refused offer', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 5100));
    const dead = await healthOf(server);
    expect(dead).toMatchObject({ status: 200, body: { status: 'degraded', outbox: { dead: 1 } } });
    expect(server.output()).toMatch(/Outbox health: degraded \(was ok\): 1 submission could not be delivered/);

    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(process.cwd(), 'scripts', 'outbox.ts'), 'retry', '--dead'],
      {
        env: { ...process.env, OUTBOX_DB: join(bed.dir, 'outbox.sqlite') },
      },
    );
    expect(stdout).toContain('Requeued 1 dead submission(s)');
    await until(() => smtp.accepted().length === 1, 'the revived lead', 20_000, server.output);
    await new Promise((resolve) => setTimeout(resolve, 5100));
    expect((await healthOf(server)).body).toMatchObject({ status: 'ok', outbox: { sent: 1, dead: 0 } });
    expect(smtp.received).toHaveLength(2);
  }, 120_000);
});
