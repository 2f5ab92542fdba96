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

/** The element the editor's page under `npm start` renders Keystatic into (src/admin/browser/editor-main.tsx). */
export const EDITOR_ROOT_ID = 'studio-editor';

/** The editor's choices (src/admin/node/options.ts), fetched by its page under `npm start` when it loads. */
export const OPTIONS_API = '/api/keystatic/options';

/** The editor's sign-in and sign-out under `npm start` (src/server/node/editor/). */
export const SIGN_IN_PATH = '/keystatic/sign-in';
export const SIGN_OUT_PATH = '/keystatic/sign-out';

/** The editor's built browser code under `npm start` (src/integrations/editor-bundle.ts), served behind sign-in. */
export const EDITOR_ASSETS_PATH = '/keystatic/assets';
