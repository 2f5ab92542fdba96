/**
 * `npm run outbox:retry`: sends every submission still pending in the outbox (OUTBOX_DIR,
 * default .data/outbox) through SMTP_URL, and moves each one that went out to `sent/`.
 * Records touched in the last OUTBOX_RETRY_MIN_AGE_SECONDS (default 120) are left alone, since
 * a running server may still be sending them. Exits 1 when something could not be sent.
 *
 *   SMTP_URL=smtp://user:pass@smtp.example.com:587 npm run outbox:retry
 */
import { resolve } from 'node:path';
import { retryOutbox } from '../src/server/delivery.ts';
import { readServerEnv } from '../src/server/env.ts';
import { createSmtpMailer } from '../src/server/mailer-smtp.ts';
import { createFileOutbox } from '../src/server/outbox-fs.ts';

const config = readServerEnv(process.env);
const outbox = createFileOutbox(resolve(config.outboxDir));
const pending = await outbox.pending();

if (!config.smtpUrl) {
  console.error(
    `SMTP_URL is not set, so nothing can be sent. ${pending.length} submission(s) wait in ${outbox.pendingDir}.\n` +
      'Set SMTP_URL (e.g. smtp://user:pass@smtp.example.com:587) and run `npm run outbox:retry` again.',
  );
  process.exit(pending.length ? 1 : 0);
}

const minAgeSeconds = Number(process.env.OUTBOX_RETRY_MIN_AGE_SECONDS ?? 120);
const mailer = createSmtpMailer(config.smtpUrl);
try {
  const summary = await retryOutbox({
    outbox,
    mailer,
    now: () => new Date(),
    logger: console,
    minAgeMs: Number.isFinite(minAgeSeconds) ? minAgeSeconds * 1000 : 120_000,
  });
  for (const id of summary.sent) console.log(`sent     ${id}`);
  for (const id of summary.failed) console.log(`failed   ${id} (kept in ${outbox.pendingDir})`);
  for (const id of summary.skipped) console.log(`skipped  ${id} (touched less than ${minAgeSeconds}s ago)`);
  console.log(
    `Outbox ${outbox.dir}: ${summary.sent.length} sent, ${summary.failed.length} failed, ${summary.skipped.length} skipped.`,
  );
  process.exitCode = summary.failed.length ? 1 : 0;
} finally {
  mailer.close();
}
