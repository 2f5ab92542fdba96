/**
 * The editor's API under `npm start`: the same handler as under `npm run dev` (api-route.ts:
 * Keystatic's local mode through content-api.ts, with its codec, checks and image limits), on
 * content/ of the served content root. src/integrations/editor-bundle.ts builds this file into
 * .astro/editor/server/, which the Node server (src/server/node/editor/) loads only when editor
 * accounts exist; Keystatic's config is built from the schemas here, with the choices read from
 * content/ on each request for them (OPTIONS_API).
 */
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { adminConfig } from '../browser/config.ts';
import { createContentApi } from './content-api.ts';
import { readAdminOptions } from './options.ts';
import type { EditorIdentity } from '../../server/node/editor/identity.ts';
import type { SaveGuard } from '../../server/node/publish/save-guard.ts';

/** What the Node server calls: the API's handler (for the signed-in editor), and the editor's choices now. */
export interface EditorApi {
  handle: (request: Request, editor: EditorIdentity) => Promise<Response>;
  options: () => unknown;
}

/** `guard`: saves and publishes take turns, and a stale save is refused (src/server/node/publish/). */
export function createEditorApi(contentDir: string, guard?: SaveGuard): EditorApi {
  const config = adminConfig(readAdminOptions(contentDir));
  return {
    handle: createContentApi(contentDir, makeGenericAPIRouteHandler({ config, localBaseDirectory: contentDir }), guard),
    options: () => readAdminOptions(contentDir),
  };
}
