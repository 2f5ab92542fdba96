/**
 * `npm start` entry: serves dist/ (site-handler.ts) and the form API (Hono) on one port, and runs
 * the outbox's delivery loop. PORT (default 4321) and HOST (default 0.0.0.0) come from the
 * environment; the form API's settings (OUTBOX_DB, SMTP_URL, MAIL_TO, OUTBOX_RETRY_MIN_S, ...)
 * too, see docs/operations.md. A bad setting stops it at once with one line naming the variable
 * (core/env.ts). On SIGINT/SIGTERM (stop-requests.ts: a copy or a second request
 * does not cut the drain short, a third stops at once), or when npm that started it is gone, it
 * stops taking connections, lets requests and every send in flight finish for at most
 * SHUTDOWN_DRAIN_S (10 s), then exits.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { safeErrorText } from '../../lib/log-text.ts';
import { readListenEnv } from '../core/env.ts';
import { createNodeApi, describeDelivery } from './api.ts';
import { drainThenExit } from './shutdown.ts';
import { buildToServe, createServedSite } from './publish/served-site.ts';
import { lastPublishedBuild, publishDataDir } from './publish/data-dir.ts';
import { createStopRequests, watchNpmParent } from './stop-requests.ts';
import { sitePaths } from '../../config/site-paths.ts';
import { hasEditorAccounts, mountEditor, type EditorMount } from './editor/mount.ts';
import { createPublishing, type Publishing } from './publish/editor-publishing.ts';
import type { ServedSite } from './publish/served-site.ts';

/** dist/, or the build of CONTENT_ROOT's content (the test catalogue in the end-to-end tests). */
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const { dist: distDir, content: contentDir } = sitePaths(projectRoot);

let nodeApi: ReturnType<typeof createNodeApi>;
let editor: EditorMount | undefined;
let publishing: Publishing | undefined;
let port: number;
let hostname: string;
let site: ServedSite;
try {
  ({ port, host: hostname } = readListenEnv(process.env));
  nodeApi = createNodeApi(process.env, distDir);
  // The site served, switched without a restart: to a publish's build, or to dist/ rebuilt beside it.
  const publishDir = publishDataDir(projectRoot);
  site = createServedSite({
    dir: buildToServe(distDir, lastPublishedBuild(publishDir)),
    api: nodeApi.api,
    watch: { dir: distDir, quietMs: 5_000, everyMs: 2_000, published: () => lastPublishedBuild(publishDir) },
  });
  // The content editor and publishing, when editor accounts exist (editor/mount.ts, publish/).
  if (hasEditorAccounts()) publishing = await createPublishing({ projectRoot, site });
  editor = mountEditor({
    projectRoot,
    contentDir,
    distDir,
    trustProxy: nodeApi.config.trustProxy,
    ...(publishing
      ? { extraRoutes: publishing.extraRoutes, links: publishing.links, saveGuard: publishing.guard }
      : {}),
  });
  if (editor) {
    site.mountEditor(editor);
    const { editorFromRequest } = editor.server;
    publishing?.attachPreview((headers) => editorFromRequest(headers) !== null);
  }
} catch (error) {
  // A wrong setting: one line that names it (never a URL's credentials), no stack.
  console.error(`Cannot start: ${safeErrorText(error)}`);
  process.exit(1);
}
const server = createServer(site.handler);
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') console.error(`Cannot start: port ${port} is in use (another server runs there?)`);
  else if (error.code === 'EACCES') console.error(`Cannot start: port ${port} may not be used by this user`);
  else console.error(`Cannot start: ${safeErrorText(error)}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const shown = hostname === '0.0.0.0' ? 'localhost' : hostname;
  const address = server.address();
  console.log(
    `Studio site and form API on http://${shown}:${typeof address === 'object' && address ? address.port : port}`,
  );
  console.log(describeDelivery(nodeApi));
  if (editor) console.log(editor.description);
  if (publishing) console.log(publishing.description);
  void nodeApi.start();
});

const stopRequested = createStopRequests({
  drain: (reason) => {
    console.log(`${reason}: stopping (at most ${nodeApi.config.shutdownDrainMs / 1000} s for what is in flight)`);
    void drainThenExit(server, {
      timeoutMs: nodeApi.config.shutdownDrainMs,
      stopWork: (timeoutMs) => nodeApi.stop(timeoutMs),
      log: (line) => console.log(line),
    });
  },
  force: (reason) => {
    console.log(`${reason} a third time: stopped at once`);
    process.exit(1);
  },
  log: (line) => console.log(line),
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stopRequested(signal));

watchNpmParent(() => stopRequested('npm exited'));
