/**
 * Two editors on one entry: which version of each file an editor opened, who saved each file
 * last (kept in a small JSON file under the publish folder, so it outlives a restart), and one
 * lock that saves and the publisher's snapshot take in turn.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { EditorIdentity } from '../editor/identity.ts';
import { saveConflict, type SaveRecord } from '../../../lib/publish/save-conflict.ts';

export interface SaveGuard {
  /** The editor was given this version (git blob hash, as the editor reads the file) of `path`. */
  opened(editor: EditorIdentity, path: string, sha: string): void;
  /** Why the editor may not save `path` now (its version there now: `current`), or undefined. */
  refusal(editor: EditorIdentity, path: string, current: string | undefined): string | undefined;
  /** The editor saved `path`, leaving version `sha`. */
  saved(editor: EditorIdentity, path: string, sha: string): void;
  /** The last save of each file. */
  lastSaves(): Record<string, SaveRecord>;
  /** Runs `work` when no save and no publish snapshot runs, and no other until it ends. */
  exclusive<T>(work: () => Promise<T> | T): Promise<T>;
}

export function createSaveGuard(logFile: string): SaveGuard {
  const saves: Record<string, SaveRecord> = existsSync(logFile)
    ? (JSON.parse(readFileSync(logFile, 'utf8')) as Record<string, SaveRecord>)
    : {};
  const opened = new Map<string, string>();
  const key = (editor: EditorIdentity, path: string) => `${editor.email.toLowerCase()}\n${path}`;
  let tail: Promise<unknown> = Promise.resolve();

  const persist = () => {
    mkdirSync(dirname(logFile), { recursive: true });
    writeFileSync(`${logFile}.tmp`, JSON.stringify(saves, null, 2));
    renameSync(`${logFile}.tmp`, logFile);
  };

  return {
    opened(editor, path, sha) {
      opened.set(key(editor, path), sha);
    },
    refusal(editor, path, current) {
      return saveConflict({
        path,
        editorEmail: editor.email.toLowerCase(),
        opened: opened.get(key(editor, path)),
        current,
        lastSave: saves[path],
      });
    },
    saved(editor, path, sha) {
      saves[path] = { name: editor.name, email: editor.email.toLowerCase(), sha, at: new Date().toISOString() };
      opened.set(key(editor, path), sha);
      persist();
    },
    lastSaves: () => ({ ...saves }),
    exclusive(work) {
      const run = tail.then(work, work);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}
