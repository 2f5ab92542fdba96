/**
 * The content editor's server for its browser tests: one `npm run dev` per spec file on a
 * throwaway copy of the test catalogue (dev-server.ts), its tests run one after another on it.
 */
import { test } from './browser-test';
import { copyTestCatalogue, startDevServer, type ContentCopy, type DevServer } from './dev-server';

/**
 * Starts the editor's dev server on a fresh copy before the spec's tests (which then run one
 * after another on it) and removes both after them. Returns the copy and the server.
 */
export function useEditorServer(prefix: string): () => { copy: ContentCopy; server: DevServer } {
  let copy: ContentCopy | undefined;
  let server: DevServer | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(270_000);
    copy = copyTestCatalogue(prefix);
    server = await startDevServer(copy, '/keystatic');
  });
  test.afterAll(async () => {
    await server?.stop();
    await copy?.remove();
  });
  return () => {
    if (!copy || !server) throw new Error('the dev server did not start');
    return { copy, server };
  };
}
