/**
 * A phone (designed at 300 x 620 and scaled into place) showing a home screen with figures, a
 * list, or a detail page.
 */
import { between, figure, type MockContext } from './mock-figures.ts';
import { card, chip } from './mock-widgets.ts';
import { FAINT, INK, INK_2, LINE, MUTED, STATUSES, SURFACE } from './palettes.ts';
import type { MockKind } from './subjects.ts';
import { BOLD, bar, circle, n, placeGroup, rect, softShadow, text } from './svg.ts';

const PHONE_W = 300;
const PHONE_H = 620;

/** `id` names its clip paths, unique per picture when it holds two phones. */
export function phoneMock(x: number, y: number, scale: number, kind: MockKind, ctx: MockContext, id: string): string {
  const screen =
    kind === 'table' || kind === 'grid'
      ? phoneList(ctx)
      : kind === 'detail' || kind === 'chat' || kind === 'code'
        ? phoneDetail(ctx, id)
        : phoneHome(ctx);
  return [
    placeGroup(x, y, scale),
    softShadow(8, 30, PHONE_W - 16, PHONE_H, 46, 0.5),
    rect(0, 0, PHONE_W, PHONE_H, 46, '#0f172a'),
    rect(3, 3, PHONE_W - 6, PHONE_H - 6, 43, 'none', ' stroke="#334155" stroke-width="2"'),
    `<clipPath id="${id}">${rect(11, 11, PHONE_W - 22, PHONE_H - 22, 36, '#ffffff')}</clipPath>`,
    `<g clip-path="url(#${id})">`,
    rect(11, 11, PHONE_W - 22, PHONE_H - 22, 0, SURFACE),
    text(40, 42, 14, INK, '9:41', BOLD),
    rect(PHONE_W - 74, 32, 18, 10, 3, INK),
    rect(PHONE_W - 52, 32, 22, 10, 3, 'none', ` stroke="${INK}" stroke-width="1.5"`),
    rect(PHONE_W - 50, 34, 14, 6, 1.5, INK),
    screen,
    '</g>',
    rect(PHONE_W / 2 - 42, 22, 84, 24, 12, '#0f172a'),
    '</g>',
  ].join('');
}

function tabBar(ctx: MockContext, active: number): string {
  const y = PHONE_H - 84;
  const parts = [rect(11, y, PHONE_W - 22, 74, 0, '#ffffff'), rect(11, y, PHONE_W - 22, 1, 0, LINE)];
  for (let i = 0; i < 4; i += 1) {
    const cx = 52 + i * 65;
    parts.push(
      rect(cx - 11, y + 16, 22, 22, 7, i === active ? ctx.palette.accent : '#cbd5e1'),
      bar(cx - 14, y + 46, 28, 5, i === active ? ctx.palette.accent : '#cbd5e1'),
    );
  }
  parts.push(bar(PHONE_W / 2 - 50, PHONE_H - 20, 100, 5, INK));
  return parts.join('');
}

