/** The keys that open the site search, for the page script of every page (src/components/layout/SiteSearchHost.astro). */

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Whether the key went to a field the visitor types in. */
  typing: boolean;
}

/** `/` (outside a field) or Ctrl+K / Cmd+K opens the search. */
export function isSearchShortcut({ key, ctrlKey, metaKey, altKey, typing }: KeyPress): boolean {
  if (altKey) return false;
  if ((ctrlKey || metaKey) && key.toLowerCase() === 'k') return true;
  return key === '/' && !ctrlKey && !metaKey && !typing;
}
