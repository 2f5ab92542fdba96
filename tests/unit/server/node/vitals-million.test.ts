/**
 * The fold and the report over a million rows, in the real `npm start` server process: a million
 * raw rows an earlier version left in the outbox's file are folded at start while a million
 * bucket counts are read for GET /api/report, and meanwhile `/` answers every time within 100 ms
 * (both read and write in slices, yielding between them).
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillBucketRows, fillRawRows } from '../../../../scripts/bench/vitals-fill';
import { serverTestbed } from '../../../support/server-process';

/** Ports of this test file (the server's, the SMTP server's). */
const PORTS = { server: 43191, smtp: 43201 };
const ROWS = 1_000_000;
const TOKEN = 'million-report';

const bed = serverTestbed('vitals-million', PORTS);
beforeEach(bed.setUp);
afterEach(bed.tearDown);

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/**
 * Minutes of work on two cores, so not part of `npm test`: `VITALS_MILLION=1 npx vitest run
 * tests/unit/server/node/vitals-million.test.ts` runs it (docs/quality-gates.md).
 */
describe.runIf(process.env['VITALS_MILLION'] === '1')('a million rows', () => {
  it('are folded and reported while `/` answers within 100 ms', async () => {
    const env = { REPORT_TOKEN: TOKEN };
    let server = await bed.start({ env });
    server.child.kill('SIGTERM');
    await server.exited;
    const outbox = join(bed.dir, 'outbox.sqlite');
    fillRawRows(outbox, daysAgo(40), ROWS);
    fillBucketRows(join(bed.dir, 'vitals.sqlite'), daysAgo(0), ROWS);

    server = await bed.start({ env });
    const remaining = () => {
      const db = new DatabaseSync(outbox, { readOnly: true });
      try {
        return Number(db.prepare('SELECT COUNT(*) AS n FROM vitals_samples').get()?.['n']);
      } finally {
        db.close();
      }
    };
    let reported: { status: number; samples: number } | undefined;
    void fetch(`${server.origin}/api/report`, { headers: { authorization: `Bearer ${TOKEN}` } }).then(
      async (answer) => {
        const report = (await answer.json()) as { templates: { last28: { count: number } }[] };
        reported = { status: answer.status, samples: report.templates.reduce((sum, t) => sum + t.last28.count, 0) };
      },
    );
    const times: number[] = [];
    for (let folding = true; folding || !reported;) {
      const start = performance.now();
      await (await fetch(`${server.origin}/`)).arrayBuffer();
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (times.length % 10 === 0) folding = remaining() > 0;
      if (times.length > 20_000) throw new Error('neither the fold nor the report ended');
    }
    expect(reported?.status).toBe(200);
    expect(reported?.samples).toBeGreaterThan(ROWS);
    expect(times.length).toBeGreaterThan(20);
    expect(Math.max(...times), `the longest of ${times.length} requests for /`).toBeLessThan(100);
  }, 600_000);
});
