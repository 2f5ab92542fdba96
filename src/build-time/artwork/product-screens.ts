/**
 * The browser mock's screens that show what kind of product it is, on thumbnails: a storefront
 * grid (marketplaces, shops, content platforms), an AI chat and a code editor (plugins).
 */
import { BROWSER_H, BROWSER_W, CHROME, sidebar, topNav } from './browser-layout.ts';
import { between, figure, type MockContext } from './mock-figures.ts';
import { card, chip, chipWidth } from './mock-widgets.ts';
import { FAINT, INK, INK_2, LINE, MUTED, SURFACE } from './palettes.ts';
import { bar, circle, n, rect, text } from './svg.ts';

/** Title, filter chips and two rows of product tiles with price and rating. */
export function gridScreen(ctx: MockContext): string {
  const parts = [rect(0, CHROME, BROWSER_W, BROWSER_H - CHROME, 0, SURFACE), topNav(ctx)];
  const top = CHROME + 88;
  parts.push(bar(28, top, 210, 16, INK), bar(28, top + 28, 150, 8, MUTED));
  const labels = ['All', 'New', 'Popular', 'Top rated'];
  const widths = labels.map((label) => chipWidth(label, 13));
  let cx = BROWSER_W - 28 - widths.reduce((sum, w) => sum + w + 10, -10);
  labels.forEach((label, i) => {
    const active = i === 0;
    parts.push(
      chip(cx, top - 4, label, active ? ctx.palette.accent : '#ffffff', active ? '#ffffff' : INK_2, 13, !active),
    );
    cx += (widths[i] ?? 0) + 10;
  });
  const gy = top + 56;
  const cw = (BROWSER_W - 56 - 3 * 20) / 4;
  const tones = [ctx.palette.from, ctx.palette.via, ctx.palette.to, ctx.palette.accent];
  for (let row = 0; row < 2; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      const x = 28 + col * (cw + 20);
      const y = gy + row * 250;
      const tone = tones[(row * 4 + col) % tones.length] ?? ctx.palette.accent;
      parts.push(
        card(x, y, cw, 232),
        `<clipPath id="tile${row}${col}">${rect(x, y, cw, 132, 12, '#ffffff')}</clipPath>`,
      );
      parts.push(`<g clip-path="url(#tile${row}${col})">`);
      parts.push(rect(x, y, cw, 132, 0, tone, ' fill-opacity=".9"'));
      parts.push(circle(x + cw * between(ctx, 0.6, 0.85), y + 40, 18, '#ffffff', ' fill-opacity=".5"'));
      const hill = `M${n(x)} ${n(y + 132)} L${n(x + cw * 0.35)} ${n(y + 70)} L${n(x + cw * 0.6)} ${n(y + 104)} L${n(x + cw * 0.78)} ${n(y + 86)} L${n(x + cw)} ${n(y + 118)} L${n(x + cw)} ${n(y + 132)} Z`;
      parts.push(`<path d="${hill}" fill="#ffffff" fill-opacity=".35"/>`, '</g>');
      parts.push(
        bar(x + 16, y + 150, between(ctx, 90, cw - 40), 10, INK_2),
        bar(x + 16, y + 170, between(ctx, 60, 120), 7, '#cbd5e1'),
      );
      parts.push(figure(ctx, x + 16, y + 212, 18, INK).svg);
      for (let s = 0; s < 5; s += 1)
        parts.push(circle(x + cw - 70 + s * 12, y + 206, 4, s < 4 ? '#f59e0b' : '#e2e8f0'));
    }
  }
  return parts.join('');
}

