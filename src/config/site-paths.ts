/**
 * Where the editors' input lives. A "content root" is a folder holding `content/` (the entries)
 * and `public/` (their images); the build writes `dist/` and its cache beside them. The default
 * is the project itself; `CONTENT_ROOT=tests/fixture` builds the test catalogue instead, into
 * tests/fixture/dist, so the end-to-end tests never depend on what editors have written.
 */
import { isAbsolute, join, resolve } from 'node:path';

export interface SitePaths {
  /** The content root itself. */
  root: string;
  /** Entries: projects/, tools/, site.json, ... */
  content: string;
  /** Static files served as they are: the entries' images. */
  public: string;
  /** The built site. */
  dist: string;
  /** Astro's build cache for this content. */
  cache: string;
}

export const CONTENT_ROOT_VARIABLE = 'CONTENT_ROOT';

export function sitePaths(projectRoot: string, env: Record<string, string | undefined> = process.env): SitePaths {
  const chosen = env[CONTENT_ROOT_VARIABLE]?.trim();
  const root = chosen ? (isAbsolute(chosen) ? chosen : resolve(projectRoot, chosen)) : projectRoot;
  return {
    root,
    content: join(root, 'content'),
    public: join(root, 'public'),
    dist: join(root, 'dist'),
    cache: join(root, '.astro', 'cache'),
  };
}
