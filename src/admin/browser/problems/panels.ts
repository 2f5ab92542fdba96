/**
 * What the editor's problems view draws in Keystatic's page: the panels listing problems (a
 * refused save's summary, a file's problems now), the marks on the fields they name, and
 * Keystatic's own notices hidden while a panel says the same in the content check's words.
 */
import { repairHref } from '../../../lib/admin-paths.ts';
import { isFileProblem, type ProblemLine } from '../../../lib/content/problem-lines.ts';
import { NOTICE, PAGE_MAIN } from '../keystatic-adapter.ts';
import { focusField, normal, OWN } from './fields.ts';
import type { FoundField, Shown } from './state.ts';

const MARK = 'data-studio-invalid';
const HIDDEN = 'data-studio-hidden';
const MARKED_INVALID = 'data-studio-aria-invalid';

const ownElement = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] => {
  const element = document.createElement(tag);
  element.setAttribute(OWN, '');
  element.className = className;
  return element;
};

const fieldName = (problem: ProblemLine) =>
  problem.labels.length > 0 ? problem.labels.join(' › ') : problem.line ? `Line ${problem.line}` : problem.field;

/** One problem of a list: a button to its field when there is one, else its words. */
function problemItem(item: Shown, file: string | undefined): HTMLLIElement {
  const li = document.createElement('li');
  const name = document.createElement('strong');
  name.textContent = fieldName(item.problem);
  const { field } = item;
  if (field && !item.changed) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'studio-problems__go';
    button.append(name, `: ${item.problem.message}`);
    button.addEventListener('click', () => focusField(field));
    li.append(button);
    return li;
  }
  const other = file !== undefined && item.problem.file !== file ? ` (in content/${item.problem.file})` : '';
  li.append(name, `${other}: ${item.problem.message}`);
  if (item.changed) li.append(' (changed: save to check it again)');
  return li;
}

/** The link to a file's text in the repair view, where the form cannot show every problem. */
function repairLink(shown: Shown[], file: string, kind: 'refusal' | 'file'): HTMLParagraphElement | undefined {
  const needsText =
    shown.some(({ problem, field }) => !field && problem.file === file) ||
    shown.some(({ problem }) => isFileProblem(problem));
  if (kind !== 'file' && !needsText) return undefined;
  const p = document.createElement('p');
  const link = document.createElement('a');
  link.href = repairHref(file);
  link.textContent = needsText
    ? `Fix the text of content/${file} (the form cannot show every problem)`
    : `Edit the text of content/${file}`;
  p.append(link);
  return p;
}

/** A panel of problems: a refused save's summary (an alert), or the problems a file has now. */
export function panel(kind: 'refusal' | 'file', shown: Shown[], file: string | undefined): HTMLElement {
  const section = ownElement('section', `studio-problems studio-problems--${kind}`);
  section.setAttribute(kind === 'refusal' ? 'role' : 'aria-label', kind === 'refusal' ? 'alert' : 'Content problems');
  const heading = ownElement('h2', 'studio-problems__title');
  const count = shown.length === 1 ? 'one problem' : `${shown.length} problems`;
  heading.textContent =
    kind === 'refusal' ? `Not saved: this change would break the content check (${count})` : `This file has ${count}`;
  const list = ownElement('ul', 'studio-problems__list');
  list.append(...shown.map((item) => problemItem(item, file)));
  section.append(heading, list);
  const link = file === undefined ? undefined : repairLink(shown, file, kind);
  if (link) section.append(link);
  return section;
}

/** Outlines the fields named (and marks their controls aria-invalid); takes the marks off every other. */
export function markFields(fields: FoundField[]): void {
  const marked = new Set<HTMLElement>();
  for (const { box, control } of fields) {
    marked.add(box);
    marked.add(control);
    box.setAttribute(MARK, '');
    if (control.getAttribute('aria-invalid') !== 'true') {
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute(MARKED_INVALID, '');
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
}

/** A notice of Keystatic's (a refused save's, an entry that could not be read) whose text matches. */
export function keystaticNotice(text: RegExp): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(NOTICE)].find(
    (element) => !element.closest(`[${OWN}]`) && text.test(normal(element.textContent)),
  );
}

/** Hides these of Keystatic's notices, and shows again those hidden before. */
export function hideNotices(hidden: Set<HTMLElement>): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${HIDDEN}]`))
    if (!hidden.has(element)) element.removeAttribute(HIDDEN);
  for (const element of hidden) element.setAttribute(HIDDEN, '');
}

/**
 * Puts the panels right before `anchor` (else first in the page's main region), unless the
 * page already shows the same; focus inside the panels stays in them.
 */
export function placePanels(wanted: HTMLElement[], anchor: HTMLElement | undefined): void {
  const existing = [...document.querySelectorAll<HTMLElement>(`section[${OWN}]`)];
  const main = document.querySelector(PAGE_MAIN);
  const same =
    existing.length === wanted.length &&
    existing.every((element, index) => element.outerHTML === wanted[index]?.outerHTML) &&
    (existing.length === 0 ||
      (anchor
        ? existing[existing.length - 1]?.nextElementSibling === anchor
        : main?.firstElementChild === existing[0]));
  if (same) return;
  const hadFocus = existing.some((element) => element.contains(document.activeElement));
  for (const element of existing) element.remove();
  if (anchor) anchor.before(...wanted);
  else main?.prepend(...wanted);
  if (hadFocus) wanted[0]?.querySelector<HTMLElement>('button, a')?.focus();
}
