/** Keyboard rule of the ARIA tabs pattern: the tab index a key moves to, or null for other keys. */
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

/** The tab to open first: the URL's choice when it names a tab, else the default, else the first. */
export function initialTab(ids: readonly string[], fromUrl: string | null, fallback?: string): string | undefined {
  if (fromUrl && ids.includes(fromUrl)) return fromUrl;
  if (fallback && ids.includes(fallback)) return fallback;
  return ids[0];
}
