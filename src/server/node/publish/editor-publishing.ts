/**
 * Publishing on `npm start`, assembled: the publisher on the server's own checkout, the save
 * guard the editor's API shares with it, its routes for the editors' app, and the preview shown
 * to signed-in editors. Off (undefined) when content/ is not inside a git working tree.
 *
 * Settings: PUBLISH_REMOTE (any git remote URL; without it, publishing serves here only),
 * PUBLISH_BRANCH (default: the checkout's branch), PUBLISH_DIR (builds, state and the save log;
 * default .data/publish/), PUBLISH_RETRY_MIN_S (first retry of a failed push, doubling; 5),
 * PUBLISH_BUILD_LIMIT_S (a content check or build running longer is stopped and fails; 1800).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { NUMBER_RULES, numberSetting } from '../../core/env.ts';
import { createGit } from './git.ts';
import { publishDataDir } from './data-dir.ts';
import { createPublisher, DEFAULT_BUILD_LIMIT_S, publishedContentDir, type Publisher } from './publisher.ts';
import { previewRouting, registerPublishRoutes } from './routes.ts';
import type { EditorApp } from '../editor/server.ts';
import { createSaveGuard, type SaveGuard } from './save-guard.ts';
import type { ServedSite } from './served-site.ts';
import type { EditorLink } from '../editor/pages.ts';
import { PUBLISH_LINK_LABEL, PUBLISH_PAGE } from '../../../lib/publish/publish-paths.ts';

export interface Publishing {
  publisher: Publisher;
  /** Give it to the editor's API (createContentApi), so saves and publishes take turns. */
  guard: SaveGuard;
  /** The routes, for createEditorServer's `extraRoutes`, and the link to the publish page. */
  extraRoutes: (app: EditorApp) => void;
  links: readonly EditorLink[];
  /** What the start's log says of publishing. */
  description: string;
  /** Shows the preview to requests `isEditor` accepts (editorFromRequest). */
  attachPreview: (isEditor: (headers: IncomingHttpHeaders) => boolean) => void;
  close(): Promise<void>;
}

export async function createPublishing(options: {
  projectRoot: string;
  site: ServedSite;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}): Promise<Publishing | undefined> {
  const env = options.env ?? process.env;
  // A bad value stops the start with one line naming it, as every other setting (core/env.ts).
  const retryS = numberSetting(env, 'PUBLISH_RETRY_MIN_S', 5, NUMBER_RULES.timerSeconds);
  const buildLimitS = numberSetting(env, 'PUBLISH_BUILD_LIMIT_S', DEFAULT_BUILD_LIMIT_S, NUMBER_RULES.timerSeconds);
  const contentDir = publishedContentDir(options.projectRoot, env);
  const inGit = await createGit(contentDir).attempt(['rev-parse', '--is-inside-work-tree']);
  if (inGit.code !== 0 || inGit.stdout.trim() !== 'true') return undefined;
  const dataDir = publishDataDir(options.projectRoot, env);
  const guard = createSaveGuard(join(dataDir, 'saves.json'));
  const publisher = await createPublisher({
    projectRoot: options.projectRoot,
    contentDir,
    dataDir,
    site: options.site,
    guard,
    remote: env.PUBLISH_REMOTE || undefined,
    branch: env.PUBLISH_BRANCH || undefined,
    retryFirstMs: retryS * 1000,
    buildLimitMs: buildLimitS * 1000,
    log: options.log,
  });
  return {
    publisher,
    guard,
    extraRoutes: (app) => registerPublishRoutes(app, { publisher, log: options.log }),
    links: [{ href: PUBLISH_PAGE, label: PUBLISH_LINK_LABEL }],
    description: `Publishing on ${PUBLISH_PAGE}: ${
      env.PUBLISH_REMOTE ? 'pushes to PUBLISH_REMOTE' : 'served here only (no PUBLISH_REMOTE)'
    }`,
    attachPreview: (isEditor) => previewRouting(options.site, publisher, isEditor),
    close: () => publisher.close(),
  };
}
