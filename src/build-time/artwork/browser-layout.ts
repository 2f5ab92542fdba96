/**
 * The browser mock's coordinate system (designed at 960 x 600 and scaled into place) and the
 * navigation its screens share: an app's sidebar and page header, a website's top bar.
 */
import { between, type MockContext } from './mock-figures.ts';
import { FAINT, INK, INK_2, LINE, MUTED, SURFACE } from './palettes.ts';
import { bar, circle, rect } from './svg.ts';

export const BROWSER_W = 960;
export const BROWSER_H = 600;
/** Height of the window's title bar (traffic lights and address field). */
export const CHROME = 40;

/** Left navigation used by the app screens; `active` is the highlighted item. */
export function sidebar(active: number, ctx: MockContext, dark = false): string {
  const parts = [
    rect(0, CHROME, 190, BROWSER_H - CHROME, 0, dark ? '#0b1222' : SURFACE),
    rect(190, CHROME, 1, BROWSER_H - CHROME, 0, dark ? '#1e293b' : LINE),
    rect(24, CHROME + 22, 28, 28, 8, 'url(#accent)'),
    bar(62, CHROME + 31, 84, 10, dark ? '#cbd5e1' : INK_2),
  ];
  for (let i = 0; i < 7; i += 1) {
    const y = CHROME + 90 + i * 40;
    const on = i === active;
    if (on) parts.push(rect(12, y - 12, 166, 34, 9, dark ? '#1e293b' : ctx.palette.soft));
    const tone = on ? ctx.palette.accent : dark ? '#475569' : '#cbd5e1';
    parts.push(rect(26, y - 2, 14, 14, 4, tone), bar(50, y + 1, between(ctx, 56, 104), 8, tone));
  }
  return parts.join('');
}

/** Title and subtitle of an app page, with (`action`) a button and an avatar on the right. */
export function pageHeader(ctx: MockContext, action = true): string {
  const parts = [
    bar(214, CHROME + 26, between(ctx, 150, 210), 14, INK),
    bar(214, CHROME + 50, between(ctx, 110, 170), 8, MUTED),
  ];
  if (action) {
    parts.push(
      rect(BROWSER_W - 24 - 124, CHROME + 22, 124, 36, 18, ctx.palette.accent),
      bar(BROWSER_W - 24 - 100, CHROME + 36, 76, 8, '#ffffff'),
    );
    parts.push(
      circle(BROWSER_W - 24 - 124 - 30, CHROME + 40, 17, ctx.palette.soft),
      circle(BROWSER_W - 24 - 124 - 30, CHROME + 36, 6, ctx.palette.accent),
    );
  }
  return parts.join('');
}

/** A website's top bar: logo, links, search field and a button. */
export function topNav(ctx: MockContext): string {
  const y = CHROME;
  const parts = [rect(0, y, BROWSER_W, 64, 0, '#ffffff'), rect(0, y + 63, BROWSER_W, 1, 0, LINE)];
  parts.push(rect(28, y + 18, 28, 28, 8, 'url(#accent)'), bar(66, y + 27, 90, 10, INK_2));
  for (let i = 0; i < 4; i += 1) parts.push(bar(200 + i * 86, y + 28, 60, 8, i === 0 ? ctx.palette.accent : MUTED));
  parts.push(
    rect(560, y + 14, 240, 36, 18, FAINT),
    circle(582, y + 32, 7, 'none', ` stroke="${MUTED}" stroke-width="2.5"`),
    bar(600, y + 28, 110, 8, '#cbd5e1'),
  );
  parts.push(rect(816, y + 14, 116, 36, 18, ctx.palette.accent), bar(838, y + 28, 72, 8, '#ffffff'));
  return parts.join('');
}
