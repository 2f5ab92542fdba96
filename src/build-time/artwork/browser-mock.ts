/** A browser window (title bar, address field) showing one of the mock screens, scaled into place. */
import { dashboardScreen, detailScreen, tableScreen } from './admin-screens.ts';
import { BROWSER_H, BROWSER_W, CHROME } from './browser-layout.ts';
import type { MockContext } from './mock-figures.ts';
import { FAINT, LINE } from './palettes.ts';
import { chatScreen, codeScreen, gridScreen } from './product-screens.ts';
import type { MockKind } from './subjects.ts';
import { bar, circle, placeGroup, rect, softShadow } from './svg.ts';

const SCREENS: Record<MockKind, (ctx: MockContext) => string> = {
  dashboard: dashboardScreen,
  table: tableScreen,
  detail: detailScreen,
  grid: gridScreen,
  chat: chatScreen,
  code: codeScreen,
};

export function browserMock(x: number, y: number, scale: number, kind: MockKind, ctx: MockContext): string {
  const w = BROWSER_W;
  const h = BROWSER_H;
  const content = SCREENS[kind](ctx);
  return [
    placeGroup(x, y, scale),
    softShadow(10, 26, w - 20, h, 18, 0.45),
    '<clipPath id="window">',
    rect(0, 0, w, h, 16, '#ffffff'),
    '</clipPath>',
    '<g clip-path="url(#window)">',
    rect(0, 0, w, h, 0, '#ffffff'),
    rect(0, 0, w, CHROME, 0, FAINT),
    rect(0, CHROME - 1, w, 1, 0, LINE),
    circle(22, CHROME / 2, 6, '#f87171'),
    circle(42, CHROME / 2, 6, '#fbbf24'),
    circle(62, CHROME / 2, 6, '#34d399'),
    rect(w * 0.3, 10, w * 0.4, 20, 10, '#ffffff', ` stroke="${LINE}"`),
    bar(w * 0.3 + 16, 17, 120, 6, '#cbd5e1'),
    content,
    '</g>',
    '</g>',
  ].join('');
}
