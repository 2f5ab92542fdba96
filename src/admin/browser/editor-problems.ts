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
 * what Keystatic sends or receives.
 */
import { PROBLEMS_API, repairHref } from '../../lib/admin-paths.ts';
import { isFileProblem, problemLinesOf, type ProblemLine } from '../../lib/content/problem-lines.ts';

interface FileProblems {
  file: string;
  editorPath?: string;
  repairPath?: string;
  problems: ProblemLine[];
}

/** A problem shown in the page, and the field it was found at (a form control and its box). */
interface Shown {
  problem: ProblemLine;
  /** The field, what it showed when found, and how many of the editor's own actions had happened by then. */
  field?: { control: HTMLElement; box: HTMLElement; before: string; actions: number };
  changed: boolean;
}

const UPDATE_API = '/api/keystatic/update';
const MARK = 'data-studio-invalid';
const HIDDEN = 'data-studio-hidden';
const MARKED_INVALID = 'data-studio-aria-invalid';
const OWN = 'data-studio';

let onDisk: FileProblems[] = [];
let refusal: Shown[] | undefined;
let openProblems: Shown[] = [];
let focusPending = false;
/** Whether Keystatic's banner for the last refusal is hidden (its problems are shown by our summary). */
let hideBanner = false;
let shownPath = '';

const normal = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[\s*]+$/, '')
    .trim();

/** The element a label names: the control it is for, or the one it labels (aria-labelledby). */
function labelled(label: HTMLElement): HTMLElement | undefined {
  if (label instanceof HTMLLabelElement && label.control) return label.control;
  if (!label.id) return undefined;
  return document.querySelector<HTMLElement>(`[aria-labelledby~="${CSS.escape(label.id)}"]`) ?? undefined;
}

/** Elements whose own text is `text` (a field's label), inside `root`. */
function labelsWithText(root: ParentNode, text: string): HTMLElement[] {
  const wanted = normal(text);
  return [...root.querySelectorAll<HTMLElement>('label, legend, [id]')].filter(
    (element) => !element.closest(`[${OWN}]`) && normal(element.textContent) === wanted,
  );
}

/** The smallest element holding both the label and its control: the field's box. */
function boxOf(label: HTMLElement, control: HTMLElement): HTMLElement {
  let box: HTMLElement | null = control;
  while (box && !box.contains(label)) box = box.parentElement;
  return box ?? control;
}

/** What a field shows now (its values, texts and states), to tell when it has been changed. */
function snapshot(box: HTMLElement): string {
  const values = [...box.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map((input) =>
    input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio')
      ? String(input.checked)
      : input.value,
  );
  const editable = [...box.querySelectorAll<HTMLElement>('[contenteditable="true"]')].map((e) => e.textContent);
  const buttons = [...box.querySelectorAll<HTMLElement>('button, [role="button"]')].map((b) => b.textContent);
  return JSON.stringify([values, editable, buttons]);
}

/** The form field a problem names, by its labels (outermost first), inside the form. */
function findField(form: HTMLElement, problem: ProblemLine): Shown['field'] {
  let scope: HTMLElement = form;
  let found: { label: HTMLElement; control: HTMLElement } | undefined;
  for (const text of problem.labels) {
    const label = labelsWithText(scope, text).find((candidate) => labelled(candidate));
    const control = label ? labelled(label) : undefined;
    // A label not found inside the group found so far: look in the whole form (groups differ in markup).
    if (!label || !control) {
      const anywhere = labelsWithText(form, text).find((candidate) => labelled(candidate));
      const other = anywhere ? labelled(anywhere) : undefined;
      if (!anywhere || !other) return found ? { ...found, ...box(found) } : undefined;
      found = { label: anywhere, control: other };
    } else found = { label, control };
    scope = boxOf(found.label, found.control);
  }
  return found ? { ...found, ...box(found) } : undefined;
}

function box({ label, control }: { label: HTMLElement; control: HTMLElement }) {
  const fieldBox = boxOf(label, control);
  return { control, box: fieldBox, before: snapshot(fieldBox), actions };
}

/** The editor's own actions so far (keys, clicks, input): a field changes by them, not by Keystatic still loading it. */
let actions = 0;

/** Where the editor shows the form of an entry, and where its top is. */
const formOfPage = () =>
  document.querySelector<HTMLElement>('#item-edit-form, form[id$="-form"], main form') ?? undefined;

const ownElement = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] => {
  const element = document.createElement(tag);
  element.setAttribute(OWN, '');
  element.className = className;
  return element;
};

