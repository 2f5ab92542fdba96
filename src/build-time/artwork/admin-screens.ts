/**
 * The browser mock's app screens, each with the sidebar: a dashboard, a table and a detail page.
 * They are also the gallery images' sequence (see `mockKindFor`).
 */
import { CHROME, pageHeader, sidebar } from './browser-layout.ts';
import { between, figure, trendChip, type MockContext } from './mock-figures.ts';
import { areaChart, card, chip, ring } from './mock-widgets.ts';
import { FAINT, INK, INK_2, LINE, MUTED, STATUSES, SURFACE } from './palettes.ts';
import { bar, circle, rect } from './svg.ts';

/** Three key figures, a bar chart and a ring chart with its legend. */
export function dashboardScreen(ctx: MockContext): string {
  const parts = [sidebar(1, ctx), pageHeader(ctx)];
  const top = CHROME + 90;
  const cw = (722 - 32) / 3;
  for (let i = 0; i < 3; i += 1) {
    const x = 214 + i * (cw + 16);
    parts.push(
      card(x, top, cw, 100),
      bar(x + 18, top + 20, between(ctx, 70, 110), 8, MUTED),
      figure(ctx, x + 18, top + 68, 30, INK).svg,
      trendChip(x + cw - 18 - 50, top + 46, '#dcfce7', '#15803d'),
    );
  }
  const cy = top + 118;
  parts.push(card(214, cy, 462, 290), bar(234, cy + 22, 150, 10, INK_2), bar(234, cy + 42, 96, 7, MUTED));
  for (let g = 0; g < 4; g += 1) parts.push(rect(234, cy + 72 + g * 52, 422, 1, 0, FAINT));
  const bars = 12;
  const bw = 22;
  const gap = (422 - bars * bw) / (bars - 1);
  let level = between(ctx, 0.4, 0.65);
  for (let i = 0; i < bars; i += 1) {
    level = Math.min(0.96, Math.max(0.3, level + between(ctx, -0.2, 0.2)));
    const bh = level * 156;
    parts.push(rect(234 + i * (bw + gap), cy + 228 - bh, bw, bh, 5, 'url(#bars)'));
    if (i % 2 === 0) parts.push(bar(234 + i * (bw + gap), cy + 244, bw * 1.6, 6, '#cbd5e1'));
  }
  const sx = 692;
  const sw = 244;
  parts.push(card(sx, cy, sw, 290), bar(sx + 20, cy + 22, 110, 10, INK_2));
  const share = between(ctx, 0.55, 0.82);
  parts.push(ring(sx + sw / 2, cy + 118, 54, 16, share, ctx.palette.accent));
  const tones = [ctx.palette.accent, ctx.palette.to, '#cbd5e1'];
  tones.forEach((tone, i) => {
    const y = cy + 206 + i * 32;
    parts.push(
      circle(sx + 26, y + 4, 6, tone),
      bar(sx + 42, y, between(ctx, 70, 110), 8, MUTED),
      bar(sx + sw - 20 - 40, y, 40, 8, INK_2),
    );
  });
  return parts.join('');
}

