/**
 * `npm test`: the unit tests (Vitest, tests/unit) run while both sites build, then the built files
 * are checked and the browser tests run (scripts/e2e.mjs). The unit tests mostly wait on the real
 * servers they start (SMTP, workerd, the Node entry), the builds mostly compute: side by side they
 * take about the time of the longer. The unit tests' report is printed whole once they end, so
 * the two never interleave.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a Node script; resolves with its exit status and, when `quiet`, its collected output. */
function start(script, args, { env = {}, quiet = false } = {}) {
  const child = spawn(process.execPath, [join(root, script), ...args], {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const output = [];
  if (quiet) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ status: status ?? 1, output: Buffer.concat(output).toString() }));
  });
}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

console.log('== unit tests (tests/unit), while both sites build');
const [unit, build] = await Promise.all([
  start('node_modules/vitest/vitest.mjs', ['run'], { quiet: true }),
  start('scripts/e2e.mjs', [], { env: { E2E_BUILD_ONLY: '1' } }),
]);
console.log(`\n== unit tests (tests/unit), ${unit.status === 0 ? 'passed' : 'FAILED'}:\n`);
process.stdout.write(unit.output);
console.log(`== unit tests and builds: ${seconds()}`);
if (unit.status !== 0 || build.status !== 0) process.exit(1);

const e2e = await start('scripts/e2e.mjs', [], { env: { E2E_SKIP_BUILD: '1' } });
console.log(`== npm test: ${seconds()}`);
process.exit(e2e.status);
