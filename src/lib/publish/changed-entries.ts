/**
 * What a publish sends, in an editor's words: the changed files of content/ grouped by the entry
 * they belong to (an entry's file and the images in its folder are one entry), the commit message
 * that names them, and the page of each entry to preview.
 */
import { kindOfFile } from '../content/kind-of-file.ts';
import { CONTENT_KINDS, type KindName } from '../content/kinds/index.ts';
import type { ContentKind } from '../content/kinds/kind.ts';

/** How a file differs from the last publish. */
export type FileChange = 'added' | 'modified' | 'deleted';

export interface ChangedFile {
  /** Path inside content/, e.g. "projects/cashcast.md". */
  path: string;
  change: FileChange;
}

export interface ChangedEntry {
  /** "projects/cashcast", "site.json": one name per entry, the same for its file and its images. */
  key: string;
  /** In the editor's words: `Projects › cashcast`, `Site settings`. */
  label: string;
  /** The public page showing the entry, when its kind has pages ("/case-studies/cashcast"). */
  page?: string;
  files: ChangedFile[];
}

const KINDS = Object.entries(CONTENT_KINDS) as [KindName, ContentKind][];

/** The entry a file of content/ belongs to: its own file, or a file in the folder beside it. */
function entryOf(path: string): Omit<ChangedEntry, 'files'> {
  const owner = kindOfFile(path);
  if (owner?.id !== undefined) {
    const page = owner.kind.editor.page;
    return {
      key: `${owner.kind.source.type === 'folder' ? owner.kind.source.folder : owner.name}/${owner.id}`,
      label: `${owner.kind.editor.label} › ${owner.id}`,
      ...(page ? { page: `${page}${owner.id}` } : {}),
    };
  }
  if (owner) return { key: path, label: owner.kind.editor.label };
  // An image of an entry: projects/cashcast/images/0.webp belongs to projects/cashcast.
  for (const [, kind] of KINDS) {
    const { source } = kind;
    if (source.type !== 'folder' || !path.startsWith(`${source.folder}/`)) continue;
    const id = path.slice(source.folder.length + 1).split('/')[0];
    if (!id || id === path.slice(source.folder.length + 1)) continue;
    const page = kind.editor.page;
    return {
      key: `${source.folder}/${id}`,
      label: `${kind.editor.label} › ${id}`,
      ...(page ? { page: `${page}${id}` } : {}),
    };
  }
  return { key: path, label: path };
}

/** The changed files grouped by entry, entries and files sorted by name. */
export function groupByEntry(files: readonly ChangedFile[]): ChangedEntry[] {
  const entries = new Map<string, ChangedEntry>();
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const entry = entryOf(file.path);
    const known = entries.get(entry.key) ?? { ...entry, files: [] };
    known.files.push(file);
    entries.set(entry.key, known);
  }
  return [...entries.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Git's subject lines stay readable up to this length. */
const SUBJECT_MAX = 72;

/**
 * The commit message of a publish: a subject naming the entries (as many as fit, then "and N
 * more"), a body listing every file with its change.
 */
export function publishCommitMessage(entries: readonly ChangedEntry[], verb = 'Publish'): string {
  const names = entries.map((entry) => entry.key);
  let subject = `${verb} ${names.join(', ')}`;
  for (let shown = names.length - 1; subject.length > SUBJECT_MAX && shown >= 1; shown--)
    subject = `${verb} ${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
  if (subject.length > SUBJECT_MAX) subject = `${verb} ${names.length} entries`;
  const body = entries.flatMap((entry) => entry.files.map((file) => `- ${file.change} content/${file.path}`));
  return `${subject}\n\n${body.join('\n')}\n`;
}

/** The porcelain status letters of `git status --porcelain=v1 -z` as a change. */
export function changeOfStatus(status: string): FileChange {
  if (status.includes('D')) return 'deleted';
  if (status.includes('?') || status.includes('A')) return 'added';
  return 'modified';
}
