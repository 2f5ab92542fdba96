/** Where the content editor (Keystatic) answers under `npm run dev`: its pages and its API. */
export const ADMIN_PATHS = ['/keystatic', '/api/keystatic'] as const;

export const isAdminPath = (pathname: string): boolean =>
  ADMIN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** Marks the dev server's reloads that follow a change in content/; the editor's page skips them. */
export const CONTENT_RELOAD_FLAG = 'studioContentChange';
