/**
 * Marks the link a visitor is about to follow, so the page's speculation rules
 * (src/lib/speculation-rules.ts) prerender its page at once: a pointer resting on it for
 * INTENT_DELAY_MS, keyboard focus, or a touch. Only the last MAX_INTENT_LINKS links stay marked;
 * the browser drops the prerender of a link that loses its mark. Which links qualify is the
 * rules' decision, not this script's. Without speculation rules support it does nothing.
 */
import { INTENT_ATTRIBUTE, INTENT_DELAY_MS, MAX_INTENT_LINKS } from '@/lib/speculation-rules';

const marked: HTMLAnchorElement[] = [];
let pending: ReturnType<typeof setTimeout> | undefined;

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
}

function mark(link: HTMLAnchorElement): void {
  if (link.hasAttribute(INTENT_ATTRIBUTE)) return;
  link.setAttribute(INTENT_ATTRIBUTE, '');
  marked.push(link);
  while (marked.length > MAX_INTENT_LINKS) marked.shift()?.removeAttribute(INTENT_ATTRIBUTE);
}

function setupNavigationIntent(): void {
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  document.addEventListener('pointerover', (event) => {
    const link = linkOf(event.target);
    if (!link || event.pointerType !== 'mouse') return;
    clearTimeout(pending);
    pending = setTimeout(() => mark(link), INTENT_DELAY_MS);
  });
  document.addEventListener('pointerout', (event) => {
    const link = linkOf(event.target);
    if (link && linkOf(event.relatedTarget) !== link) clearTimeout(pending);
  });
  for (const type of ['pointerdown', 'focusin'] as const) {
    document.addEventListener(type, (event) => {
      const link = linkOf(event.target);
      if (link) mark(link);
    });
  }
}

setupNavigationIntent();
