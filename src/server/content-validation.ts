/**
 * Makes the content validator (src/lib/content/validate.ts) part of Astro:
 * - `astro build` validates every file before anything is built and stops on the first run
 *   with every problem listed, in the same words as `npm run content:check`;
 * - `astro dev` validates again whenever a file in content/ or public/ changes, and the pages
 *   throw the problems while there are any, so the browser shows Astro's error overlay naming
 *   file and field; the page reloads by itself once the file is fixed.
 */
import type { AstroIntegration } from 'astro';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem } from '../lib/content/issues.ts';
import type { SitePaths } from '../lib/content/site-paths.ts';
import { validateContent } from '../lib/content/validate.ts';

const MODULE_ID = 'virtual:studio/content-problems';
const RESOLVED_ID = `\0${MODULE_ID}`;

const currentProblems = (paths: SitePaths): string[] => validateContent(paths).problems.map(formatProblem);

/** `virtual:studio/content-problems`: the problem lines of the content as it is now ([] in a build). */
function contentProblemsPlugin(paths: SitePaths, watch: boolean): Plugin {
  let problems: string[] = [];
  const refresh = (server: ViteDevServer) => {
    const next = currentProblems(paths);
    const changed = JSON.stringify(next) !== JSON.stringify(problems);
    problems = next;
    if (!changed) return;
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) environment.moduleGraph.invalidateModule(module);
    }
    for (const line of problems) server.config.logger.error(line);
    server.ws.send({ type: 'full-reload' });
  };
  return {
    name: 'studio:content-problems',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(problems)};` : undefined),
    configureServer(server) {
      if (!watch) return;
      refresh(server);
      server.watcher.add([paths.content, paths.public]);
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(paths.content) || file.startsWith(paths.public)) refresh(server);
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
        updateConfig({ vite: { plugins: [contentProblemsPlugin(paths, command === 'dev')] } });
      },
    },
  };
}
