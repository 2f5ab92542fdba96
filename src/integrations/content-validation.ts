/**
 * Makes the content check (src/content-reading/validate.ts, images decoded included) part of Astro:
 * - `astro build` checks every file before anything is built and stops with every problem
 *   listed, in the same words as `npm run content:check`;
 * - `astro dev` checks again whenever a file in content/ changes and logs each new verdict once;
 *   while there are problems, every page request is answered with them (naming file and field)
 *   before Astro renders anything, so a broken image or entry never reaches the page's code and
 *   never gives a blank error, and each file links to the editor's repair view, where it is fixed
 *   in the browser; the content editor (/keystatic) keeps working meanwhile, and open
 *   pages reload by themselves when the verdict changes. (Astro's own error overlay is not used:
 *   its code highlighter fails in the dev server here and the browser got a blank page.)
 */
import type { AstroIntegration } from 'astro';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgetDataStoreOfAnotherRoot } from './dev-data-store.ts';
import { formatProblem } from '../lib/content/issues.ts';
import { CONTENT_KINDS } from '../lib/content/kinds/index.ts';
import { kindOfFile } from '../lib/content/kind-of-file.ts';
import { contentProblemsPage } from '../lib/content/problems-page.ts';
import { isAdminPath, repairHref } from '../lib/admin-paths.ts';
import type { SitePaths } from '../config/site-paths.ts';
import { checkContent } from '../content-reading/validate.ts';
import { takeParseCounts } from '../content-reading/parsed-files.ts';

const currentProblems = async (paths: SitePaths): Promise<string[]> =>
  (await checkContent(paths)).problems.map(formatProblem);

/** The one-object files of content/ (site.json, affiliate.json), which modules read as they load. */
const objectFiles = (paths: SitePaths): string[] =>
  Object.values(CONTENT_KINDS).flatMap(({ source }) =>
    source.type === 'object' ? [join(paths.content, source.file)] : [],
  );

/** Whether a file inside content/ is one of the entries the editor opens (a kind's file, or an entry of its folder). */
export const isEditorFile = (file: string): boolean => kindOfFile(file) !== undefined;

/** The editor's repair view of a file, where it is fixed in the browser (src/admin/node/repair-page.astro). */
const fixHref = (file: string) => (isEditorFile(file) ? repairHref(file) : undefined);

/** Requests for the dev server's own files (its client, modules, dependencies), never a page. */
const DEV_SERVER_FILES = /^\/(@|__|node_modules\/|src\/|_image)/;

/** Whether a request asks for a page of the site (not the editor, not a module or a file). */
export function isSitePageRequest(method: string | undefined, url: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = new URL(url ?? '/', 'http://localhost').pathname;
  if (isAdminPath(pathname) || DEV_SERVER_FILES.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.') || last.endsWith('.html');
}

/** Checks on start and on every change below content/; reloads the browser when the verdict changes. */
function contentWatcherPlugin(paths: SitePaths): Plugin {
  let problems: string[] = [];
  let running: Promise<void> | undefined;
  let again = false;
  const check = async (server: ViteDevServer) => {
    const next = await currentProblems(paths);
    const changed = JSON.stringify(next) !== JSON.stringify(problems);
    problems = next;
    if (!changed) return;
    // Each problem is logged once, when it appears, never per request.
    for (const line of problems) server.config.logger.error(line);
    if (problems.length === 0) server.config.logger.info('content OK', { timestamp: true });
    // Open pages reload: to the problems page while there are any, to the page itself once fixed.
    server.ws.send({ type: 'full-reload' });
  };
  /** One check at a time; changes during a check are seen by one more check after it. */
  const refresh = (server: ViteDevServer): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = check(server)
      .catch((error: unknown) => server.config.logger.error(`content check failed: ${String(error)}`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void refresh(server);
        }
      });
    return running;
  };
  /** The first check, which page requests wait for: until it ends, no verdict is known. */
  let first: Promise<void> | undefined;
  const answer = async (...[req, res, next]: Parameters<Connect.NextHandleFunction>): Promise<void> => {
    if (!isSitePageRequest(req.method, req.url)) return next();
    await first;
    if (problems.length === 0) return next();
    res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : contentProblemsPage(problems, { fixHref }));
  };
  const answerWithProblems: Connect.NextHandleFunction = (req, res, next) => {
    answer(req, res, next).catch(next);
  };
  return {
    name: 'studio:content-watcher',
    transform(code) {
      if (code.includes('readContentObject(')) for (const file of objectFiles(paths)) this.addWatchFile(file);
      return null;
    },
    configureServer(server) {
      // Before Astro's own handler, so a broken file never reaches the page's code.
      server.middlewares.use(answerWithProblems);
      server.watcher.add(paths.content);
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(paths.content)) void refresh(server);
      });
      // The server starts meanwhile (decoding every image takes seconds); pages wait for the verdict.
      first = refresh(server);
    },
  };
}

export function contentValidationIntegration(paths: SitePaths): AstroIntegration {
  return {
    name: 'studio:content-validation',
    hooks: {
      'astro:config:setup': async ({ command, config, logger, updateConfig }) => {
        if (command === 'build') {
          const problems = await currentProblems(paths);
          if (problems.length > 0) {
            for (const line of problems) logger.error(line);
            throw new Error(
              `${problems.length} content error${problems.length === 1 ? '' : 's'}; nothing was built:\n${problems.join('\n')}`,
            );
          }
        }
        if (command === 'dev') {
          if (forgetDataStoreOfAnotherRoot(fileURLToPath(new URL('.astro/', config.root)), paths.root)) {
            logger.info(`content root ${paths.root}: the entries stored for another root are read again`);
          }
          updateConfig({ vite: { plugins: [contentWatcherPlugin(paths)] } });
        }
      },
      // The collections have read every file (Astro syncs them before the build starts), through
      // the check's parse (src/content-reading/parsed-files.ts): say so, and name any file parsed twice.
      'astro:build:start': ({ logger }) => {
        const { reused, parsedAgain } = takeParseCounts();
        logger.info(`content parsed once: the collections took ${reused} files as the content check parsed them`);
        if (parsedAgain.length > 0) logger.warn(`parsed again (changed during the build?): ${parsedAgain.join(', ')}`);
      },
    },
  };
}
