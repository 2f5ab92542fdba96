/**
 * What the editor's API module (src/admin/node/editor-api.ts, built apart into .astro/editor/ and
 * loaded by server.ts at run time, never imported by it) gives the editor server: declared here
 * once, implemented there.
 */
import type { EditorIdentity } from './identity.ts';
import type { SaveGuard } from '../publish/save-guard.ts';

/** A request of the repair view (/keystatic/repair): the file asked for, and on a post the text sent. */
export interface RepairRequest {
  file?: string;
  /** The page after a save (`&saved=1`). */
  saved: boolean;
  /** On a post: the form's `text` (anything but a string is a bad request). */
  post?: { text: unknown };
}

/** The repair view's answer, for the editor server to send: a redirect, a bad request, or the page's parts. */
export type RepairPage =
  | { status: 303; location: string }
  | { status: 400 }
  | { status: 200 | 422; title: string; style: string; body: string };

export interface EditorApi {
  /** Keystatic's API (through the project's checks) for the signed-in editor. */
  handle: (request: Request, editor: EditorIdentity) => Promise<Response>;
  /** The editor's choices now (read from content/). */
  options: () => unknown;
  /** The repair view for the signed-in editor; `bar` is the signed-in bar's HTML. */
  repair: (request: RepairRequest, editor: EditorIdentity, bar: string) => Promise<RepairPage>;
}

export interface EditorApiModule {
  /** `guard`: saves and publishes take turns, and a stale save is refused. */
  createEditorApi: (contentDir: string, guard?: SaveGuard) => EditorApi;
}