const fieldName = (problem: ProblemLine) =>
  problem.labels.length > 0 ? problem.labels.join(' › ') : problem.line ? `Line ${problem.line}` : problem.field;

function focusField(shown: Shown) {
  if (!shown.field) return;
  shown.field.box.scrollIntoView({ block: 'center', behavior: 'instant' });
  const target = shown.field.control.matches('input, textarea, button, select, [tabindex]')
    ? shown.field.control
    : (shown.field.control.querySelector<HTMLElement>('input, textarea, button, select, [tabindex]') ??
      shown.field.control);
  target.focus({ preventScroll: true });
}

/** A list of problems, each line moving to its field when there is one, or to the file's text. */
function problemList(shown: Shown[], file: string | undefined): HTMLUListElement {
  const list = ownElement('ul', 'studio-problems__list');
  for (const item of shown) {
    const li = document.createElement('li');
    const name = document.createElement('strong');
    name.textContent = fieldName(item.problem);
    const other = file !== undefined && item.problem.file !== file ? ` (in content/${item.problem.file})` : '';
    if (item.field && !item.changed) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'studio-problems__go';
      button.append(name, `: ${item.problem.message}`);
      button.addEventListener('click', () => focusField(item));
      li.append(button);
    } else {
      li.append(name, `${other}: ${item.problem.message}`);
      if (item.changed) li.append(' (changed: save to check it again)');
    }
    list.append(li);
  }
  return list;
}

function panel(kind: 'refusal' | 'file', shown: Shown[], file: string | undefined): HTMLElement {
  const section = ownElement('section', `studio-problems studio-problems--${kind}`);
  section.setAttribute(kind === 'refusal' ? 'role' : 'aria-label', kind === 'refusal' ? 'alert' : 'Content problems');
  const heading = ownElement('h2', 'studio-problems__title');
  const count = shown.length === 1 ? 'one problem' : `${shown.length} problems`;
  heading.textContent =
    kind === 'refusal' ? `Not saved: this change would break the content check (${count})` : `This file has ${count}`;
  section.append(heading, problemList(shown, file));
  const needsText =
    shown.some(({ problem, field }) => !field && problem.file === file) ||
    shown.some(({ problem }) => isFileProblem(problem));
  if (file !== undefined && (kind === 'file' || needsText)) {
    const p = document.createElement('p');
    const link = document.createElement('a');
    link.href = repairHref(file);
    link.textContent = needsText
      ? `Fix the text of content/${file} (the form cannot show every problem)`
      : `Edit the text of content/${file}`;
    p.append(link);
    section.append(p);
  }
  return section;
}

/** The file of the page shown now, when the content check has problems with it. */
const currentFile = (): FileProblems | undefined =>
  onDisk.find(
    (entry) => entry.editorPath && decodeURIComponent(entry.editorPath) === decodeURIComponent(location.pathname),
  );

/** A notice of Keystatic's (a refused save's banner, an entry that could not be read) whose text matches. */
function keystaticNotice(text: RegExp): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('main [role="alert"]')].find(
    (element) => !element.closest(`[${OWN}]`) && text.test(normal(element.textContent)),
  );
}

