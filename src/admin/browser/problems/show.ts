/**
 * The content check's problems in the editor's own pages (/keystatic, loaded by
 * admin-page.astro), in the words of `npm run content:check`:
 *
 * - a refused save (the 422 of content-api.ts) becomes a summary at the top of the form, one line
 *   per problem that moves to its field; each field named is outlined, marked aria-invalid, and
 *   the first is scrolled to and focused; Keystatic's own banner with the raw text is hidden
 *   meanwhile. A field stops being marked once it is changed, and the summary goes once every
 *   field it names has been changed or the save goes through;
 * - an entry whose file has problems now (on disk) gets the same marks and a panel listing them,
 *   with a link to the repair view, where a file the form cannot open is fixed as text.
 *
 * It only adds to Keystatic's page: elements of its own (marked data-studio), attributes on
 * Keystatic's fields, and a look at the answers of Keystatic's own requests; it never changes
 * what Keystatic sends or receives. What it knows is in state.ts, how it finds fields in
 * fields.ts, what it draws in panels.ts; what it relies on of Keystatic in keystatic-adapter.ts.
 */
import { PROBLEMS_API } from '../../../lib/admin-paths.ts';
import { tryAgain } from '../../../lib/try-again.ts';
import { isFileProblem, problemLinesOf } from '../../../lib/content/problem-lines.ts';
import { ENTRY_FORM, watchSaves } from '../keystatic-adapter.ts';
import { findField, focusField, snapshot } from './fields.ts';
import { hideNotices, keystaticNotice, markFields, panel, placePanels } from './panels.ts';
import {
  dropChangedRefusal,
  newProblemsState,
  refused,
  saved,
  showing,
  stillMarked,
  type FileProblems,
  type ProblemsState,
} from './state.ts';

const state = newProblemsState();

/** Finds the fields of the problems not yet found (Keystatic renders the form late, and again), and which have been changed. */
function trackFields(state: ProblemsState, form: HTMLElement | undefined, ownFile: string | undefined): void {
  for (const list of [state.refusal ?? [], state.open])
    for (const shown of list) {
      if (form && (!shown.field || !shown.field.box.isConnected)) {
        // A problem of another file is never at a field of this form.
        const here = shown.problem.file === ownFile;
        const field = here && !isFileProblem(shown.problem) ? findField(form, shown.problem, state.actions) : undefined;
        if (field) shown.field = field;
      }
      const { field } = shown;
      if (field && !shown.changed && state.actions > field.actions && snapshot(field.box) !== field.before)
        shown.changed = true;
    }
}

/** Puts our panels and marks in place again. */
function render() {
  const form = document.querySelector<HTMLElement>(ENTRY_FORM) ?? undefined;
  const file = showing(state, location.pathname);
  // The file of this form: known when it has problems now; else, for a refusal, the file whose
  // problems the answer lists first (content-api.ts puts those of the files being saved first).
  const ownFile = file?.file ?? state.refusal?.[0]?.problem.file;
  trackFields(state, form, ownFile);
  // The lines of other files follow from this file's (the duplicate's other side, a reference to it).
  dropChangedRefusal(state);
  markFields(stillMarked(state).map(({ field }) => field));

  // Keystatic's notice of the refusal: hidden, since our summary shows it field by field, and
  // gone with it once the fields are changed (Keystatic would keep it until the next save).
  const banner = keystaticNotice(/^Not saved:/);
  // An entry the form cannot read: Keystatic's message names what its form expected (often
  // another field than the mistake); the panel says what the content check found instead.
  const unread = form ? undefined : keystaticNotice(/^Error:/);
  hideNotices(new Set([...(banner && state.hideBanner ? [banner] : []), ...(unread && file ? [unread] : [])]));

  const { refusal, open } = state;
  placePanels(
    [
      ...(refusal && refusal.length > 0 ? [panel('refusal', refusal, ownFile)] : []),
      ...(open.length > 0 && !refusal ? [panel('file', open, file?.file)] : []),
    ],
    banner ?? form ?? unread,
  );
  const first = state.focusPending ? refusal?.find((shown) => shown.field)?.field : undefined;
  if (first) {
    state.focusPending = false;
    focusField(first);
  }
}

let scheduled = false;
const schedule = () => {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    render();
  }, 100);
};

/** The page's own fetch, for the editor's requests (Keystatic's saves are watched). */
let ownFetch: typeof window.fetch = (...args) => window.fetch(...args);

/**
 * The pauses before looking again when a look at the problems fails: the server may be busy with
 * the files a save has just written, and a failed look would leave the problems of before on screen.
 */
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000] as const;

async function loadProblems() {
  state.loadedFor = location.pathname;
  await tryAgain(async () => {
    try {
      const response = await ownFetch(PROBLEMS_API, { headers: { 'no-cors': '1' } });
      if (!response.ok) return false;
      state.onDisk = ((await response.json()) as { files: FileProblems[] }).files;
      return true;
    } catch {
      // The list is a help only: without it the editor works as before.
      return false;
    }
  }, RETRY_DELAYS_MS);
  state.open = [];
  schedule();
}

/** A refused save is shown field by field; a save that goes through clears it. */
async function onSaveAnswer(answer: Response): Promise<void> {
  if (answer.status === 422) {
    refused(state, problemLinesOf(await answer.text()));
    schedule();
  } else if (answer.ok) {
    saved(state);
    void loadProblems();
  }
}

export function showEditorProblems(): void {
  ownFetch = watchSaves(onSaveAnswer);
  new MutationObserver(() => {
    if (location.pathname !== state.loadedFor) void loadProblems();
    schedule();
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
  for (const type of ['input', 'change', 'keydown', 'pointerdown'])
    document.addEventListener(
      type,
      () => {
        state.actions += 1;
        schedule();
      },
      true,
    );
  void loadProblems();
}
