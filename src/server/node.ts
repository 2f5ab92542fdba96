/**
 * `npm start` entry: serves dist/ and the form API on one port with @hono/node-server.
 * PORT (default 4321) and HOST (default 0.0.0.0) come from the environment; the form API's
 * settings (OUTBOX_DIR, SMTP_URL, MAIL_TO, MAIL_FROM, FORM_RATE_LIMIT, ...) too, see docs/forms.md.
 */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createNodeApi, describeDelivery } from './node-api.ts';
import { createSiteServer } from './site.ts';
import { sitePaths } from '../config/site-paths.ts';

/** dist/, or the build of CONTENT_ROOT's content (the test catalogue in the end-to-end tests). */
const distDir = sitePaths(fileURLToPath(new URL('../..', import.meta.url))).dist;
const port = Number(process.env.PORT ?? 4321);
const hostname = process.env.HOST ?? '0.0.0.0';

const nodeApi = createNodeApi(process.env, distDir);
const app = createSiteServer({ distDir, api: nodeApi.api });
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const shown = hostname === '0.0.0.0' ? 'localhost' : hostname;
  console.log(`Studio site and form API on http://${shown}:${info.port}`);
  console.log(describeDelivery(nodeApi));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
