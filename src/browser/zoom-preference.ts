/** The page zoom as a preference of the top bar (src/browser/preference.ts). */
import { DEFAULT_ZOOM, ZOOM_STORAGE_KEY, parseZoom } from '@/lib/zoom';
import type { Preference } from './preference';

export const zoomPreference: Preference<number> = {
  name: 'zoom',
  key: ZOOM_STORAGE_KEY,
  select: '[data-zoom-select]',
  parse: parseZoom,
  applied: () => parseZoom(document.documentElement.dataset.zoom ?? String(DEFAULT_ZOOM)),
  apply: (zoom) => {
    document.documentElement.style.setProperty('--zoom', String(zoom / 100));
    document.documentElement.dataset.zoom = String(zoom);
  },
};
