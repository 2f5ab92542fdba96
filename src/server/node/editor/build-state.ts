/**
 * Whether the editor's build (.astro/editor/) is missing or older than one of its sources:
 * scripts/start.mjs rebuilds it then (scripts/build-editor.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EDITOR_BUILD_STAMP, EDITOR_SOURCES } from './build-paths.ts';

/** The newest modification time under a file or folder (0 when it does not exist). */
export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** 'missing', 'stale' or 'current', for the project at `root`. */
export function editorBuildState(root: string): 'missing' | 'stale' | 'current' {
  const stamp = join(root, EDITOR_BUILD_STAMP);
  if (!existsSync(stamp)) return 'missing';
  const sourcesAt = Math.max(...EDITOR_SOURCES.map((input) => newestMtime(join(root, input))));
  return statSync(stamp).mtimeMs < sourcesAt ? 'stale' : 'current';
}
