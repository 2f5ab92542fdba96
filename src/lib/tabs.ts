/**
 * Keyboard and URL rules of the tabs component (WAI-ARIA tabs pattern, horizontal, selection
 * follows focus). Pure so they are unit-tested; src/components/ui/Tabs.astro wires them up.
 */

/** The tab index a key moves to, or null when the key is not a tabs key. Wraps around. */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The tab to show first: the one the URL asks for when it exists, else the default. */
export function initialTab(requested: string | null | undefined, ids: readonly string[], fallback: string): string {
  return requested && ids.includes(requested) ? requested : fallback;
}

/**
 * The URL after choosing `tab`: `?{param}={tab}`, or no parameter for the default tab so the
 * page's plain address stays canonical. Other parameters and the hash are kept.
 */
export function urlForTab(href: string, param: string, tab: string, defaultTab: string): string {
  const url = new URL(href);
  if (tab === defaultTab) url.searchParams.delete(param);
  else url.searchParams.set(param, tab);
  return `${url.pathname}${url.search}${url.hash}`;
}
