/** How long a copy button reads "Copied!" (spec 001 §9). */
export const COPIED_MS = 2000;

/** Text to copy from an element: an input's or textarea's value, else its text. */
export function textOf(element: { value?: unknown; textContent: string | null } | null | undefined): string {
  if (!element) return '';
  if (typeof element.value === 'string') return element.value;
  return element.textContent ?? '';
}
