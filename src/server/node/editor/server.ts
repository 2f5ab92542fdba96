/**
 * The content editor under `npm start`, behind sign-in: one Hono app for every editor path
 * (`/keystatic`, `/keystatic/*`, `/api/keystatic/*`, `/api/editor/*`), mounted by the Node server
 * (mount.ts) when editor accounts exist.
 *
 * In order, for every request: the editor's headers (its own CSP, no caching, noindex); a write
 * (POST, PUT, DELETE, ...) must come from this origin (Sec-Fetch-Site or Origin), else 403; the
 * sign-in page and its form are public; then the gate: without a live session a page path
 * redirects to the sign-in page and any other path answers the site's 404 page, with nothing of
 * the editor in it. Past the gate `c.get('editor')` is the signed-in editor, for every route
 * declared after it: sign out, the editor's built code, its API, the routes `extraRoutes` adds,
 * and Keystatic's page. `routes` lists those protected routes from the router itself, for the
 * security tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { EDITOR_ASSETS_PATH, OPTIONS_API, SIGN_IN_PATH, SIGN_OUT_PATH } from '../../../lib/admin-paths.ts';
import { isSameOriginWrite, isWriteMethod } from '../../../lib/editor/same-origin.ts';
import { SECURITY_HEADERS } from '../../../lib/security-headers.ts';
import { forwardedClientAddress } from '../../core/api.ts';
import { requestClientKey } from '../api.ts';
import { accountStore } from './accounts.ts';
import { EDITOR_API_MODULE, EDITOR_ASSETS_DIR, EDITOR_MANIFEST } from './build-paths.ts';
import type { SaveGuard } from '../publish/save-guard.ts';
import type { EditorIdentity } from './identity.ts';
import { editorAppPage, editorPageCsp, SIGN_IN_LABELS, signInPage, type EditorLink } from './pages.ts';
import { dummyHash, verifyPassword } from './password-hash.ts';
import { sessionStore } from './sessions.ts';
import type { EditorSettings } from './settings.ts';
import { signInThrottle } from './throttle.ts';

/** The paths the editor server answers; every other path is the site's. */
export const EDITOR_PATH_PREFIXES = ['/keystatic', '/api/keystatic', '/api/editor'] as const;

export const isEditorPath = (pathname: string): boolean =>
  EDITOR_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

export type EditorEnv = { Variables: { editor: EditorIdentity } };
export type EditorApp = Hono<EditorEnv>;

export interface EditorServerOptions {
  /** The project's root (the editor's build is under it: build-paths.ts). */
  projectRoot: string;
  /** content/ of the served content root, which the editor's API reads and writes. */
  contentDir: string;
  /** The served build, for its 404 page. */
  distDir: string;
  settings: EditorSettings;
  /** TRUST_PROXY's number of proxies (X-Forwarded-For, X-Forwarded-Proto are read only then). */
  trustProxy: number;
  /** More protected routes (publish, preview, ...): declared after the gate, listed in `routes`. */
  extraRoutes?: (app: EditorApp) => void;
  /** Links to those routes' pages, in the signed-in bar of every editor page. */
  links?: readonly EditorLink[];
  /** Saves and publishes in turn, and a save of an entry changed since the editor opened it refused (publish/). */
  saveGuard?: SaveGuard;
  now?: () => number;
}

export interface EditorRoute {
  method: string;
  path: string;
}

export interface EditorServer {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  /** Every route behind the gate, from the router. */
  routes: readonly EditorRoute[];
  /** The routes before it: the sign-in page and its form. */
  publicRoutes: readonly EditorRoute[];
  /** The signed-in editor a request's cookie names, or null (renews the session's idle time). */
  editorFromRequest: (headers: Headers | IncomingHttpHeaders) => EditorIdentity | null;
}

/** The API module of the editor's build (src/admin/node/editor-api.ts, built apart: never imported here). */
interface EditorApi {
  handle: (request: Request, editor: EditorIdentity) => Promise<Response>;
  options: () => unknown;
}
interface EditorApiModule {
  createEditorApi: (contentDir: string, guard?: SaveGuard) => EditorApi;
}

const COOKIE = 'studio-editor';
const SECURE_COOKIE = `__Host-${COOKIE}`;
/** A sign-in form is a few fields: anything larger is refused before it is read. */
const SIGN_IN_BODY_LIMIT = 16 * 1024;

const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

