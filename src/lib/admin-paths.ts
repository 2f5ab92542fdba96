/** Where the content editor (Keystatic) answers under `npm run dev`: its pages and its API. */
export const ADMIN_PATHS = ['/keystatic', '/api/keystatic'] as const;

export const isAdminPath = (pathname: string): boolean =>
  ADMIN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
