/** Which file of a build a site path names, the way `npm start` and static hosts map paths. */
import { statSync } from 'node:fs';
import { join, normalize } from 'node:path';

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The file in dist/ a request path maps to (`/projects` -> /projects.html), or undefined; never outside dist/. */
export function resolveStaticFile(distDir: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  const trimmed =
    normalize(decoded)
      .replace(/^(\.\.[/\\])+/, '')
      .replace(/\/+$/, '') || '/';
  const candidates = trimmed === '/' ? ['/index.html'] : [trimmed, `${trimmed}.html`, `${trimmed}/index.html`];
  return candidates.find((candidate) => {
    const full = join(distDir, candidate);
    return full.startsWith(distDir) && isFile(full);
  });
}
