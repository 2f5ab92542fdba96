/**
 * Where the editors' input lives and where its build goes. A "content root" is a folder holding
 * `content/` (the entries, with their images beside them). The default is the project itself,
 * built into `dist/`. `CONTENT_ROOT=tests/fixture` builds the test catalogue instead; every
 * other root is built under `.astro/content-roots/<name>/` (git-ignored), so its output never
 * lands in the folder that holds its sources (tests/ holds tests and their input only).
 */
import { createHash } from 'node:crypto';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';

export interface SitePaths {
  /** The content root itself. */
  root: string;
  /** Entries: projects/, tools/, site.json, ... */
  content: string;
  /** Everything the build of this content keeps: dist/, Astro's cache, the page-style originals. */
  work: string;
  /** The built site. */
  dist: string;
  /** Astro's build cache for this content. */
  cache: string;
  /**
   * Optimised images every content root can reuse (src/build-time/shared-image-cache.ts): one
   * folder for the project, whichever root is built.
   */
  sharedImages: string;
}

export const CONTENT_ROOT_VARIABLE = 'CONTENT_ROOT';
/** Builds into this folder instead of dist/ (the publisher builds each version into a new one). */
export const SITE_OUT_DIR_VARIABLE = 'SITE_OUT_DIR';

/** A readable, unique folder name for a content root: "tests-fixture", "content-dev-x1y2-3f9a0c". */
export function contentRootName(projectRoot: string, root: string): string {
  const inside = relative(projectRoot, root);
  const readable = (inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : basename(root))
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const hash = createHash('sha256').update(resolve(root)).digest('hex').slice(0, 6);
  return `${readable || 'root'}-${hash}`;
}

export function sitePaths(projectRoot: string, env: Record<string, string | undefined> = process.env): SitePaths {
  const chosen = env[CONTENT_ROOT_VARIABLE]?.trim();
  const root = chosen ? (isAbsolute(chosen) ? chosen : resolve(projectRoot, chosen)) : projectRoot;
  const isProject = resolve(root) === resolve(projectRoot);
  const work = isProject
    ? join(projectRoot, '.astro')
    : join(projectRoot, '.astro', 'content-roots', contentRootName(projectRoot, root));
  const outDir = env[SITE_OUT_DIR_VARIABLE]?.trim();
  return {
    root,
    content: join(root, 'content'),
    work,
    dist: outDir ? resolve(projectRoot, outDir) : isProject ? join(projectRoot, 'dist') : join(work, 'dist'),
    cache: join(work, 'cache'),
    sharedImages: join(projectRoot, '.astro', 'shared-images'),
  };
}
