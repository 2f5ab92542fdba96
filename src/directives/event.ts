/**
 * `client:event="name"` hydrates an island on the first `name` event dispatched on window, so a
 * page ships none of the island's code until it is needed (the first toast, the first click on
 * a consultation trigger). The island's module handles these events at module level and claims
 * each one with preventDefault(); events that arrived before the module had loaded, and that it
 * did not claim, are dispatched again once it has, so none is lost.
 *
 * Astro inlines this file into the page (and hashes it into the CSP), so it must stay small and
 * import nothing but types.
 */
import type { ClientDirective } from 'astro';

const eventDirective: ClientDirective = (load, options) => {
  const name = String(options.value);
  const early: Event[] = [];

  const start = async () => {
    const hydrate = await load();
    window.removeEventListener(name, collect);
    for (const event of early) {
      if (event.defaultPrevented) continue;
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
      window.dispatchEvent(new CustomEvent(name, { detail, cancelable: true }));
    }
    await hydrate();
  };

  function collect(event: Event): void {
    early.push(event);
    if (early.length === 1) void start();
  }

  window.addEventListener(name, collect);
};

export default eventDirective;
