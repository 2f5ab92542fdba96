/**
 * The zoom preference on the page: applied by the zoom control, and applied again when a page
 * is shown later than it was loaded, a prerendered page on activation and a page restored from
 * the back/forward cache, since the visitor may have changed it on another page meanwhile
 * (zoom-init.js applied the value stored when the page loaded).
 */
import { ZOOM_STORAGE_KEY, parseZoom } from '@/lib/zoom';

export const ZOOM_SELECT = '[data-zoom-select]';

export function applyZoom(zoom: number): void {
  document.documentElement.style.setProperty('--zoom', String(zoom / 100));
  document.documentElement.dataset.zoom = String(zoom);
}

function storedZoom(): number {
  try {
    return parseZoom(localStorage.getItem(ZOOM_STORAGE_KEY));
  } catch {
    return parseZoom(null);
  }
}

function applyStoredZoom(): void {
  const zoom = storedZoom();
  // Unchanged (the usual case): nothing to restyle while the page is being shown.
  if (document.documentElement.dataset.zoom === String(zoom)) return;
  applyZoom(zoom);
  const select = document.querySelector<HTMLSelectElement>(ZOOM_SELECT);
  if (select) select.value = String(zoom);
}

/** Prerendering (not yet in TypeScript's DOM types): the page is loading unseen. */
const isPrerendering = (): boolean => (document as Document & { prerendering?: boolean }).prerendering === true;

export function reapplyZoomWhenShown(): void {
  if (isPrerendering()) document.addEventListener('prerenderingchange', applyStoredZoom, { once: true });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) applyStoredZoom();
  });
}
