/**
 * Whether a path the editor's API was given names a file inside content/, and nothing else: a
 * relative path of plain segments (letters, digits, `.`, `_`, `-`: no `..`, `.`, empty segment,
 * backslash, percent sign or NUL; not absolute), as every file the editor writes is named,
 * none of whose existing parts is a symbolic link, so a link placed in content/ cannot lead a
 * read or a write outside it. Keystatic's own checks refuse `..` and folders outside its
 * collections; this one also covers the files the editor reads itself and links.
 */
import { lstatSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';

/** A segment of a content path: what slugs, kinds' folders and image names are made of. */
const SEGMENT = /^[A-Za-z0-9._-]+$/;

export function isContentPath(contentDir: string, path: string): boolean {
  if (!path || isAbsolute(path) || /[\\\0]/.test(path)) return false;
  const parts = path.split('/');
  if (parts.some((part) => !SEGMENT.test(part) || part === '.' || part === '..')) return false;
  let root: string;
  try {
    root = realpathSync(contentDir);
  } catch {
    return false;
  }
  let current = root;
  for (const part of parts) {
    current = join(current, part);
    let stats;
    try {
      stats = lstatSync(current);
    } catch {
      // The rest does not exist yet (a new file or folder): nothing there can be a link.
      break;
    }
    if (stats.isSymbolicLink()) return false;
  }
  const inside = relative(root, join(root, ...parts));
  return !!inside && !inside.startsWith(`..${sep}`) && inside !== '..' && !isAbsolute(inside);
}
