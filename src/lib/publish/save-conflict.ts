/**
 * Two editors on one entry: a save of a file that changed since the editor opened it is refused,
 * naming who changed it, never written over.
 */

/** The last save of one file: who, and the version (git's blob hash) it left. */
export interface SaveRecord {
  name: string;
  email: string;
  sha: string;
  at: string;
}

/**
 * Why a save must be refused, or undefined when it may go: the file is there, the editor opened
 * another version than the one there now, and that version is not the editor's own last save.
 */
export function saveConflict(options: {
  path: string;
  editorEmail: string;
  /** The version the editor opened, when known. */
  opened: string | undefined;
  /** The version there now, undefined when the file does not exist. */
  current: string | undefined;
  lastSave: SaveRecord | undefined;
}): string | undefined {
  const { path, editorEmail, opened, current, lastSave } = options;
  if (opened === undefined || current === undefined || opened === current) return undefined;
  if (lastSave?.sha === current && lastSave.email === editorEmail) return undefined;
  const who = lastSave?.sha === current ? `${lastSave.name} (${lastSave.email})` : 'someone else';
  return `${who} changed content/${path} after you opened it. Open it again to see their version; your changes were not saved.`;
}
