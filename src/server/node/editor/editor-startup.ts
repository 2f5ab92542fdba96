/**
 * The content editor and publishing in the Node server (entry.ts): started with the server when
 * editor accounts exist, else as soon as the first account is added (`npm run editor -- add`),
 * with no restart. The accounts file is looked at every ACCOUNTS_CHECK_MS; when it first holds an
 * editor, the editor's build (.astro/editor/) is made if it is missing or stale (as
 * scripts/start.mjs does at start), then the editor and publishing are mounted on the served site.
 * Until then every editor path answers as an unknown path.
 *
 * A wrong setting at start stops the start (the caller's `Cannot start:` line); found later, it is
 * logged once, and the check goes on (a fixed file or setting takes effect then).
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { safeErrorText } from '../../../lib/log-text.ts';
import { createPublishing, type Publishing } from '../publish/editor-publishing.ts';
import type { ServedSite } from '../publish/served-site.ts';
import { editorBuildState } from './build-state.ts';
import { hasEditorAccounts, mountEditor, type EditorMount } from './mount.ts';

/** How often the accounts file is looked at while it holds no editor. */
export const ACCOUNTS_CHECK_MS = 2_000;

export interface EditorStartupOptions {
  projectRoot: string;
  contentDir: string;
  distDir: string;
  trustProxy: number;
  site: ServedSite;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Builds the editor (.astro/editor/); default: scripts/build-editor.ts in a child process. */
  buildEditor?: () => Promise<void>;
  checkEveryMs?: number;
}

export interface EditorStartup {
  /** The mounted editor (undefined until an account exists). */
  readonly editor: EditorMount | undefined;
  readonly publishing: Publishing | undefined;
  /** Stops looking for a first account, and closes publishing. */
  close(): Promise<void>;
}

const run = promisify(execFile);

export async function startEditor(options: EditorStartupOptions): Promise<EditorStartup> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.log(line));
  const buildEditor =
    options.buildEditor ??
    (async () => {
      await run(process.execPath, [join(options.projectRoot, 'scripts', 'build-editor.ts')], {
        cwd: options.projectRoot,
        maxBuffer: 64 * 1024 * 1024,
      });
    });
  let editor: EditorMount | undefined;
  let publishing: Publishing | undefined;

  /** Mounts the editor and publishing when an account exists; whether it did. */
  async function attach(): Promise<boolean> {
    if (!hasEditorAccounts(env)) return false;
    const started = await createPublishing({ projectRoot: options.projectRoot, site: options.site, env });
    const mounted = mountEditor(
      {
        projectRoot: options.projectRoot,
        contentDir: options.contentDir,
        distDir: options.distDir,
        trustProxy: options.trustProxy,
        ...(started ? { extraRoutes: started.extraRoutes, links: started.links, saveGuard: started.guard } : {}),
      },
      env,
    );
    if (!mounted) {
      await started?.close();
      return false;
    }
    options.site.mountEditor(mounted);
    const { editorFromRequest } = mounted.server;
    started?.attachPreview((headers) => editorFromRequest(headers) !== null);
    editor = mounted;
    publishing = started;
    return true;
  }

  let timer: NodeJS.Timeout | undefined;
  if (!(await attach())) {
    let busy = false;
    let lastProblem = '';
    timer = setInterval(() => {
      if (busy) return;
      busy = true;
      void (async () => {
        try {
          if (!hasEditorAccounts(env)) return;
          if (env['SKIP_BUILD'] !== '1' && editorBuildState(options.projectRoot) !== 'current') {
            log('First editor account: building the content editor…');
            await buildEditor();
          }
          if (!(await attach())) return;
          clearInterval(timer);
          timer = undefined;
          log(editor?.description ?? '');
          if (publishing) log(publishing.description);
        } catch (error) {
          const problem = `Content editor not started: ${safeErrorText(error)}`;
          if (problem !== lastProblem) log(problem);
          lastProblem = problem;
        } finally {
          busy = false;
        }
      })();
    }, options.checkEveryMs ?? ACCOUNTS_CHECK_MS);
    timer.unref();
  }

  return {
    get editor() {
      return editor;
    },
    get publishing() {
      return publishing;
    },
    async close() {
      if (timer) clearInterval(timer);
      await publishing?.close();
    },
  };
}
