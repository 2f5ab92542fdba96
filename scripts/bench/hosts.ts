/**
 * `npm run bench:hosts`: the same bounded load on both hosts, side by side: `npm start`'s Node
 * server and the Worker in workerd (`npm run preview:edge`), both serving the existing build.
 * For `/` and for the API (`GET /api/health`: the Worker, a D1 count and a D1 write; Node, the
 * SQLite outbox), wrk with BENCH_CONNECTIONS (default 10) connections for BENCH_SECONDS (default
 * 10) seconds, then one connection for a page's response time; prints one line per host and path.
 * Needs wrk (`apt-get install wrk`). BENCH_NODE_PORT / BENCH_EDGE_PORT (4381 / 4382; the edge
 * inspector on the next port). CONTENT_ROOT as for the build.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;
const nodePort = Number(env['BENCH_NODE_PORT'] ?? 4381);
const edgePort = Number(env['BENCH_EDGE_PORT'] ?? 4382);
const connections = env['BENCH_CONNECTIONS'] ?? '10';
const seconds = env['BENCH_SECONDS'] ?? '10';
const state = mkdtempSync(join(tmpdir(), 'studio-bench-'));

function start(script: string, extra: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [join(root, script)], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...env, HOST: '127.0.0.1', FORM_RATE_LIMIT: '1000000', ...extra },
  });
}

async function ready(url: string): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer`);
}

interface WrkFigures {
  requestsPerSecond: number;
  latencyMs: number;
  p99Ms: number;
}

const ms = (text: string | undefined): number => {
  const match = /([\d.]+)(us|ms|s)/.exec(text ?? '');
  if (!match) return NaN;
  const n = Number(match[1]);
  return match[2] === 'us' ? n / 1000 : match[2] === 's' ? n * 1000 : n;
};

function wrk(url: string, c: string, d: string): WrkFigures {
  const out = spawnSync('wrk', ['-t', c === '1' ? '1' : '2', '-c', c, '-d', `${d}s`, '--latency', url], {
    encoding: 'utf8',
  }).stdout;
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    latencyMs: ms(/50%\s+(\S+)/.exec(out)?.[1]),
    p99Ms: ms(/99%\s+(\S+)/.exec(out)?.[1]),
  };
}

const servers = [
  start('src/server/node/entry.ts', { PORT: String(nodePort), OUTBOX_DB: join(state, 'outbox.sqlite') }),
  start('scripts/preview-edge.ts', {
    PORT: String(edgePort),
    EDGE_INSPECTOR_PORT: String(edgePort + 1),
    EDGE_STATE_DIR: join(state, 'edge'),
    EDGE_ENV: 'e2e',
    SKIP_BUILD: '1',
  }),
];
const stop = () => {
  for (const server of servers.splice(0)) {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', stop);
try {
  const hosts = { node: `http://127.0.0.1:${nodePort}`, edge: `http://127.0.0.1:${edgePort}` };
  await Promise.all(Object.values(hosts).map((base) => ready(`${base}/api/health`)));
  console.log(`load: ${connections} connections, ${seconds} s per run; latency: 1 connection, ${seconds} s`);
  for (const path of ['/', '/api/health']) {
    for (const [name, base] of Object.entries(hosts)) {
      const load = wrk(base + path, connections, seconds);
      const single = wrk(base + path, '1', seconds);
      console.log(
        `bench host=${name} path=${path} rps=${load.requestsPerSecond.toFixed(0)} p50_ms=${load.latencyMs.toFixed(2)} ` +
          `p99_ms=${load.p99Ms.toFixed(2)} single_p50_ms=${single.latencyMs.toFixed(2)} single_rps=${single.requestsPerSecond.toFixed(0)}`,
      );
    }
  }
} finally {
  stop();
}
