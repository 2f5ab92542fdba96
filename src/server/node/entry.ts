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
import { createSiteHandler } from './site-handler.ts';
import { createStopRequests, watchNpmParent } from './stop-requests.ts';
import { sitePaths } from '../../config/site-paths.ts';
import { mountEditor, type EditorMount } from './editor/mount.ts';

/** dist/, or the build of CONTENT_ROOT's content (the test catalogue in the end-to-end tests). */
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const { dist: distDir, content: contentDir } = sitePaths(projectRoot);

let nodeApi: ReturnType<typeof createNodeApi>;
let editor: EditorMount | undefined;
let port: number;
let hostname: string;
try {
  ({ port, host: hostname } = readListenEnv(process.env));
  nodeApi = createNodeApi(process.env, distDir);
  // The content editor, when editor accounts exist (src/server/node/editor/mount.ts).
  editor = mountEditor({ projectRoot, contentDir, distDir, trustProxy: nodeApi.config.trustProxy });
} catch (error) {
  // A wrong setting: one line that names it (never a URL's credentials), no stack.
  console.error(`Cannot start: ${safeErrorText(error)}`);
  process.exit(1);
}
const server = createServer(createSiteHandler({ distDir, api: nodeApi.api, editor }));
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
