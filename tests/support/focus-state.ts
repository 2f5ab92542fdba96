/** Where keyboard focus is in the page and whether it shows, for the accessibility browser tests. */
import type { Page } from '@playwright/test';

/** Where focus is: on <body> (lost), and whether the focused control shows an indicator. */
export interface FocusState {
  onBody: boolean;
  /** A short description of the focused element, for messages. */
  what: string;
  /** It matches :focus-visible and draws an outline or a shadow (itself or the label of a hidden input). */
  visible: boolean;
}

export async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement)
      return { onBody: true, what: 'body', visible: false };
    const what = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const draws = (el: Element) => {
      const style = getComputedStyle(el);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // A visually hidden input (a choice chip) shows its focus on its label.
    const label = element instanceof HTMLInputElement ? element.closest('label') : null;
    const visible = element.matches(':focus-visible') && (draws(element) || (label !== null && draws(label)));
    return { onBody: false, what, visible };
  });
}
