/**
 * `npm start` entry: serves dist/ (sirv) and the form API (Hono) on one port, and runs
 * the outbox's delivery loop. PORT (default 4321) and HOST (default 0.0.0.0) come from the
 * environment; the form API's settings (OUTBOX_DB, SMTP_URL, MAIL_TO, OUTBOX_RETRY_MIN_S, ...)
 * too, see docs/operations.md. On SIGINT/SIGTERM (stop-requests.ts: a copy or a second request
 * does not cut the drain short, a third stops at once), or when npm that started it is gone, it
 * stops taking connections, lets requests and every send in flight finish for at most
 * SHUTDOWN_DRAIN_S (10 s), then exits.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { safeErrorText } from '../../lib/log-text.ts';
import { createNodeApi, describeDelivery } from './api.ts';
import { drainThenExit } from './shutdown.ts';
import { buildToServe, createServedSite } from './publish/served-site.ts';
import { lastPublishedBuild, publishDataDir } from './publish/data-dir.ts';
import { createStopRequests, watchNpmParent } from './stop-requests.ts';
import { sitePaths } from '../../config/site-paths.ts';

/** dist/, or the build of CONTENT_ROOT's content (the test catalogue in the end-to-end tests). */
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const distDir = sitePaths(projectRoot).dist;
const port = Number(process.env.PORT ?? 4321);
const hostname = process.env.HOST ?? '0.0.0.0';

let nodeApi: ReturnType<typeof createNodeApi>;
try {
  nodeApi = createNodeApi(process.env, distDir);
} catch (error) {
  // A wrong setting: one line that names it (never its value), no stack.
  console.error(`Cannot start: ${safeErrorText(error)}`);
  process.exit(1);
}
// The site served, switched without a restart: to a publish's build, or to dist/ rebuilt beside it.
const publishDir = publishDataDir(projectRoot);
const site = createServedSite({
  dir: buildToServe(distDir, lastPublishedBuild(publishDir)),
  api: nodeApi.api,
  watch: { dir: distDir, quietMs: 5_000, everyMs: 2_000, published: () => lastPublishedBuild(publishDir) },
});
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
