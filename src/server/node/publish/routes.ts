/**
 * Publishing's routes, added to the editors' app behind the sign-in gate (which sets the editor
 * on every request it lets through and checks every POST is same-origin): the publish page and
 * its buttons (plain forms, answered with a redirect back to the page), the preview's way in and
 * out, and the same as JSON under /api/editor/publish. `previewRouting` makes the site show the
 * preview build, with its banner, to a signed-in editor who entered the preview.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { deleteCookie, setCookie } from 'hono/cookie';
import {
  PREVIEW_COOKIE,
  PREVIEW_ENTER,
  PREVIEW_EXIT,
  PUBLISH_API,
  PUBLISH_API_PREVIEW,
  PUBLISH_API_UNDO,
  PUBLISH_PAGE,
  PUBLISH_PREVIEW_BUILD,
  PUBLISH_UNDO,
  hasPreviewCookie,
  previewTarget,
} from '../../../lib/publish/publish-paths.ts';
import { SECURITY_HEADERS } from '../../../lib/security-headers.ts';
import type { EditorApp } from '../editor/server.ts';
import type { SiteHandler } from '../site-handler.ts';
import { PREVIEW_BANNER, PUBLISH_PAGE_CSP, publishPage } from './publish-page.ts';
import type { Publisher } from './publisher.ts';
import type { ServedSite } from './served-site.ts';

export interface PublishRouteDeps {
  publisher: Publisher;
  log?: (line: string) => void;
}

/** Runs a publisher job without waiting; its end shows on the page. */
const inBackground = (job: Promise<unknown>, log: (line: string) => void) =>
  void job.catch((error: unknown) => log(`publish: ${error instanceof Error ? error.message : String(error)}`));

export function registerPublishRoutes(app: EditorApp, { publisher, log = console.error }: PublishRouteDeps): void {
  const noStore = { 'Cache-Control': 'no-store' };

  app.get(PUBLISH_PAGE, async (c) => {
    const html = publishPage({
      editor: c.get('editor'),
      status: publisher.status(),
      preview: publisher.preview(),
      changes: await publisher.changes(),
      busy: publisher.busy(),
    });
    return c.html(html, 200, { ...noStore, 'Content-Security-Policy': PUBLISH_PAGE_CSP });
  });
  app.post(PUBLISH_PAGE, (c) => {
    inBackground(publisher.publish(c.get('editor')), log);
    return c.redirect(PUBLISH_PAGE, 303);
  });
  app.post(PUBLISH_UNDO, (c) => {
    inBackground(publisher.undo(c.get('editor')), log);
    return c.redirect(PUBLISH_PAGE, 303);
  });
  app.post(PUBLISH_PREVIEW_BUILD, (c) => {
    inBackground(publisher.buildPreview(c.get('editor')), log);
    return c.redirect(PUBLISH_PAGE, 303);
  });

  app.get(PREVIEW_ENTER, (c) => {
    setCookie(c, PREVIEW_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'Strict' });
    return c.redirect(previewTarget(c.req.query('to')), 303);
  });
  app.get(PREVIEW_EXIT, (c) => {
    deleteCookie(c, PREVIEW_COOKIE, { path: '/' });
    return c.redirect(PUBLISH_PAGE, 303);
  });

  const state = async () => ({
    status: publisher.status(),
    preview: { ...publisher.preview(), dir: undefined },
    changes: await publisher.changes(),
  });
  app.get(PUBLISH_API, async (c) => c.json(await state(), 200, noStore));
  app.post(PUBLISH_API, async (c) => c.json(await publisher.publish(c.get('editor')), 200, noStore));
  app.post(PUBLISH_API_UNDO, async (c) => c.json(await publisher.undo(c.get('editor')), 200, noStore));
  app.post(PUBLISH_API_PREVIEW, async (c) => {
    const { dir: _dir, ...preview } = await publisher.buildPreview(c.get('editor'));
    return c.json(preview, 200, noStore);
  });
}

/** The page file a site path names in a build (`/` -> index.html, `/x` -> x.html), if there is one. */
function pageFile(dir: string, path: string): string | undefined {
  const base = normalize(dir + sep);
  const candidates = path === '/' ? ['index.html'] : [`${path}.html`, path, join(path, 'index.html')];
  for (const candidate of candidates) {
    const file = normalize(join(dir, candidate));
    if (file.startsWith(base) && file.endsWith('.html') && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** A handler of the preview build: its pages with the banner (never cached), its other files as built. */
function previewHandler(dir: string, site: ServedSite): SiteHandler {
  const files = site.handlerFor(dir);
  return (req, res) => {
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      files(req, res);
      return;
    }
    const file = req.method === 'GET' || req.method === 'HEAD' ? pageFile(dir, path) : undefined;
    if (!file || rawPath.startsWith('/api/')) {
      files(req, res);
      return;
    }
    const html = readFileSync(file, 'utf8').replace(/<body[^>]*>/, (open) => `${open}${PREVIEW_BANNER}`);
    const body = Buffer.from(html);
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * Shows the preview build to a signed-in editor who entered the preview (the cookie), when one is
 * ready; everyone else, and editors out of the preview, get the published site.
 */
export function previewRouting(
  site: ServedSite,
  publisher: Publisher,
  isEditor: (headers: IncomingHttpHeaders) => boolean,
): void {
  let made: { dir: string; handler: SiteHandler } | undefined;
  site.route((req: IncomingMessage) => {
    if (!hasPreviewCookie(req.headers.cookie)) return undefined;
    const { state, dir } = publisher.preview();
    if (state !== 'ready' || !dir || !isEditor(req.headers)) return undefined;
    if (made?.dir !== dir) made = { dir, handler: previewHandler(dir, site) };
    return made.handler;
  });
}
