/** Behaviour of Tabs.astro: selection, keyboard (arrows, Home, End) and the `?tab=` query. */
import { nextTabIndex } from '@/lib/tabs';

export function setupTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>(':scope > [role=tablist] > [role=tab]')];
  const panels = [...root.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]')];
  const param = root.dataset.param ?? '';
  const ids = tabs.map((tab) => tab.dataset.tab ?? '');

  const select = (id: string, { focus = false, updateUrl = true } = {}) => {
    if (!ids.includes(id)) return;
    for (const tab of tabs) {
      const selected = tab.dataset.tab === id;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      if (selected && focus) tab.focus();
    }
    for (const panel of panels) panel.hidden = panel.dataset.panel !== id;
    if (param && updateUrl) {
      const url = new URL(window.location.href);
      if (id === root.dataset.default) url.searchParams.delete(param);
      else url.searchParams.set(param, id);
      window.history.replaceState(window.history.state, '', url);
    }
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(ids[index] ?? ''));
    tab.addEventListener('keydown', (event) => {
      const next = nextTabIndex(event.key, index, tabs.length);
      if (next === null) return;
      event.preventDefault();
      select(ids[next] ?? '', { focus: true });
    });
  });

  if (param) {
    const requested = new URLSearchParams(window.location.search).get(param);
    if (requested && ids.includes(requested)) select(requested, { updateUrl: false });
  }
}
