/**
 * `npm start`: builds the site when its build (dist/, or the content root's under CONTENT_ROOT)
 * is missing or older than any source file, then serves it and the form API on one port (PORT,
 * default 4321; HOST).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitePaths } from '../src/config/site-paths.ts';
import { exitCodeOf } from '../src/server/exit-code.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// The chosen content root (CONTENT_ROOT) and where its build goes.
const paths = sitePaths(root);
const stamp = join(paths.dist, 'index.html');
const inputs = [...['src', 'astro.config.mjs', 'package.json'].map((input) => join(root, input)), paths.content];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(...inputs.map(newestMtime));
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
