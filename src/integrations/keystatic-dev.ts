/**
 * The content editor (Keystatic) at /keystatic, under `npm run dev` only: `astro build` never
 * loads it, so nothing of it reaches dist/.
 *
 * Keystatic's own integration sets up the dev server for it and adds its two routes, which point
 * at this project's own: the page src/admin/browser/admin-page.astro (a title and the site's favicon) and
 * the API src/admin/node/api-route.ts, which works on content/ of the chosen content root and keeps
 * the files' formatting. A third route, /keystatic/repair (src/admin/node/repair-page.astro), lists the
 * content problems and saves a file's own text where the form cannot open it. A virtual module
 * hands the editor the entries it offers in selects (tool categories, tools, technologies), read
 * from content/ when the editor loads. The lists' search matches titles and labels, not only file
 * names (src/admin/browser/list-search.ts). The admin makes no
 * request to another host: the web font Keystatic links from Google is left out (its type falls
 * back to the system font). Both are rewrites of Keystatic's UI module, which the dev server
 * applies as it serves it; they live, with every other tie to Keystatic's internals, in
 * src/admin/browser/keystatic-adapter.ts.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import type { SitePaths } from '../config/site-paths.ts';
import { readAdminOptions } from '../admin/node/options.ts';
import { withEditorChanges } from '../admin/browser/keystatic-adapter.ts';
import { CONTENT_RELOAD_FLAG, REPAIR_PATH } from '../lib/admin-paths.ts';

const OPTIONS_MODULE = 'virtual:studio-admin-options';
const RESOLVED_OPTIONS = `\0${OPTIONS_MODULE}`;
const ROUTES: Record<string, string> = {
  '/keystatic/[...params]': fileURLToPath(new URL('../admin/browser/admin-page.astro', import.meta.url)),
  '/api/keystatic/[...params]': fileURLToPath(new URL('../admin/node/api-route.ts', import.meta.url)),
};
/** The editor's repair view of content problems and files' text (src/admin/node/repair-page.astro). */
const REPAIR_PAGE = fileURLToPath(new URL('../admin/node/repair-page.astro', import.meta.url));
/** The editor lists' search (src/admin/browser/list-search.ts), as the dev server serves it to Keystatic's UI. */
const LIST_SEARCH_URL = `/@fs${fileURLToPath(new URL('../admin/browser/list-search.ts', import.meta.url))}`;
/** How long after a change in content/ a reload counts as caused by it. */
const CONTENT_RELOAD_WINDOW_MS = 3_000;

function adminPlugin(paths: SitePaths): Plugin {
  return {
    name: 'studio:keystatic-dev',
    resolveId(id) {
      return id === OPTIONS_MODULE ? RESOLVED_OPTIONS : null;
    },
    load(id) {
      return id === RESOLVED_OPTIONS ? `export default ${JSON.stringify(readAdminOptions(paths.content))};` : null;
    },
    // Keystatic's UI module, with the editor's changes (src/admin/browser/keystatic-adapter.ts).
    transform: (code) => withEditorChanges(code, LIST_SEARCH_URL),
    configureServer(server) {
      let contentChangedAt = 0;
      // First of the watcher's listeners, so the content check's reload is marked too.
      server.watcher.prependListener('all', (_event: string, file: string) => {
        if (!file.startsWith(paths.content)) return;
        contentChangedAt = Date.now();
        // The choices are read again on the editor's next load.
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_OPTIONS);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      });
      // Reloads that follow a change in content/ (Astro's, the content check's) are marked, so
      // the editor's page, which saved the change itself, can stay as it is (src/admin/browser/AdminApp.tsx).
      for (const channel of new Set([server.ws, server.environments.client.hot])) {
        const send: (...args: unknown[]) => void = channel.send.bind(channel);
        channel.send = (...args: unknown[]) => {
          const [payload] = args;
          const reload =
            typeof payload === 'object' && payload !== null && 'type' in payload && payload.type === 'full-reload';
          if (reload && Date.now() - contentChangedAt < CONTENT_RELOAD_WINDOW_MS)
            return send({ ...payload, [CONTENT_RELOAD_FLAG]: true }, ...args.slice(1));
          return send(...args);
        };
      }
    },
  };
}

export function keystaticDevIntegration(paths: SitePaths): AstroIntegration {
  return {
    name: 'studio:keystatic-dev',
    hooks: {
      'astro:config:setup': async (options) => {
        if (options.command !== 'dev') return;
        const { default: keystatic } = await import('@keystatic/astro');
        const setup = keystatic().hooks['astro:config:setup'];
        await setup?.({
          ...options,
          injectRoute: (route) => {
            const entrypoint = ROUTES[route.pattern];
            if (!entrypoint) throw new Error(`Keystatic adds a route this project does not know: ${route.pattern}`);
            options.injectRoute({ ...route, entrypoint });
          },
        });
        // The repair view: a static route, so it comes before Keystatic's `/keystatic/[...params]`.
        options.injectRoute({ pattern: REPAIR_PATH, entrypoint: REPAIR_PAGE, prerender: false });
        options.updateConfig({ vite: { plugins: [adminPlugin(paths)] } });
      },
    },
  };
}
