/**
 * A test helper, run as a process of its own: the `npm start` server's site (served-site.ts) with
 * publishing (src/server/node/publish/) mounted behind a stand-in for the editors' sign-in gate.
 * The stand-in lets through any request carrying a `test_editor` cookie (the editor's name and
 * address as JSON) and answers 404 otherwise; the real gate (sign-in, sessions, same-origin
 * checks) is src/server/node/editor/. Settings as for `npm start`: PORT, HOST, CONTENT_ROOT,
 * PUBLISH_REMOTE, PUBLISH_DIR, PUBLISH_RETRY_MIN_S.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { sitePaths } from '../../src/config/site-paths.ts';
import type { EditorIdentity } from '../../src/server/node/editor/identity.ts';
import { createPublishing } from '../../src/server/node/publish/editor-publishing.ts';
import { createServedSite } from '../../src/server/node/publish/served-site.ts';

export const TEST_EDITOR_COOKIE = 'test_editor';

/** The editor a request names in its test cookie. */
export function testEditorOf(headers: IncomingHttpHeaders): EditorIdentity | undefined {
  const value = (headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${TEST_EDITOR_COOKIE}=`));
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(decodeURIComponent(value.slice(TEST_EDITOR_COOKIE.length + 1))) as EditorIdentity;
    return typeof parsed.name === 'string' && typeof parsed.email === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const isMain = process.argv[1] === fileURLToPath(import.meta.url);
if (isMain) {
  const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
  const site = createServedSite({ dir: sitePaths(projectRoot).dist, api: new Hono() });
  const publishing = await createPublishing({ projectRoot, site });
  if (!publishing) throw new Error('content/ is not inside a git working tree');
  const gate = new Hono<{ Variables: { editor: EditorIdentity } }>();
  gate.use('*', async (c, next) => {
    const editor = testEditorOf(Object.fromEntries(c.req.raw.headers));
    if (!editor) return c.text('Not found', 404);
    c.set('editor', editor);
    return next();
  });
  publishing.extraRoutes(gate);
  publishing.attachPreview((headers) => testEditorOf(headers) !== undefined);
  const editorListener = getRequestListener(gate.fetch);
  const port = Number(process.env.PORT ?? 4321);
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith('/keystatic') || path.startsWith('/api/editor')) void editorListener(req, res);
    else site.handler(req, res);
  });
  server.listen(port, process.env.HOST ?? '127.0.0.1', () => console.log(`Publishing test server on ${port}`));
  process.on('SIGTERM', () => {
    server.close();
    void publishing.close().then(() => process.exit(0));
  });
}
