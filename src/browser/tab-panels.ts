/**
 * Behaviour of Tabs.astro: selection by click and keyboard (automatic activation), roving
 * tabindex, and the optional `?{param}=` mirror of the open tab.
 */
import { initialTab, tabIndexForKey } from '@/lib/tabs';

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
}

export function setupAllTabs(): void {
  document.querySelectorAll<HTMLElement>('[data-tabs]:not([data-tabs-ready])').forEach(setupTabs);
}
