/** Where the content editor (Keystatic) answers under `npm run dev`: its pages and its API. */
export const ADMIN_PATHS = ['/keystatic', '/api/keystatic'] as const;

export const isAdminPath = (pathname: string): boolean =>
  ADMIN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** Marks the dev server's reloads that follow a change in content/; the editor's page skips them. */
export const CONTENT_RELOAD_FLAG = 'studioContentChange';

/** The content check's problems by file, from the editor's API (src/admin/node/content-api.ts). */
export const PROBLEMS_ROUTE = 'problems';
export const PROBLEMS_API = `/api/keystatic/${PROBLEMS_ROUTE}`;

/** The editor's repair view (src/admin/node/repair-page.astro): the problems, and a file's own text to fix. */
export const REPAIR_PATH = '/keystatic/repair';

export const repairHref = (file: string): string => `${REPAIR_PATH}?file=${encodeURIComponent(file)}`;