function headerOf(headers: Headers | IncomingHttpHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Where a signed-in editor goes after the sign-in: an editor page, never another site. */
const safeNext = (next: unknown): string =>
  typeof next === 'string' && /^\/keystatic(\/[\w\-./%]*)?$/.test(next) && !next.startsWith(SIGN_IN_PATH)
    ? next
    : '/keystatic';

export function createEditorServer(options: EditorServerOptions): EditorServer {
  const { projectRoot, settings, trustProxy } = options;
  const now = options.now ?? Date.now;
  const store = accountStore(settings.accountsFile);
  const sessions = sessionStore(settings.limits, now);
  const throttle = signInThrottle(now);
  const clientKey = requestClientKey(trustProxy);
  const stampOf = (email: string) => store.find(email)?.stamp;

  const notFoundFile = join(options.distDir, '404.html');
  const notFoundPage = existsSync(notFoundFile)
    ? readFileSync(notFoundFile, 'utf8')
    : '<!doctype html><title>Not found</title><h1>404</h1>';

  /** Whether the client reached the server over TLS (only a trusted proxy's X-Forwarded-Proto says so). */
  const isSecure = (headers: Headers | IncomingHttpHeaders): boolean =>
    trustProxy > 0 && forwardedClientAddress(headerOf(headers, 'x-forwarded-proto'), trustProxy) === 'https';
  const cookieName = (headers: Headers | IncomingHttpHeaders) => (isSecure(headers) ? SECURE_COOKIE : COOKIE);
  const tokenOf = (headers: Headers | IncomingHttpHeaders) =>
    cookieOf(headerOf(headers, 'cookie'), cookieName(headers));

  const editorFromRequest = (headers: Headers | IncomingHttpHeaders): EditorIdentity | null => {
    const token = tokenOf(headers);
    const email = token ? sessions.check(token, stampOf) : null;
    const account = email ? store.find(email) : undefined;
    return account ? { name: account.name, email: account.email } : null;
  };

  const sessionCookie = (c: Context, token: string, maxAgeS?: number): string => {
    const secure = isSecure(c.req.raw.headers);
    return [
      `${secure ? SECURE_COOKIE : COOKIE}=${token}`,
      'Path=/',
      'HttpOnly',
      'SameSite=Strict',
      ...(secure ? ['Secure'] : []),
      ...(maxAgeS === undefined ? [] : [`Max-Age=${maxAgeS}`]),
    ].join('; ');
  };

  let api: Promise<EditorApi> | undefined;
  const loadApi = (): Promise<EditorApi> =>
    (api ??= import(pathToFileURL(join(projectRoot, EDITOR_API_MODULE)).href).then((module: EditorApiModule) =>
      module.createEditorApi(options.contentDir, options.saveGuard),
    ));

  const assetsDir = join(projectRoot, EDITOR_ASSETS_DIR);
  const manifestFile = join(projectRoot, EDITOR_MANIFEST);
  const readEntry = () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; css?: string[] }
    >;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    if (!entry) throw new Error(`${EDITOR_MANIFEST} names no entry`);
    return { script: entry.file, styles: entry.css ?? [] };
  };

  const notFound = (c: Context) => c.html(notFoundPage, 404);
  const middleware = new Set<MiddlewareHandler>();
  const use = (handler: MiddlewareHandler<EditorEnv>) => {
    middleware.add(handler as MiddlewareHandler);
    app.use('*', handler);
  };

  const app: EditorApp = new Hono<EditorEnv>();

  use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    const html = c.res.headers.get('content-type')?.startsWith('text/html');
    const isSignIn = c.req.path === SIGN_IN_PATH;
    // The site's 404 page keeps its own policy (in its <meta>), a page that sets its own (the
    // publish page's) keeps it; the editor's other pages get theirs.
    if ((c.res.status !== 404 || !html) && !c.res.headers.has('Content-Security-Policy'))
      c.header('Content-Security-Policy', editorPageCsp(isSignIn ? 'sign-in' : 'editor'));
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
  });

  use(async (c, next) => {
    if (!isWriteMethod(c.req.method)) return next();
    const own = `${isSecure(c.req.raw.headers) ? 'https' : 'http'}://${c.req.header('host') ?? ''}`;
    const sameOrigin = isSameOriginWrite(
      { secFetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin') },
      own,
    );
    return sameOrigin ? next() : c.text('Cross-site request refused.', 403);
  });

  app.get(SIGN_IN_PATH, (c) => {
    if (editorFromRequest(c.req.raw.headers)) return c.redirect(safeNext(c.req.query('next')), 303);
    const message =
      c.req.query('signed-out') !== undefined
        ? { text: SIGN_IN_LABELS.signedOut, kind: 'notice' as const }
        : c.req.query('expired') !== undefined
          ? { text: SIGN_IN_LABELS.expired, kind: 'notice' as const }
          : undefined;
    const next = c.req.query('next');
    return c.html(signInPage({ message, ...(next ? { next: safeNext(next) } : {}) }));
  });

  app.post(
    SIGN_IN_PATH,
    bodyLimit({ maxSize: SIGN_IN_BODY_LIMIT, onError: (c) => c.text('Too large', 413) }),
    async (c) => {
      const form = await c.req.parseBody();
      const email = typeof form['email'] === 'string' ? form['email'].trim().toLowerCase() : '';
      const password = typeof form['password'] === 'string' ? form['password'] : '';
      const next = safeNext(form['next']);
      const client = clientKey(c);
      const wait = throttle.wait(email, client);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        c.header('Retry-After', String(seconds));
        return c.html(
          signInPage({ email, next, message: { text: SIGN_IN_LABELS.slowedDown(seconds), kind: 'problem' } }),
          429,
        );
      }
      const account = store.find(email);
      // Counted as a failure until it succeeds, so attempts made at once cannot all pass the wait.
      throttle.failed(email, client);
      // An unknown email is checked against a dummy hash: it takes as long as a wrong password.
      const matches = await verifyPassword(password, account?.hash ?? (await dummyHash()));
      if (!account || !matches) {
        return c.html(signInPage({ email, next, message: { text: SIGN_IN_LABELS.refused, kind: 'problem' } }), 401);
      }
      throttle.succeeded(email, client);
      const previous = tokenOf(c.req.raw.headers);
      if (previous) sessions.close(previous);
      c.header('Set-Cookie', sessionCookie(c, sessions.open(account.email, account.stamp)));
      return c.redirect(next, 303);
    },
  );

  const publicCount = app.routes.length;

  // The gate: nothing below answers without a live session.
  use(async (c, next) => {
    const editor = editorFromRequest(c.req.raw.headers);
    if (editor) {
      c.set('editor', editor);
      return next();
    }
    const isPage =
      ['GET', 'HEAD'].includes(c.req.method) &&
      (c.req.path === '/keystatic' || c.req.path.startsWith('/keystatic/')) &&
      !c.req.path.startsWith(`${EDITOR_ASSETS_PATH}/`);
    if (!isPage) return notFound(c);
    const hadCookie = tokenOf(c.req.raw.headers) !== undefined;
    const query = new URLSearchParams({ next: safeNext(c.req.path) });
    if (hadCookie) query.set('expired', '');
    return c.redirect(`${SIGN_IN_PATH}?${query.toString()}`, 303);
  });

  app.post(SIGN_OUT_PATH, (c) => {
    const token = tokenOf(c.req.raw.headers);
    if (token) sessions.close(token);
    c.header('Set-Cookie', sessionCookie(c, '', 0));
    return c.redirect(`${SIGN_IN_PATH}?signed-out`, 303);
  });

  app.get(`${EDITOR_ASSETS_PATH}/:file`, (c) => {
    const file = c.req.param('file');
    const type = ASSET_TYPES[extname(file)];
    if (!type || !/^[\w.-]+$/.test(file) || !readdirSync(assetsDir).includes(file)) return notFound(c);
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    return c.body(readFileSync(join(assetsDir, file)), 200, { 'Content-Type': type });
  });

  app.get(OPTIONS_API, async (c) => c.json((await loadApi()).options()));

  app.all('/api/keystatic/*', async (c) => (await loadApi()).handle(c.req.raw, c.get('editor')));

  options.extraRoutes?.(app);

  const appPage = (c: Context<EditorEnv>) => c.html(editorAppPage(c.get('editor'), readEntry(), options.links));
  app.get('/keystatic', appPage);
  app.get('/keystatic/*', appPage);

  app.notFound(notFound);

  const listed = (routes: typeof app.routes): EditorRoute[] => {
    const seen = new Map<string, EditorRoute>();
    for (const { method, path, handler } of routes)
      if (!middleware.has(handler as MiddlewareHandler)) seen.set(`${method} ${path}`, { method, path });
    return [...seen.values()];
  };

  return {
    fetch: app.fetch,
    routes: listed(app.routes.slice(publicCount)),
    publicRoutes: listed(app.routes.slice(0, publicCount)),
    editorFromRequest,
  };
}