function phoneHome(ctx: MockContext): string {
  const parts = [
    bar(26, 70, 90, 8, MUTED),
    bar(26, 88, 150, 14, INK),
    circle(PHONE_W - 44, 88, 18, ctx.palette.soft),
    circle(PHONE_W - 44, 84, 7, ctx.palette.accent),
  ];
  parts.push(rect(24, 122, PHONE_W - 48, 150, 22, 'url(#accent)'));
  parts.push(bar(44, 144, 90, 8, '#ffffff'), figure(ctx, 44, 192, 32, '#ffffff').svg);
  const points: string[] = [];
  for (let i = 0; i < 8; i += 1)
    points.push(`${i === 0 ? 'M' : 'L'}${n(44 + i * 30)} ${n(246 - between(ctx, 0, 34) - i * 2)}`);
  parts.push(
    `<path d="${points.join(' ')}" fill="none" stroke="#ffffff" stroke-opacity=".85" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  for (let i = 0; i < 2; i += 1) {
    const x = 24 + i * 132;
    parts.push(
      card(x, 288, 120, 92),
      circle(x + 26, 314, 13, i === 0 ? ctx.palette.soft : '#dcfce7'),
      circle(x + 26, 314, 5, i === 0 ? ctx.palette.accent : '#16a34a'),
    );
    parts.push(figure(ctx, x + 14, 356, 19, INK).svg, bar(x + 14, 366, 60, 6, '#cbd5e1'));
  }
  parts.push(bar(26, 402, 110, 10, INK_2));
  for (let i = 0; i < 3; i += 1) {
    const y = 424 + i * 52;
    parts.push(
      rect(24, y, 40, 40, 12, i === 0 ? ctx.palette.soft : FAINT),
      circle(44, y + 20, 7, i === 0 ? ctx.palette.accent : MUTED),
    );
    parts.push(bar(76, y + 10, between(ctx, 80, 130), 8, INK_2), bar(76, y + 26, between(ctx, 50, 100), 6, '#cbd5e1'));
    parts.push(figure(ctx, PHONE_W - 26, y + 24, 13, INK, 'end').svg);
  }
  parts.push(tabBar(ctx, 0));
  return parts.join('');
}

function phoneList(ctx: MockContext): string {
  const parts = [
    bar(26, 76, 130, 16, INK),
    rect(24, 108, PHONE_W - 48, 38, 19, FAINT),
    circle(46, 127, 7, 'none', ` stroke="${MUTED}" stroke-width="2.5"`),
    bar(62, 123, 110, 7, '#cbd5e1'),
  ];
  ['All', 'Today', 'Soon'].forEach((label, i) => {
    parts.push(
      chip(24 + i * 76, 160, label, i === 0 ? ctx.palette.accent : '#ffffff', i === 0 ? '#ffffff' : INK_2, 12),
    );
  });
  const tones = [ctx.palette.accent, ctx.palette.to, ctx.palette.via, ctx.palette.glow];
  for (let i = 0; i < 6; i += 1) {
    const y = 204 + i * 56;
    const status = STATUSES[Math.floor(ctx.random() * STATUSES.length)] ?? STATUSES[0];
    parts.push(rect(24, y, 252, 48, 14, '#ffffff', ` stroke="${LINE}"`));
    parts.push(circle(50, y + 24, 14, tones[i % tones.length] ?? ctx.palette.accent, ' fill-opacity=".85"'));
    parts.push(bar(74, y + 14, between(ctx, 70, 100), 8, INK_2), bar(74, y + 29, between(ctx, 40, 80), 6, '#cbd5e1'));
    parts.push(rect(PHONE_W - 44 - 18, y + 16, 36, 16, 8, status.fill), circle(PHONE_W - 44, y + 24, 4, status.ink));
  }
  parts.push(tabBar(ctx, 1));
  return parts.join('');
}

function phoneDetail(ctx: MockContext, id: string): string {
  const parts = [
    `<clipPath id="${id}-hero">${rect(24, 64, PHONE_W - 48, 190, 22, '#ffffff')}</clipPath>`,
    `<g clip-path="url(#${id}-hero)">`,
  ];
  parts.push(
    rect(24, 64, PHONE_W - 48, 190, 0, 'url(#accent)'),
    circle(210, 110, 60, '#ffffff', ' fill-opacity=".18"'),
    circle(90, 240, 80, '#ffffff', ' fill-opacity=".12"'),
  );
  parts.push(
    circle(PHONE_W / 2, 158, 34, '#ffffff', ' fill-opacity=".9"'),
    circle(PHONE_W / 2, 158, 14, ctx.palette.accent),
    '</g>',
  );
  parts.push(bar(26, 278, 160, 14, INK), bar(26, 302, 110, 8, MUTED));
  for (let s = 0; s < 5; s += 1) parts.push(circle(32 + s * 16, 328, 5, s < 4 ? '#f59e0b' : LINE));
  for (let i = 0; i < 3; i += 1) {
    const y = 350 + i * 42;
    const fill = between(ctx, 0.3, 0.95);
    parts.push(
      rect(24, y, 30, 30, 9, ctx.palette.soft),
      bar(66, y + 6, 90, 7, INK_2),
      rect(66, y + 19, 180, 6, 3, FAINT),
      rect(66, y + 19, 180 * fill, 6, 3, i === 1 ? ctx.palette.to : ctx.palette.accent),
    );
  }
  parts.push(rect(24, 488, PHONE_W - 48, 44, 22, ctx.palette.accent), bar(PHONE_W / 2 - 45, 506, 90, 8, '#ffffff'));
  parts.push(bar(PHONE_W / 2 - 50, PHONE_H - 20, 100, 5, INK));
  return parts.join('');
}
