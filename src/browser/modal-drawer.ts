/**
 * What makes the mobile sidebar a modal drawer while it is open: the rest of the page is inert
 * (neither Tab nor assistive technology reaches it), focus moves into the drawer once the drawer
 * can take it (it is still hidden during the first frames of its transition), and Tab and
 * Shift+Tab wrap around inside it.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input:not([disabled]), select, textarea, [tabindex="0"]';
/** How long to keep trying to focus the drawer while it becomes visible. */
const FOCUS_WAIT_MS = 1000;

/** The page's other top-level parts, which go inert while the drawer is open. */
function pageBehind(drawer: HTMLElement, keep: readonly Element[]): HTMLElement[] {
  return [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      element !== drawer &&
      !keep.includes(element) &&
      !['SCRIPT', 'TEMPLATE'].includes(element.tagName),
  );
}

function focusableIn(drawer: HTMLElement): HTMLElement[] {
  return [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.checkVisibility() && !element.closest('details:not([open]) > :not(summary)'),
  );
}

/** Focuses the drawer's first control as soon as it is shown (a hidden element ignores focus()). */
function focusWhenShown(drawer: HTMLElement, isOpen: () => boolean): void {
  const started = performance.now();
  const attempt = () => {
    if (!isOpen() || drawer.contains(document.activeElement)) return;
    focusableIn(drawer)[0]?.focus();
    if (!drawer.contains(document.activeElement) && performance.now() - started < FOCUS_WAIT_MS)
      requestAnimationFrame(attempt);
  };
  attempt();
}

export interface ModalDrawer {
  /** Makes the page behind inert and moves focus in. */
  opened: () => void;
  /** Gives the page back. */
  closed: () => void;
}

/**
 * `keep`: elements that stay usable beside the drawer (its overlay, the toast region).
 * `isOpen` tells whether the drawer is open now.
 */
export function modalDrawer(drawer: HTMLElement, keep: readonly Element[], isOpen: () => boolean): ModalDrawer {
  let inert: HTMLElement[] = [];

  drawer.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || !isOpen()) return;
    const controls = focusableIn(drawer);
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });

  return {
    opened: () => {
      inert = pageBehind(drawer, keep).filter((element) => !element.inert);
      for (const element of inert) element.inert = true;
      focusWhenShown(drawer, isOpen);
    },
    closed: () => {
      for (const element of inert) element.inert = false;
      inert = [];
    },
  };
}
