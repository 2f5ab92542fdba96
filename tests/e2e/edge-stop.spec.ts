/**
 * `npm run preview:edge` stops as `npm start` does (server/node/entry-stop.test.ts), however it is asked:
 * SIGTERM to the npm PID (a supervisor) or to the whole group (Ctrl-C, systemd): wrangler and the
 * workerd it started are gone, the port is free, npm returns. Runs once (chromium project), on a
 * preview of its own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { FIXTURE_ROOT, projectRoot } from '../support/fixture';
import { edgePorts, nodeTestPort } from '../support/ports';
import { descendantsOf, isRunning, portInUse } from '../support/server-process';

const ports = edgePorts(nodeTestPort());

test.describe.configure({ mode: 'serial', timeout: 300_000 });

for (const target of ['the npm PID', 'the whole group'] as const) {
  test(`SIGTERM to ${target}: wrangler and workerd stop, the port is free, npm returns`, async () => {
    const npmCli = process.env['npm_execpath'];
    const [command, args] = npmCli ? [process.execPath, [npmCli]] : ['npm', []];
    const npm = spawn(command, [...args, 'run', '--silent', 'preview:edge'], {
      cwd: projectRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(ports.stop),
        EDGE_INSPECTOR_PORT: String(ports.stopInspector),
        EDGE_STATE_DIR: mkdtempSync(join(tmpdir(), 'studio-edge-stop-')),
        EDGE_ENV: 'e2e',
        SKIP_BUILD: '1',
        CONTENT_ROOT: FIXTURE_ROOT,
      },
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${ports.stop}/api/health`).then(
              (answer) => answer.status,
              () => 0,
            ),
          { timeout: 200_000, intervals: [1000] },
        )
        .toBe(200);
      const tree = descendantsOf(npm.pid!);
      expect(tree.length, output).toBeGreaterThanOrEqual(2); // the preview script, wrangler, workerd
      process.kill(target === 'the npm PID' ? npm.pid! : -npm.pid!, 'SIGTERM');
      expect(await exited).toBe(0);
      await expect.poll(() => tree.filter(isRunning), { timeout: 3000, message: output }).toEqual([]);
      expect(await portInUse(ports.stop)).toBe(false);
      expect(output.match(/stopping wrangler and workerd/g)).toHaveLength(1);
    } finally {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // gone
      }
    }
  });
}
