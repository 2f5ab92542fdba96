/**
 * `npm start`: builds the site when dist/ is missing or older than any source file, then
 * serves dist/ and the form API on one port (PORT, default 4321; HOST).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitCodeOf } from '../src/server/exit-code.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'dist', 'index.html');
const inputs = ['src', 'content', 'astro.config.mjs', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
if (builtAt < sourcesAt || process.argv.includes('--build')) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  execFileSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const server = spawn(process.execPath, [join(root, 'src', 'server', 'node.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// A server killed by a signal is a failure: 128 + the signal, never 0.
server.on('exit', (code, signal) => process.exit(exitCodeOf(code, signal)));
