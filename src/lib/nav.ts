import type { NavGroup, NavLink } from '../config/nav.ts';

/** Path without trailing slash or `.html`, "/" for the home page. */
export function normalizePath(path: string): string {
  const clean =
    path
      .split(/[?#]/)[0]
      ?.replace(/\.html$/, '')
      .replace(/\/index$/, '') ?? '/';
  const trimmed = clean.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Is this sidebar link the current page (or a page it stands for, like /case-studies/x for Portfolio)? */
export function isLinkActive(link: NavLink, currentPath: string): boolean {
  const path = normalizePath(currentPath);
  if (normalizePath(link.href) === path) return true;
  return (link.alsoActiveFor ?? []).some((prefix) => path.startsWith(prefix));
}

/** A group contains the current page when one of its links is active. */
export function groupContainsActive(group: NavGroup, currentPath: string): boolean {
  return group.links.some((link) => isLinkActive(link, currentPath));
}
