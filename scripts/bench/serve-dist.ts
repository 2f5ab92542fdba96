/**
 * Serves the build in dist/ (the site and its API, src/server/node/entry.ts) on a port of its own for a
 * benchmark, and waits until it answers. Build first. `root`: the project, or a copy of it with
 * its own build (bench:search serves the copy it built with 1,000 extra projects).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export async function serveDist(port: number, root = projectRoot): Promise<{ url: string; server: ChildProcess }> {
  if (!existsSync(join(root, 'dist/index.html'))) {
    console.error('No build in dist/: run `npm run build` first.');
    process.exit(1);
  }
  const server = spawn(process.execPath, [join(root, 'src/server/node/entry.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CONTENT_ROOT: '' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, server };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the site server did not answer on ${url}`);
}
