/**
 * A flood of valid field beacons against a running server, from a process of its own (so the
 * flood does not slow whoever measures the server): `node scripts/bench/beacon-flood.ts ORIGIN
 * SECONDS [LANES]`. Each beacon claims another address in X-Forwarded-For (a server with
 * TRUST_PROXY=1 sees as many clients) and values spread over every bucket, template, navigation
 * type and viewport: the most rows beacons can add. Prints one JSON line: beacons sent and the
 * answers by status. Used by bench:vitals-load and the flood test.
 */
import { NAVIGATION_TYPES, VIEWPORTS } from '../../src/lib/vitals/metrics.ts';
import { PAGE_TEMPLATES } from '../../src/lib/vitals/templates.ts';

const [origin, seconds = '5', laneCount = '16'] = process.argv.slice(2);
if (!origin) {
  console.error('Usage: node scripts/bench/beacon-flood.ts ORIGIN SECONDS [LANES]');
  process.exit(2);
}

const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;

/** The i-th beacon: one visit with three metrics, its values and keys spread. */
function floodBeacon(i: number): string {
  return JSON.stringify({
    template: pick(PAGE_TEMPLATES, i),
    viewport: pick(VIEWPORTS, Math.floor(i / 3)),
    visits: [
      {
        navigationType: pick(NAVIGATION_TYPES, Math.floor(i / 7)),
        pageView: true,
        metrics: { LCP: 1 + ((i * 7919) % 119_000), FCP: 1 + ((i * 104_729) % 119_000), CLS: (i % 997) / 100 },
      },
    ],
  });
}

const until = Date.now() + Number(seconds) * 1000;
const lanes = Number(laneCount);
let sent = 0;
const statuses: Record<string, number> = {};
await Promise.all(
  Array.from({ length: lanes }, async (_, lane) => {
    for (let i = lane; Date.now() < until; i += lanes) {
      const status = await fetch(`${origin}/api/vitals`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          'x-forwarded-for': `10.${lane}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: floodBeacon(i),
      }).then(
        async (answer) => {
          await answer.arrayBuffer();
          return String(answer.status);
        },
        () => 'error',
      );
      sent += 1;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }),
);
console.log(JSON.stringify({ sent, statuses }));