/** Search and filters above a table of people with status, progress and amount. */
export function tableScreen(ctx: MockContext): string {
  const parts = [sidebar(2, ctx), pageHeader(ctx)];
  const top = CHROME + 88;
  parts.push(
    rect(214, top, 300, 38, 19, FAINT),
    circle(236, top + 19, 7, 'none', ` stroke="${MUTED}" stroke-width="2.5"`),
    bar(254, top + 15, 120, 8, '#cbd5e1'),
  );
  parts.push(rect(528, top, 96, 38, 19, '#ffffff', ` stroke="${LINE}"`), bar(548, top + 15, 56, 8, MUTED));
  parts.push(rect(636, top, 96, 38, 19, ctx.palette.soft), bar(656, top + 15, 56, 8, ctx.palette.accent));
  const ty = top + 56;
  parts.push(card(214, ty, 722, 420), rect(215, ty + 1, 720, 44, 11, SURFACE), rect(215, ty + 44, 720, 1, 0, LINE));
  const cols = [234, 500, 640, 800];
  cols.forEach((cx, i) => parts.push(bar(cx, ty + 18, i === 0 ? 90 : 60, 8, MUTED)));
  const avatarTones = [ctx.palette.accent, ctx.palette.to, ctx.palette.via, ctx.palette.glow];
  for (let row = 0; row < 7; row += 1) {
    const y = ty + 45 + row * 56;
    if (row > 0) parts.push(rect(234, y, 682, 1, 0, FAINT));
    const status = STATUSES[Math.floor(ctx.random() * STATUSES.length)] ?? STATUSES[0];
    const progress = between(ctx, 0.2, 0.95);
    parts.push(
      circle(252, y + 28, 16, avatarTones[row % avatarTones.length] ?? ctx.palette.accent, ' fill-opacity=".85"'),
      bar(280, y + 17, between(ctx, 110, 170), 9, INK_2),
      bar(280, y + 33, between(ctx, 70, 130), 7, '#cbd5e1'),
      chip(500, y + 15, status.label, status.fill, status.ink, 12),
      rect(640, y + 24, 110, 8, 4, FAINT),
      rect(640, y + 24, 110 * progress, 8, 4, ctx.palette.accent),
      figure(ctx, 916, y + 34, 15, INK, 'end').svg,
    );
  }
  return parts.join('');
}

/** Three tabs (the first active) over a figure with its area chart, a ring chart and progress bars. */
export function detailScreen(ctx: MockContext): string {
  const parts = [sidebar(3, ctx), pageHeader(ctx, false)];
  const tabsY = CHROME + 84;
  for (let i = 0; i < 3; i += 1) {
    const x = 214 + i * 120;
    parts.push(bar(x, tabsY + 6, 80, 9, i === 0 ? ctx.palette.accent : '#cbd5e1'));
    if (i === 0) parts.push(rect(x, tabsY + 26, 80, 3, 1.5, ctx.palette.accent));
  }
  parts.push(rect(214, tabsY + 29, 722, 1, 0, LINE));
  const top = tabsY + 48;
  const value = figure(ctx, 234, top + 68, 34, INK);
  parts.push(card(214, top, 470, 340), bar(234, top + 22, 120, 8, MUTED), value.svg);
  parts.push(trendChip(234 + value.width + 14, top + 46, '#dcfce7', '#15803d'));
  for (let g = 0; g < 4; g += 1) parts.push(rect(234, top + 100 + g * 50, 430, 1, 0, FAINT));
  const points: Array<[number, number]> = [];
  let level = between(ctx, 0.25, 0.45);
  for (let i = 0; i < 10; i += 1) {
    level = Math.min(0.95, Math.max(0.15, level + between(ctx, -0.14, 0.2)));
    points.push([244 + i * 46, top + 262 - level * 150]);
  }
  parts.push(areaChart(points, top + 262, ctx.palette.accent));
  for (let i = 0; i < 10; i += 2) parts.push(bar(234 + i * 46, top + 292, 28, 6, '#cbd5e1'));
  const rx = 700;
  const rw = 236;
  const share = between(ctx, 0.58, 0.9);
  parts.push(card(rx, top, rw, 190), bar(rx + 20, top + 22, 100, 8, MUTED));
  parts.push(ring(rx + rw / 2, top + 112, 50, 14, share, ctx.palette.accent));
  parts.push(card(rx, top + 206, rw, 134));
  for (let i = 0; i < 3; i += 1) {
    const y = top + 228 + i * 36;
    const fill = between(ctx, 0.3, 0.95);
    parts.push(
      bar(rx + 20, y, 70, 8, MUTED),
      rect(rx + 110, y, 106, 8, 4, FAINT),
      rect(rx + 110, y, 106 * fill, 8, 4, i === 0 ? ctx.palette.accent : ctx.palette.to),
    );
  }
  return parts.join('');
}
