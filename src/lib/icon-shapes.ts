/**
 * The icons that scripts draw themselves, as data: React islands (components/islands/island-icons.tsx)
 * and the site search's plain-DOM script (browser/site-search/) render the same shapes with the
 * same SVG attributes. Shapes from lucide (ISC licence); importing lucide-react in islands would
 * add its runtime to every hydrated page. One constant per icon, so a bundle keeps only the icons
 * it draws.
 */

export type IconShape =
  | { readonly tag: 'path'; readonly d: string }
  | { readonly tag: 'circle'; readonly cx: number; readonly cy: number; readonly r: number };

export type IconShapes = readonly IconShape[];

/** The attributes of every such icon's `<svg>`. */
export const ICON_SVG_ATTRIBUTES = {
  width: '24',
  height: '24',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'aria-hidden': 'true',
  focusable: 'false',
} as const;

const path = (d: string): IconShape => ({ tag: 'path', d });

export const SEARCH_ICON: IconShapes = [path('m21 21-4.34-4.34'), { tag: 'circle', cx: 11, cy: 11, r: 8 }];
export const X_ICON: IconShapes = [path('M18 6 6 18'), path('m6 6 12 12')];
export const SLIDERS_HORIZONTAL_ICON: IconShapes = [
  'M10 5H3',
  'M12 19H3',
  'M14 3v4',
  'M16 17v4',
  'M21 12h-9',
  'M21 19h-5',
  'M21 5h-7',
  'M8 10v4',
  'M8 12H3',
].map((d) => path(d));
export const EXTERNAL_LINK_ICON: IconShapes = [
  path('M15 3h6v6'),
  path('M10 14 21 3'),
  path('M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6'),
];
export const STORE_ICON: IconShapes = [
  path('M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5'),
  path('M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05'),
];
export const CHEVRON_LEFT_ICON: IconShapes = [path('m15 18-6-6 6-6')];
export const CHEVRON_RIGHT_ICON: IconShapes = [path('m9 18 6-6-6-6')];
export const CIRCLE_CHECK_ICON: IconShapes = [{ tag: 'circle', cx: 12, cy: 12, r: 10 }, path('m16 9-5.5 5.5L8 12')];
