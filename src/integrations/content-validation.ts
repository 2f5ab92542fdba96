/**
 * Makes the content validator (src/build-time/content/validate.ts) part of Astro:
 * - `astro build` validates every file before anything is built and stops on the first run
 *   with every problem listed, in the same words as `npm run content:check`;
 * - `astro dev` validates again whenever a file in content/ changes; while there are
 *   problems, every page answers with them (src/middleware.ts), naming file and field, and the
 *   browser reloads by itself when the verdict changes. (Astro's own error overlay is not used:
 *   its code highlighter fails in the dev server here and the browser got a blank page.)
 */
import type { AstroIntegration } from 'astro';
import type { Plugin, ViteDevServer } from 'vite';
import { join } from 'node:path';
import { formatProblem } from '../lib/content/issues.ts';
import { CONTENT_KINDS } from '../lib/content/kinds/index.ts';
import type { SitePaths } from '../config/site-paths.ts';
import { validateContent } from '../build-time/content/validate.ts';
import { setContentProblems } from './content-problems-store.ts';

const currentProblems = (paths: SitePaths): string[] => validateContent(paths).problems.map(formatProblem);

/** The one-object files of content/ (site.json, affiliate.json), which modules read as they load. */
const objectFiles = (paths: SitePaths): string[] =>
  Object.values(CONTENT_KINDS).flatMap(({ source }) =>
    source.type === 'object' ? [join(paths.content, source.file)] : [],
  );

/**
 * Validates on start and on every change below content/; reloads the browser when the verdict
 * changes. A module that reads a one-object file as it loads (`readContentObject`) depends on
 * that file, so an edit to site.json reloads the pages with the new value.
 */
function contentWatcherPlugin(paths: SitePaths): Plugin {
  let problems: string[] = [];
  const refresh = (server: ViteDevServer) => {
    const next = currentProblems(paths);
    const changed = JSON.stringify(next) !== JSON.stringify(problems);
    problems = next;
    setContentProblems(problems);
    if (!changed) return;
    for (const line of problems) server.config.logger.error(line);
    // Open pages reload: to the problems page while there are any (src/middleware.ts), to the
    // page itself once they are fixed.
    server.ws.send({ type: 'full-reload' });
  };
  return {
    name: 'studio:content-watcher',
    transform(code) {
      if (code.includes('readContentObject(')) for (const file of objectFiles(paths)) this.addWatchFile(file);
      return null;
    },
    configureServer(server) {
      refresh(server);
      server.watcher.add(paths.content);
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(paths.content)) refresh(server);
      });
    },
  };
}

export function contentValidationIntegration(paths: SitePaths): AstroIntegration {
  return {
    name: 'studio:content-validation',
    hooks: {
      'astro:config:setup': ({ command, logger, updateConfig }) => {
        if (command === 'build') {
          const problems = currentProblems(paths);
          if (problems.length > 0) {
            for (const line of problems) logger.error(line);
            throw new Error(
              `${problems.length} content error${problems.length === 1 ? '' : 's'}; nothing was built:\n${problems.join('\n')}`,
            );
          }
        }
        if (command === 'dev') updateConfig({ vite: { plugins: [contentWatcherPlugin(paths)] } });
      },
    },
  };
}
