/**
 * `npm start`: builds the site when its build (dist/, or the content root's under CONTENT_ROOT)
 * is missing or older than any source file, then serves it and the form API on one port (PORT,
 * default 4321; HOST) in this same process (src/server/node/entry.ts): the script runs as
 * `exec node ...`, so the process npm, systemd or a terminal signals is the server itself, and
 * nothing between them swallows or doubles a stop. SKIP_BUILD=1 serves whatever build is there.
 * When editor accounts exist (EDITOR_ACCOUNTS_FILE), the content editor's own build
 * (.astro/editor/, never dist/: src/integrations/editor-bundle.ts) is made the same way, when
 * missing or older than its sources.
 * The settings are checked before anything is built: a bad one is one line naming it, exit code 1.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sitePaths } from '../src/config/site-paths.ts';
import { accountsFilePath, hasAccounts } from '../src/server/node/editor/accounts.ts';
import { editorBuildState, newestMtime } from '../src/server/node/editor/build-state.ts';
import { readListenEnv, readServerEnv } from '../src/server/core/env.ts';
import { safeErrorText } from '../src/lib/log-text.ts';

try {
  readListenEnv(process.env);
  readServerEnv(process.env);
} catch (error) {
  console.error(`Cannot start: ${safeErrorText(error)}`);
  process.exit(1);
}

const root = fileURLToPath(new URL('..', import.meta.url));
// The chosen content root (CONTENT_ROOT) and where its build goes.
const paths = sitePaths(root);
const stamp = join(paths.dist, 'index.html');
const inputs = [...['src', 'astro.config.mjs', 'package.json'].map((input) => join(root, input)), paths.content];

if (process.env.SKIP_BUILD !== '1') {
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const sourcesAt = Math.max(...inputs.map(newestMtime));
  if (builtAt < sourcesAt || process.argv.includes('--build')) {
    console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…');
    try {
      execFileSync(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
        cwd: root,
        stdio: 'inherit',
      });
    } catch {
      console.error('Cannot start: the build failed (its errors are above)');
      process.exit(1);
    }
  }
}

if (process.env.SKIP_BUILD !== '1' && hasAccounts(accountsFilePath())) {
  const state = process.argv.includes('--build') ? 'stale' : editorBuildState(root);
  if (state !== 'current') {
    console.log(
      state === 'stale' ? 'The content editor changed since its build: building it…' : 'Building the content editor…',
    );
    try {
      execFileSync(process.execPath, [join(root, 'scripts', 'build-editor.ts')], { cwd: root, stdio: 'inherit' });
    } catch {
      console.error("Cannot start: the content editor's build failed (its errors are above)");
      process.exit(1);
    }
  }
}

await import('../src/server/node/entry.ts');
