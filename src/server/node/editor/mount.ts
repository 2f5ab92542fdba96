/**
 * The editor in the Node server (entry.ts): when the accounts file (EDITOR_ACCOUNTS_FILE) holds
 * at least one editor, the editor server (server.ts) answers the editor's paths; else it is not
 * mounted and those paths are the site's (its 404 page). Accounts added later take effect at the
 * next start; a removed account or a changed password at once.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { accountStore } from './accounts.ts';
import { EDITOR_API_MODULE } from './build-paths.ts';
import { createEditorServer, isEditorPath, type EditorServer, type EditorServerOptions } from './server.ts';
import { readEditorSettings } from './settings.ts';

export interface EditorMount {
  /** Whether a path is the editor's. */
  handles: (pathname: string) => boolean;
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  server: EditorServer;
  /** What the start's log says of the editor. */
  description: string;
}

/** Whether the accounts file (EDITOR_ACCOUNTS_FILE) holds at least one editor. */
export const hasEditorAccounts = (env: Record<string, string | undefined> = process.env): boolean =>
  accountStore(readEditorSettings(env).accountsFile).all().length > 0;

export function mountEditor(
  options: Omit<EditorServerOptions, 'settings'>,
  env: Record<string, string | undefined> = process.env,
): EditorMount | undefined {
  const settings = readEditorSettings(env);
  const editors = accountStore(settings.accountsFile).all().length;
  if (editors === 0) return undefined;
  if (!existsSync(join(options.projectRoot, EDITOR_API_MODULE)))
    throw new Error('the content editor is not built: `npm start` builds it (or `npm run build:editor`)');
  const server = createEditorServer({ ...options, settings });
  const listener = getRequestListener(server.fetch);
  return {
    handles: isEditorPath,
    listener: (req, res) => void listener(req, res),
    server,
    description: `Content editor on /keystatic (${editors} editor${editors === 1 ? '' : 's'} in ${settings.accountsFile})`,
  };
}
