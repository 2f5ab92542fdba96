/**
 * Finding the form field a problem names in Keystatic's form, by the labels the content check
 * gives it (outermost first), and telling when the field has been changed since.
 */
import type { ProblemLine } from '../../../lib/content/problem-lines.ts';
import type { FoundField } from './state.ts';

/** The attribute on every element the editor's problems view adds to the page. */
export const OWN = 'data-studio';

export const normal = (text: string | null | undefined) =>
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
export function snapshot(box: HTMLElement): string {
  const values = [...box.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map((input) =>
    input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio')
      ? String(input.checked)
      : input.value,
  );
  const editable = [...box.querySelectorAll<HTMLElement>('[contenteditable="true"]')].map((e) => e.textContent);
  const buttons = [...box.querySelectorAll<HTMLElement>('button, [role="button"]')].map((b) => b.textContent);
  return JSON.stringify([values, editable, buttons]);
}

interface LabelAndControl {
  label: HTMLElement;
  control: HTMLElement;
}

function found({ label, control }: LabelAndControl, actions: number): FoundField {
  const box = boxOf(label, control);
  return { control, box, before: snapshot(box), actions };
}

/** The first label with `text` inside `root` that names a control, and that control. */
function labelAndControl(root: ParentNode, text: string): LabelAndControl | undefined {
  for (const label of labelsWithText(root, text)) {
    const control = labelled(label);
    if (control) return { label, control };
  }
  return undefined;
}

/** The form field a problem names, by its labels (outermost first), inside the form; `actions` as counted now. */
export function findField(form: HTMLElement, problem: ProblemLine, actions: number): FoundField | undefined {
  let scope: HTMLElement = form;
  let last: LabelAndControl | undefined;
  for (const text of problem.labels) {
    // A label not found inside the group found so far: look in the whole form (groups differ in markup).
    const next = labelAndControl(scope, text) ?? labelAndControl(form, text);
    if (!next) break;
    last = next;
    scope = boxOf(next.label, next.control);
  }
  return last ? found(last, actions) : undefined;
}

/** Moves to a field and focuses its control (or the first focusable element inside it). */
export function focusField(field: FoundField): void {
  field.box.scrollIntoView({ block: 'center', behavior: 'instant' });
  const focusable = 'input, textarea, button, select, [tabindex]';
  const target = field.control.matches(focusable)
    ? field.control
    : (field.control.querySelector<HTMLElement>(focusable) ?? field.control);
  target.focus({ preventScroll: true });
}
