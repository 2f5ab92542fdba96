/**
 * `client:interaction` hydrates an island when the visitor first reaches for it: a pointer over
 * it, a touch, focus or a key inside it. Until then the page runs none of its code, so loading
 * stays free of React's start-up work. Its server-rendered first state is complete (links
 * navigate, what is typed or ticked in its inputs stays and the island reads it when it wakes
 * up); a click on a button or a form submission inside it that comes before the island is ready
 * is held and replayed once it is.
 *
 * When the page URL carries a query, the island's first state may depend on it (a shared
 * filtered portfolio), so it hydrates at once, when the browser is idle.
 *
 * Astro inlines this file into the page (and hashes it into the CSP), so it must stay small and
 * import nothing but types.
 */
import type { ClientDirective } from 'astro';

const WAKE = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const HELD = ['click', 'submit'] as const;
const NATIVE = 'a[href], input, select, textarea, label';

const interactionDirective: ClientDirective = (load, _options, el) => {
  const held: Event[] = [];
  let started = false;

  const hold = (event: Event) => {
    const target = event.target;
    // Links navigate and form controls take their input natively; the island reads their state.
    if (event.type === 'click' && target instanceof Element && target.closest(NATIVE)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
    void wake();
  };

  async function wake(): Promise<void> {
    if (started) return;
    started = true;
    for (const type of WAKE) el.removeEventListener(type, wake, true);
    const hydrate = await load();
    await hydrate();
    for (const type of HELD) el.removeEventListener(type, hold, true);
    for (const event of held) {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.isConnected) continue;
      if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
      else target.click();
    }
  }

  for (const type of WAKE) el.addEventListener(type, wake, { capture: true, passive: true });
  for (const type of HELD) el.addEventListener(type, hold, true);
  if (location.search.length > 1) {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void wake(), { timeout: 2000 });
    else setTimeout(() => void wake(), 200);
  }
};

export default interactionDirective;
