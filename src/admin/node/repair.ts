/**
 * The editor's repair view (/keystatic/repair, repair-page.astro) and its problems panel
 * (src/admin/browser/problems/): the content check's current problems by file, where the form opens
 * each file, and a file's own text saved through the same check as the editor's saves
 * (content-api.ts `problemsAddedBy`): nothing is written when the text would add a problem.
 * For files the form cannot open (YAML or JSON that does not parse, a value of a type the form
 * cannot show), the text is where they are fixed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkContent } from '../../content-reading/validate.ts';
import { formatProblem } from '../../lib/content/issues.ts';
import { groupByFile, parseProblemLine, type ProblemLine } from '../../lib/content/problem-lines.ts';
import { problemsAddedBy } from './checked-save.ts';
import { adminKindOfFile, editorFileOf, nameOfAdminKind, type FolderKind } from '../browser/kinds.ts';
import { repairHref } from '../../lib/admin-paths.ts';
import type { RepairView } from './repair-html.ts';
import type { RepairRequest } from '../../server/node/editor/editor-api-contract.ts';

export interface FileProblems {
  file: string;
  /** The editor's form of the file, when it is an entry of a kind the editor shows. */
  editorPath?: string;
  /** The repair view of the file's text, when it is such an entry. */
  repairPath?: string;
  problems: ProblemLine[];
}

/** The editor's page of a file inside content/: `/keystatic/collection/projects/item/x`, `/keystatic/singleton/site`. */
export function editorPathOf(file: string): string | undefined {
  const kind = adminKindOfFile(file);
  const name = kind && nameOfAdminKind(kind);
  if (!kind || !name) return undefined;
  if (kind.type === 'file') return `/keystatic/singleton/${name}`;
  return `/keystatic/collection/${name}/item/${encodeURIComponent(slugOf(kind, file))}`;
}

/** An entry's file name without its folder and extension, as the editor names it (a translation's: the entry's). */
const slugOf = (kind: FolderKind, file: string): string =>
  editorFileOf(file).slice(kind.folder.length + 1, -kind.extension.length);

/** The site's page of an entry, when its kind has one. */
export function sitePageOf(file: string): string | undefined {
  const kind = adminKindOfFile(file);
  if (kind?.type !== 'folder' || !kind.page) return undefined;
  return `${kind.page}${slugOf(kind, file)}`;
}

/** The content check's problems now, in the words it prints, grouped by file. */
export async function currentFileProblems(contentDir: string): Promise<FileProblems[]> {
  const lines = (await checkContent({ content: contentDir })).problems.map(formatProblem);
  const parsed = lines.flatMap((line) => {
    const problem = parseProblemLine(line);
    return problem ? [problem] : [];
  });
  return groupByFile(parsed).map(({ file, problems }) => {
    const editorPath = editorPathOf(file);
    return { file, ...(editorPath ? { editorPath, repairPath: repairHref(file) } : {}), problems };
  });
}

/** A file's text, when `file` is an entry file of a kind the editor shows and it exists. */
export function readEntryText(contentDir: string, file: string): string | undefined {
  if (!adminKindOfFile(file)) return undefined;
  const path = join(contentDir, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

export type TextSave = { saved: true } | { saved: false; problems: ProblemLine[]; lines: string[] };

/**
 * Writes a file's text if the content check would find no problem it does not find now. The
 * text comes from a form, whose line breaks are CRLF: a file written with LF keeps LF.
 */
export function saveEntryText(contentDir: string, file: string, submitted: string): TextSave {
  const previous = readEntryText(contentDir, file);
  if (previous === undefined) {
    const line = `content error in ${file}: (file): is not a file the editor shows`;
    return { saved: false, problems: [parseProblemLine(line)].filter((p) => p !== undefined), lines: [line] };
  }
  const text = previous.includes('\r\n') ? submitted : submitted.replace(/\r\n/g, '\n');
  const bytes = new TextEncoder().encode(text);
  const added = problemsAddedBy(contentDir, [{ path: file, bytes }], []);
  if (added.length > 0) {
    const problems = added.flatMap((line) => {
      const problem = parseProblemLine(line);
      return problem ? [problem] : [];
    });
    return { saved: false, problems, lines: added };
  }
  writeFileSync(join(contentDir, file), bytes);
  return { saved: true };
}

export type RepairAnswer =
  | { kind: 'redirect'; location: string }
  | { kind: 'bad-request' }
  | { kind: 'page'; status: 200 | 422; view: RepairView };

/**
 * What the repair view answers (both hosts: repair-page.astro, and the editor server of
 * `npm start`, which passes `save` to take turns with publishes and refuse a stale save).
 * A save that would add a problem writes nothing, answers 422 and keeps the text sent.
 */
export async function answerRepair(
  contentDir: string,
  request: RepairRequest,
  save: (file: string, text: string) => Promise<TextSave> | TextSave = (file, text) =>
    saveEntryText(contentDir, file, text),
): Promise<RepairAnswer> {
  const { file } = request;
  let refused: ProblemLine[] | undefined;
  let submitted: string | undefined;
  if (request.post) {
    const { text } = request.post;
    if (!file || typeof text !== 'string') return { kind: 'bad-request' };
    const result = await save(file, text);
    if (result.saved) return { kind: 'redirect', location: `${repairHref(file)}&saved=1` };
    refused = result.problems;
    submitted = text;
  }
  const all = await currentFileProblems(contentDir);
  const view: RepairView = {
    all,
    ofFile: all.find((entry) => entry.file === file)?.problems ?? [],
    saved: file !== undefined && request.saved && refused === undefined,
  };
  if (file !== undefined) {
    view.file = file;
    const text = submitted ?? readEntryText(contentDir, file);
    if (text !== undefined) view.text = text;
    const editorPath = editorPathOf(file);
    if (editorPath) view.editorPath = editorPath;
    const sitePage = sitePageOf(file);
    if (sitePage) view.sitePage = sitePage;
  }
  if (refused) view.refused = refused;
  return { kind: 'page', status: refused ? 422 : 200, view };
}
