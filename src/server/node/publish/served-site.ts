/**
 * The site `npm start` serves, switched without a restart: a site handler per build folder, and
 * one reference to the current one. A new build is switched to only once it is complete, so no
 * request sees half a build; a request already being answered finishes on the folder it started
 * on (the previous folder is kept until the next switch). A build of dist/ made beside the
 * running server (`npm run build`) is picked up once its files have stopped changing.
 */
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createSiteHandler, type SiteHandler } from '../site-handler.ts';

/** Paths another handler answers before the site: the editor's. */
export interface EditorPaths {
  handles: (pathname: string) => boolean;
  listener: SiteHandler;
}

export interface ServedSite {
  /** The request listener: the current build's, or what `route` chooses for the request. */
  handler: SiteHandler;
  /** Serves `dir` from the next request on. */
  serve(dir: string): void;
  /** The folder served now. */
  current(): string;
  /** A handler for another build folder (the preview), made once per folder. */
  handlerFor(dir: string): SiteHandler;
  /** Chooses another handler for some requests (the preview, for a signed-in editor). */
  route(choose: (req: IncomingMessage) => SiteHandler | undefined): void;
  /** The content editor's paths, answered before any build's (src/server/node/editor/mount.ts). */
  mountEditor(editor: EditorPaths): void;
  /** Stops watching dist/. */
  close(): void;
}

export interface ServedSiteOptions {
  dir: string;
  api: Hono;
  /**
   * Watches this folder (dist/) for a build made outside and serves it once quiet (`quietMs` after
   * its last change); and `published`, the build the last publish named (a publish or an undo
   * made by another process, `npm run editor -- rollback`), served when it changes.
   */
  watch?: { dir: string; quietMs: number; everyMs: number; published?: () => string | undefined };
}

/** The newest modification time of the build's stamp files (its pages are written first, its copies last). */
function builtAt(dir: string): number {
  const stamps = ['index.html', 'index.html.br', 'sitemap-index.xml', '404.html'];
  return Math.max(
    0,
    ...stamps.map((name) => join(dir, name)).map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
  );
}

export function createServedSite({ dir, api, watch }: ServedSiteOptions): ServedSite {
  const handlers = new Map<string, SiteHandler>();
  const handlerFor = (folder: string): SiteHandler => {
    let handler = handlers.get(folder);
    if (!handler) {
      handler = createSiteHandler({ distDir: folder, api });
      handlers.set(folder, handler);
    }
    return handler;
  };
  let currentDir = dir;
  let current = handlerFor(dir);
  let choose: (req: IncomingMessage) => SiteHandler | undefined = () => undefined;
  let editor: EditorPaths | undefined;

  const serve = (folder: string) => {
    // Made before the switch: the new handler reads its file list and 404 page first.
    handlers.delete(folder);
    const next = handlerFor(folder);
    // Only the current and the previous build keep a handler (requests in flight hold their own).
    for (const known of handlers.keys()) if (known !== folder && known !== currentDir) handlers.delete(known);
    currentDir = folder;
    current = next;
  };

  let timer: NodeJS.Timeout | undefined;
  if (watch) {
    let seen = builtAt(watch.dir);
    let changedAt = 0;
    let named = watch.published?.();
    timer = setInterval(() => {
      const nowNamed = watch.published?.();
      if (nowNamed && nowNamed !== named) {
        named = nowNamed;
        if (nowNamed !== currentDir) serve(nowNamed);
      }
      const stamp = builtAt(watch.dir);
      if (stamp !== seen) {
        seen = stamp;
        changedAt = Date.now();
        return;
      }
      // A build of dist/ quiet for a while, newer than what is served (or dist/ itself rebuilt): serve it.
      if (changedAt && Date.now() - changedAt >= watch.quietMs) {
        changedAt = 0;
        if (currentDir === watch.dir || stamp > builtAt(currentDir)) serve(watch.dir);
      }
    }, watch.everyMs);
    timer.unref();
  }

  return {
    handler: (req: IncomingMessage, res: ServerResponse) => {
      if (editor?.handles((req.url ?? '/').split('?')[0] ?? '/')) return editor.listener(req, res);
      return (choose(req) ?? current)(req, res);
    },
    serve,
    current: () => currentDir,
    handlerFor,
    route(next) {
      choose = next;
    },
    mountEditor(next) {
      editor = next;
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}

/** The build to serve at start: the last one published (`published`), when it is newer than dist/. */
export function buildToServe(distDir: string, published: string | undefined): string {
  return published && builtAt(published) > builtAt(distDir) ? published : distDir;
}
