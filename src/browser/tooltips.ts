/**
 * Tooltips shown by hover or focus (CSS, `[role="tooltip"]` inside `[data-tooltip-root]`) can be
 * dismissed with Escape without moving the pointer or the focus (WCAG 1.4.13): Escape hides the
 * ones showing, and each comes back once the pointer and the focus have left its trigger.
 */
const dismissed = new Set<HTMLElement>();

function restore(): void {
  for (const tip of dismissed) {
    if (tip.closest('[data-tooltip-root]')?.matches(':hover, :focus-within')) continue;
    tip.hidden = false;
    dismissed.delete(tip);
  }
}

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const tip of document.querySelectorAll<HTMLElement>('[data-tooltip-root] [role="tooltip"]')) {
    if (!tip.checkVisibility({ visibilityProperty: true })) continue;
    tip.hidden = true;
    dismissed.add(tip);
  }
});
document.addEventListener('pointerover', restore);
document.addEventListener('focusin', restore);
// After a focusout the focus has not landed yet; look once it has.
document.addEventListener('focusout', () => setTimeout(restore));
