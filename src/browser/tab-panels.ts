/**
 * Behaviour of Tabs.astro: selection by click and keyboard (automatic activation), roving
 * tabindex, the optional `?{param}=` mirror of the open tab, and links to a part of a panel: an
 * anchor (`/faq#faq-pricing-cost`, a site search result) opens the tab that holds it, opens it
 * if it is a closed <details>, and scrolls it into view.
 */
import { initialTab, tabIndexForKey } from '@/lib/tabs';

/** Asks the tabs around an element to show the panel that holds it. */
const REVEAL_EVENT = 'studio:reveal-in-tabs';

function setupTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')];
  const panels = [...root.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')];
  const ids = tabs.map((tab) => tab.dataset.tab ?? '');
  const param = root.dataset.urlParam;
  const fallback = root.dataset.defaultTab;

  const select = (id: string, { focus = false, updateUrl = true } = {}) => {
    tabs.forEach((tab) => {
      const active = tab.dataset.tab === id;
      tab.setAttribute('aria-selected', String(active));
      tab.tabIndex = active ? 0 : -1;
      if (active && focus) tab.focus();
    });
    panels.forEach((panel) => {
      panel.hidden = panel.dataset.tabPanel !== id;
    });
    if (param && updateUrl) {
      const url = new URL(window.location.href);
      if (id === fallback) url.searchParams.delete(param);
      else url.searchParams.set(param, id);
      history.replaceState(history.state, '', url);
    }
    root.dispatchEvent(new CustomEvent('tabchange', { detail: { id }, bubbles: true }));
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(ids[index] ?? ''));
    tab.addEventListener('keydown', (event) => {
      const next = tabIndexForKey(event.key, index, tabs.length);
      if (next === null) return;
      event.preventDefault();
      select(ids[next] ?? '', { focus: true });
    });
  });

  if (param) {
    const fromUrl = new URLSearchParams(window.location.search).get(param);
    const first = initialTab(ids, fromUrl, fallback);
    if (first && first !== fallback) select(first, { updateUrl: false });
  }
  root.dataset.tabsReady = 'true';
  root.addEventListener(REVEAL_EVENT, (event) => {
    const panel = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[role="tabpanel"]') : null;
    const id = panel?.dataset.tabPanel;
    if (id && panel.hidden && panels.includes(panel)) select(id);
  });
}

/** Shows the element the URL's anchor names when it sits in a closed tab or a closed <details>. */
function revealAnchorTarget(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target?.closest('[data-tabs]')) return;
  target.dispatchEvent(new Event(REVEAL_EVENT, { bubbles: true }));
  if (target instanceof HTMLDetailsElement) target.open = true;
  target.scrollIntoView({ block: 'start' });
}

let anchorsFollowed = false;

export function setupAllTabs(): void {
  document.querySelectorAll<HTMLElement>('[data-tabs]:not([data-tabs-ready])').forEach(setupTabs);
  if (anchorsFollowed) return;
  anchorsFollowed = true;
  revealAnchorTarget();
  window.addEventListener('hashchange', revealAnchorTarget);
}
