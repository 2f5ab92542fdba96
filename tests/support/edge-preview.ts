/**
 * `npm run preview:edge` (scripts/preview-edge.ts) for the browser tests of the Worker: started in a
 * process group of its own on the test catalogue, with a state folder of its own, and ready once
 * its health check answers 200. `stop` ends the whole group.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { FIXTURE_ROOT, projectRoot } from './fixture';

export interface EdgePreview {
  base: string;
  pid: number | undefined;
  /** What it printed so far. */
  output: () => string;
  stop: () => void;
}

export async function startEdgePreview(options: {
  port: number;
  inspectorPort: number;
  stateDir: string;
  /** More variables (tokens, the mail API, EDGE_ENV, EDGE_SWEEP_S). */
  env: Record<string, string>;
}): Promise<EdgePreview> {
  const base = `http://127.0.0.1:${options.port}`;
  const server = spawn(process.execPath, [join(projectRoot, 'scripts', 'preview-edge.ts')], {
    cwd: projectRoot,
    detached: true,
    env: {
      ...process.env,
      PORT: String(options.port),
      EDGE_INSPECTOR_PORT: String(options.inspectorPort),
      EDGE_STATE_DIR: options.stateDir,
      SKIP_BUILD: '1',
      CONTENT_ROOT: FIXTURE_ROOT,
      ...options.env,
    },
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  await expect
    .poll(
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 200_000, intervals: [1000] },
    )
    .toBe(200);
  return {
    base,
    pid: server.pid,
    output: () => output,
    stop: () => {
      try {
        if (server.pid) process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
