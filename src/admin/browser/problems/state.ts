/**
 * What the editor's problems view (show.ts) knows: the content check's problems by file on disk,
 * a refused save's problems, those shown for the page open now, and where each was found. Plain
 * data and the changes the page's events make to it; the DOM is read and written elsewhere.
 */
import type { ProblemLine } from '../../../lib/content/problem-lines.ts';

/** The problems of one file, as the editor's API lists them, with where the editor opens it. */
export interface FileProblems {
  file: string;
  editorPath?: string;
  repairPath?: string;
  problems: ProblemLine[];
}

/** A field of the form: its control and its box, what it showed when found, and how many of the editor's own actions had happened by then. */
export interface FoundField {
  control: HTMLElement;
  box: HTMLElement;
  before: string;
  actions: number;
}

/** A problem shown in the page, and the field it was found at. */
export interface Shown {
  problem: ProblemLine;
  field?: FoundField;
  changed: boolean;
}

export interface ProblemsState {
  /** The content check's problems now, by file. */
  onDisk: FileProblems[];
  /** The problems of the last refused save, until its fields are changed or a save goes through. */
  refusal: Shown[] | undefined;
  /** The problems on disk of the file open now. */
  open: Shown[];
  /** Whether the first field of a refusal is still to be focused. */
  focusPending: boolean;
  /** Whether Keystatic's notice of the last refusal is hidden (its problems are shown by the summary). */
  hideBanner: boolean;
  /** The page the state was last drawn for. */
  shownPath: string;
  /** The page the problems were last asked for. */
  loadedFor: string;
  /** The editor's own actions so far (keys, clicks, input): a field changes by them, not by Keystatic still loading it. */
  actions: number;
}

export const newProblemsState = (): ProblemsState => ({
  onDisk: [],
  refusal: undefined,
  open: [],
  focusPending: false,
  hideBanner: false,
  shownPath: '',
  loadedFor: '',
  actions: 0,
});

const unshown = (problem: ProblemLine): Shown => ({ problem, changed: false });

/** A save refused with these problems: shown field by field (one without problem lines stays in Keystatic's notice alone). */
export function refused(state: ProblemsState, problems: ProblemLine[]): void {
  state.refusal = problems.map(unshown);
  state.hideBanner = problems.length > 0;
  state.focusPending = true;
}

/** A save went through: its refusal is over. */
export function saved(state: ProblemsState): void {
  state.refusal = undefined;
  state.hideBanner = false;
}

/** The file of the page shown now, when the content check has problems with it. */
export const currentFile = (state: ProblemsState, pathname: string): FileProblems | undefined =>
  state.onDisk.find(
    (entry) => entry.editorPath && decodeURIComponent(entry.editorPath) === decodeURIComponent(pathname),
  );

/** The state for the page at `pathname`: a new page starts with nothing refused, the problems of its file open. */
export function showing(state: ProblemsState, pathname: string): FileProblems | undefined {
  if (pathname !== state.shownPath) {
    state.shownPath = pathname;
    state.refusal = undefined;
    state.hideBanner = false;
    state.open = [];
  }
  const file = currentFile(state, pathname);
  if (file && state.open.length === 0) state.open = file.problems.map(unshown);
  if (!file) state.open = [];
  return file;
}

/** The summary of a refusal goes once every field it names has been changed. */
export function dropChangedRefusal(state: ProblemsState): void {
  const atFields = (state.refusal ?? []).filter((shown) => shown.field);
  if (atFields.length > 0 && atFields.every((shown) => shown.changed)) state.refusal = undefined;
}

/** The problems shown at fields not yet changed. */
export const stillMarked = (state: ProblemsState): (Shown & { field: FoundField })[] =>
  [...(state.refusal ?? []), ...state.open].filter(
    (shown): shown is Shown & { field: FoundField } => shown.field !== undefined && !shown.changed,
  );
