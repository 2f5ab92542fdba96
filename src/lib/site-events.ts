/**
 * Window events that connect plain page scripts to React islands loaded on demand (see
 * src/directives/event.ts): a page script dispatches one, and the island that handles it
 * hydrates on the first. The names live here and the detail types in WindowEventMap, so a
 * sender and a receiver cannot disagree. Senders dispatch a CustomEvent with `cancelable: true`
 * so the receiver can claim it with preventDefault().
 *
 * Constants, types and one-line senders only, so an island that sends an event ships none of the
 * receiver's code. A plain page script imports the constants alone: the build inlines them
 * (optimization.inlineConst) and the script stays one self-contained inline script, while a
 * function such as showToast is a chunk shared with the islands, which the script would load
 * with a module script tag (tests/site checks that no page has one).
 */
import type { ToastInput } from './toast-store.ts';

/** Show a toast in the toast region (detail: the toast). */
export const TOAST_EVENT = 'studio:toast';
/** Open the consultation dialog for a trigger (detail: the trigger element). */
export const CONSULTATION_EVENT = 'studio:consultation';
/** Open the site search (detail: the control that opened it, focused again when it closes). */
export const SEARCH_EVENT = 'studio:search';

declare global {
  interface WindowEventMap {
    [TOAST_EVENT]: CustomEvent<ToastInput>;
    [CONSULTATION_EVENT]: CustomEvent<HTMLElement>;
    [SEARCH_EVENT]: CustomEvent<HTMLElement>;
  }
}

/**
 * Shows a toast in the site's one toast region. The region's island (toaster.tsx) loads on the
 * first toast (client:event), so a sender carries none of its code.
 */
export function showToast(input: ToastInput): void {
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: input, cancelable: true }));
}
