/**
 * A flood of field beacons against the real `npm start` server process, behind a proxy (every
 * beacon from another address, as a botnet or IPv6 addresses would be), with a vitals database
 * capped small: every lead posted meanwhile is accepted and delivered, `/` is not held up by the
 * flood (median within three times its unloaded figure, or 100 ms more, measured in this run), and
 * the vitals' file stays within its cap, the beacons past it refused and counted.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { projectRoot } from '../../../support/fixture';
import { requestPayload } from '../../../support/form-payloads';
import { postSubmission, serverTestbed, type ServerProcess } from '../../../support/server-process';
import { until } from '../../../support/until';

/** Ports of this test file (the server's, the SMTP server's). */
const PORTS = { server: 43171, smtp: 43181 };
const CAP_MB = 0.1;
const run = promisify(execFile);

const bed = serverTestbed('vitals-flood', PORTS);
beforeEach(bed.setUp);
afterEach(bed.tearDown);

/** Times `count` requests for `/`, one after the other (ms each). */
async function timeHome(server: ServerProcess, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const answer = await fetch(`${server.origin}/`);
    await answer.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * How much slower `/` may answer under the flood: three times its unloaded median, or that plus
 * 100 ms when the unloaded figure is a few milliseconds. The flood runs in its own process on the
 * same two cores as the rest of the unit suite, so the tail moves with scheduling alone (a p95 of
 * 2.0 -> 54.9 ms was seen in CI with nothing wrong); the median does not. A flood written on the
 * request path, one commit a beacon, took the median of `/` from 2.5 ms to 399 ms.
 */
const allowedUnderFlood = (unloaded: number) => Math.max(3 * unloaded, unloaded + 100);

const median = (times: readonly number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? NaN;

/** The flood, from a process of its own: beacons sent and the answers by status. */
async function flood(origin: string, seconds: number): Promise<{ sent: number; statuses: Record<string, number> }> {
  const { stdout } = await run(process.execPath, [
    join(projectRoot, 'scripts', 'bench', 'beacon-flood.ts'),
    origin,
    String(seconds),
  ]);
  return JSON.parse(stdout) as { sent: number; statuses: Record<string, number> };
}

describe('a beacon flood', () => {
  it('costs no lead, does not slow `/` and stays within the vitals’ size cap', async () => {
    const smtp = await bed.smtp();
    const server = await bed.start({
      env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', VITALS_RATE_LIMIT: '120', VITALS_MAX_MB: String(CAP_MB) },
    });
    await timeHome(server, 20); // warm up
    const unloaded = median(await timeHome(server, 200));

    const flooding = flood(server.origin, 8);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const leads = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postSubmission(server, requestPayload(), { 'x-forwarded-for': `192.0.2.${i + 1}` }),
      ),
    );
    const loaded = median(await timeHome(server, 200));
    const { sent, statuses } = await flooding;

    expect(leads.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    await until(() => smtp.accepted().length >= 10, 'ten leads delivered', 60_000);
    console.info(
      `flood: ${sent} beacons sent, answers ${JSON.stringify(statuses)}; / median ${unloaded.toFixed(1)} ms unloaded, ${loaded.toFixed(1)} ms under the flood`,
    );
    expect(sent).toBeGreaterThan(300);
    expect(statuses['503'], JSON.stringify(statuses)).toBeGreaterThan(0);
    expect(
      loaded,
      `median of / : ${unloaded.toFixed(1)} ms unloaded, ${loaded.toFixed(1)} ms under the flood`,
    ).toBeLessThanOrEqual(allowedUnderFlood(unloaded));

    // The write that waits is written on stop; then the file is within its cap.
    server.child.kill('SIGTERM');
    await server.exited;
    const file = join(bed.dir, 'vitals.sqlite');
    expect(statSync(file).size).toBeLessThanOrEqual(CAP_MB * 1024 * 1024);
    const db = new DatabaseSync(file, { readOnly: true });
    const outcomes: Record<string, number> = Object.fromEntries(
      db
        .prepare('SELECT outcome, beacons FROM vitals_intake')
        .all()
        .map((row) => [String(row['outcome']), Number(row['beacons'])]),
    );
    db.close();
    // Every beacon answered 204 is counted: stored, or refused by the database at its cap when its
    // batch was written (the size is read again once a second, so a flood can pass it between two
    // readings); none is lost without a count.
    expect((outcomes['stored'] ?? 0) + (outcomes['store-failed'] ?? 0), JSON.stringify(outcomes)).toBe(statuses['204']);
    expect((outcomes['size-cap'] ?? 0) + (outcomes['daily-cap'] ?? 0)).toBeGreaterThan(0);
  }, 180_000);
});