/** Puts our panels and marks in place again (Keystatic renders the form late, and again). */
function render() {
  const form = formOfPage();
  const file = currentFile();
  if (location.pathname !== shownPath) {
    shownPath = location.pathname;
    refusal = undefined;
    hideBanner = false;
    openProblems = [];
  }
  if (file && openProblems.length === 0) openProblems = file.problems.map((problem) => ({ problem, changed: false }));
  if (!file) openProblems = [];

  // The file of this form: known when it has problems now; else, for a refusal, the file whose
  // problems the answer lists first (content-api.ts puts those of the files being saved first).
  const ownFile = file?.file ?? refusal?.[0]?.problem.file;
  for (const list of [refusal ?? [], openProblems])
    for (const shown of list) {
      if (form && (!shown.field || !shown.field.box.isConnected)) {
        // A problem of another file is never at a field of this form.
        const here = shown.problem.file === ownFile;
        const field = here && !isFileProblem(shown.problem) ? findField(form, shown.problem) : undefined;
        if (field) shown.field = field;
      }
      const { field } = shown;
      if (field && !shown.changed && actions > field.actions && snapshot(field.box) !== field.before)
        shown.changed = true;
    }
  // The summary goes once every field it names has been changed (the lines of other files follow
  // from this file's: the duplicate's other side, a reference to it).
  const atFields = (refusal ?? []).filter((shown) => shown.field);
  if (atFields.length > 0 && atFields.every((shown) => shown.changed)) refusal = undefined;

  // Marks: on the fields of problems not yet changed.
  const marked = new Set<HTMLElement>();
  for (const shown of [...(refusal ?? []), ...openProblems])
    if (shown.field && !shown.changed) {
      marked.add(shown.field.box);
      marked.add(shown.field.control);
      shown.field.box.setAttribute(MARK, '');
      if (shown.field.control.getAttribute('aria-invalid') !== 'true') {
        shown.field.control.setAttribute('aria-invalid', 'true');
        shown.field.control.setAttribute(MARKED_INVALID, '');
      }
    }
  for (const element of document.querySelectorAll<HTMLElement>(`[${MARK}]`))
    if (!marked.has(element)) element.removeAttribute(MARK);
  // aria-invalid set here (not by Keystatic's own checks) goes with the mark.
  for (const element of document.querySelectorAll<HTMLElement>(`[${MARKED_INVALID}]`))
    if (!marked.has(element)) {
      element.removeAttribute(MARKED_INVALID);
      element.removeAttribute('aria-invalid');
    }

  // Keystatic's banner for the refusal: hidden, since our summary shows it field by field, and
  // gone with it once the fields are changed (Keystatic would keep it until the next save).
  const banner = keystaticNotice(/^Not saved:/);
  // An entry the form cannot read: Keystatic's message names what its form expected (often
  // another field than the mistake); the panel says what the content check found instead.
  const unread = form ? undefined : keystaticNotice(/^Error:/);
  const hidden = new Set([...(banner && hideBanner ? [banner] : []), ...(unread && file ? [unread] : [])]);
  for (const element of document.querySelectorAll<HTMLElement>(`[${HIDDEN}]`))
    if (!hidden.has(element)) element.removeAttribute(HIDDEN);
  for (const element of hidden) element.setAttribute(HIDDEN, '');

  const anchor = banner ?? form ?? unread;
  const wanted = [
    ...(refusal && refusal.length > 0 ? [panel('refusal', refusal, ownFile)] : []),
    ...(openProblems.length > 0 && !refusal ? [panel('file', openProblems, file?.file)] : []),
  ];
  const existing = [...document.querySelectorAll<HTMLElement>('section[data-studio]')];
  const same =
    existing.length === wanted.length &&
    existing.every((element, index) => element.outerHTML === wanted[index]?.outerHTML) &&
    (existing.length === 0 ||
      (anchor
        ? existing[existing.length - 1]?.nextElementSibling === anchor
        : document.querySelector('main')?.firstElementChild === existing[0]));
  if (!same) {
    const hadFocus = existing.some((element) => element.contains(document.activeElement));
    for (const element of existing) element.remove();
    if (anchor) anchor.before(...wanted);
    else document.querySelector('main')?.prepend(...wanted);
    if (hadFocus) wanted[0]?.querySelector<HTMLElement>('button, a')?.focus();
  }
  if (focusPending && refusal) {
    const first = refusal.find((shown) => shown.field);
    if (first) {
      focusPending = false;
      focusField(first);
    }
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

/** The page the problems were last asked for. */
let loadedFor = '';

async function loadProblems() {
  loadedFor = location.pathname;
  try {
    const response = await originalFetch(PROBLEMS_API, { headers: { 'no-cors': '1' } });
    if (response.ok) onDisk = ((await response.json()) as { files: FileProblems[] }).files;
  } catch {
    // The list is a help only: without it the editor works as before.
  }
  openProblems = [];
  schedule();
}

const originalFetch = window.fetch.bind(window);

/** Watches the answers to the editor's saves: a refusal is shown field by field, a save clears it. */
async function watchedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await originalFetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.pathname === UPDATE_API && (init?.method ?? (input instanceof Request ? input.method : 'GET')) === 'POST') {
    if (response.status === 422) {
      const problems = problemLinesOf(await response.clone().text());
      refusal = problems.map((problem) => ({ problem, changed: false }));
      // A refusal without problem lines (an image over a limit) stays in Keystatic's banner alone.
      hideBanner = problems.length > 0;
      focusPending = true;
      schedule();
    } else if (response.ok) {
      refusal = undefined;
      hideBanner = false;
      void loadProblems();
    }
  }
  return response;
}

export function showEditorProblems(): void {
  window.fetch = watchedFetch;
  new MutationObserver(() => {
    if (location.pathname !== loadedFor) void loadProblems();
    schedule();
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
  for (const type of ['input', 'change', 'keydown', 'pointerdown'])
    document.addEventListener(
      type,
      () => {
        actions += 1;
        schedule();
      },
      true,
    );
  void loadProblems();
}