/** Conversation list, a question and an answer with a result card, and the message field. */
export function chatScreen(ctx: MockContext): string {
  const parts = [
    rect(0, CHROME, 230, BROWSER_H - CHROME, 0, SURFACE),
    rect(230, CHROME, 1, BROWSER_H - CHROME, 0, LINE),
  ];
  parts.push(rect(20, CHROME + 20, 190, 38, 12, ctx.palette.accent), bar(40, CHROME + 35, 100, 8, '#ffffff'));
  for (let i = 0; i < 8; i += 1) {
    const y = CHROME + 80 + i * 54;
    if (i === 1) parts.push(rect(12, y - 8, 206, 48, 10, ctx.palette.soft));
    parts.push(
      bar(28, y + 4, between(ctx, 100, 160), 8, i === 1 ? ctx.palette.accent : INK_2),
      bar(28, y + 20, between(ctx, 60, 130), 6, '#cbd5e1'),
    );
  }
  const mx = 260;
  const mw = BROWSER_W - mx - 30;
  parts.push(
    bar(mx, CHROME + 26, 170, 12, INK),
    chip(mx + 190, CHROME + 18, 'AI', ctx.palette.soft, ctx.palette.accent, 13),
  );
  // user message
  const u1 = CHROME + 74;
  parts.push(
    rect(mx + mw - 330, u1, 330, 62, 18, ctx.palette.accent),
    bar(mx + mw - 306, u1 + 19, 270, 8, '#ffffff'),
    bar(mx + mw - 306, u1 + 35, 180, 8, '#ffffff'),
  );
  // assistant answer with a result card
  const a1 = u1 + 82;
  parts.push(circle(mx + 18, a1 + 18, 18, 'url(#accent)'));
  parts.push(rect(mx + 48, a1, 500, 206, 18, FAINT));
  for (let i = 0; i < 3; i += 1)
    parts.push(
      bar(
        mx + 72,
        a1 + 22 + i * 18,
        i === 2 ? between(ctx, 200, 300) : between(ctx, 380, 450),
        8,
        i === 0 ? INK_2 : MUTED,
      ),
    );
  parts.push(card(mx + 72, a1 + 84, 452, 100));
  for (let i = 0; i < 3; i += 1) {
    const x = mx + 92 + i * 146;
    parts.push(
      bar(x, a1 + 104, 80, 7, MUTED),
      figure(ctx, x, a1 + 146, 24, INK).svg,
      rect(x, a1 + 160, 112, 6, 3, FAINT),
      rect(x, a1 + 160, between(ctx, 30, 112), 6, 3, i === 1 ? ctx.palette.to : ctx.palette.accent),
    );
  }
  const u2 = a1 + 226;
  parts.push(rect(mx + mw - 250, u2, 250, 44, 16, ctx.palette.accent), bar(mx + mw - 226, u2 + 18, 190, 8, '#ffffff'));
  const iy = BROWSER_H - 78;
  parts.push(
    rect(mx, iy, mw, 54, 27, '#ffffff', ` stroke="${LINE}" stroke-width="2"`),
    bar(mx + 26, iy + 23, 220, 8, '#cbd5e1'),
    circle(mx + mw - 27, iy + 27, 19, ctx.palette.accent),
  );
  parts.push(
    `<path d="M${n(mx + mw - 34)} ${n(iy + 27)} L${n(mx + mw - 20)} ${n(iy + 27)} M${n(mx + mw - 26)} ${n(iy + 21)} L${n(mx + mw - 20)} ${n(iy + 27)} L${n(mx + mw - 26)} ${n(iy + 33)}" stroke="#ffffff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  return parts.join('');
}

/** A dark code editor: sidebar, file tabs, numbered lines of coloured tokens and a plugin panel. */
export function codeScreen(ctx: MockContext): string {
  const parts = [rect(0, CHROME, BROWSER_W, BROWSER_H - CHROME, 0, '#0f172a'), sidebar(0, ctx, true)];
  parts.push(rect(191, CHROME, BROWSER_W - 191, 42, 0, '#0b1222'));
  parts.push(
    rect(191, CHROME, 170, 42, 0, '#0f172a'),
    rect(191, CHROME + 40, 170, 2, 0, ctx.palette.accent),
    bar(211, CHROME + 17, 110, 8, '#cbd5e1'),
    bar(381, CHROME + 17, 90, 8, '#475569'),
  );
  const tokens = [ctx.palette.glow, '#f0abfc', '#7dd3fc', '#86efac', '#fcd34d', '#94a3b8', '#e2e8f0'];
  let indent = 0;
  for (let line = 0; line < 16; line += 1) {
    const y = CHROME + 70 + line * 28;
    parts.push(text(236, y + 8, 13, '#475569', String(line + 1), ' text-anchor="end"'));
    if (line % 6 === 5) continue;
    let x = 262 + indent * 28;
    const pieces = 1 + Math.floor(ctx.random() * 4);
    for (let p = 0; p < pieces; p += 1) {
      const w = between(ctx, 34, 120);
      parts.push(bar(x, y, w, 9, tokens[Math.floor(ctx.random() * tokens.length)] ?? MUTED));
      x += w + 10;
    }
    indent = Math.max(0, Math.min(3, indent + (ctx.random() < 0.45 ? 1 : ctx.random() < 0.5 ? -1 : 0)));
  }
  const px = 700;
  const py = CHROME + 250;
  parts.push(rect(px, py, 230, 170, 14, '#111c33', ` stroke="${ctx.palette.accent}" stroke-width="2"`));
  parts.push(circle(px + 28, py + 30, 12, 'url(#accent)'), bar(px + 50, py + 26, 110, 9, '#e2e8f0'));
  for (let i = 0; i < 3; i += 1) parts.push(bar(px + 20, py + 62 + i * 20, between(ctx, 120, 190), 7, '#64748b'));
  parts.push(rect(px + 20, py + 124, 90, 30, 15, ctx.palette.accent), bar(px + 38, py + 135, 54, 8, '#ffffff'));
  return parts.join('');
}
