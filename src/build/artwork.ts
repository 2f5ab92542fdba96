/**
 * Generated artwork for projects and business ideas that have no real screenshot yet, and the
 * site's default share image. Pure functions from an entry to an SVG string;
 * `scripts/generate-artwork.ts` (`npm run content:images`) renders them to WebP/PNG with sharp.
 *
 * Everything is deterministic: colours and the shapes of the UI mock come from a hash of the
 * slug, so re-running the script yields the same pictures. Text uses system fonts only
 * (system-ui, then DejaVu Sans, which librsvg finds on the build machine); line widths are
 * estimated with DejaVu Sans metrics, the widest of the candidates, so titles never overflow.
 */
import type { ProjectType } from '../lib/content/schemas.ts';
import { TYPE_LABELS } from '../lib/portfolio.ts';

// ---------------------------------------------------------------------------------------
// Text: escaping, measuring, wrapping
// ---------------------------------------------------------------------------------------

export const ARTWORK_FONT = "system-ui, 'DejaVu Sans', sans-serif";

/** Advance widths of DejaVu Sans (Bold / Book) for U+0020..U+007E, in hundredths of an em. */
const BOLD_WIDTHS = [
  35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84,
  84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 72,
  73, 46, 37, 46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65,
  92, 65, 65, 58, 71, 37, 71, 84,
];
const REGULAR_WIDTHS = [
  32, 40, 46, 84, 64, 95, 78, 27, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34, 84,
  84, 84, 53, 100, 68, 69, 70, 77, 63, 58, 77, 75, 29, 29, 66, 56, 86, 75, 79, 60, 79, 69, 63, 61, 73, 68, 99, 69, 61,
  69, 39, 34, 39, 84, 50, 50, 61, 63, 55, 63, 62, 35, 63, 63, 28, 28, 58, 28, 97, 63, 61, 63, 63, 41, 52, 39, 63, 59,
  82, 59, 59, 52, 64, 34, 64, 84,
];
/** Width assumed for characters outside ASCII (accented letters, symbols): a wide glyph. */
const FALLBACK_WIDTH = 80;

export type FontWeight = 'bold' | 'regular';

/** Estimated rendered width of one line of text, in the units of `fontSize`. */
export function textWidth(text: string, fontSize: number, weight: FontWeight = 'bold', letterSpacing = 0): number {
  const table = weight === 'bold' ? BOLD_WIDTHS : REGULAR_WIDTHS;
  let units = 0;
  let count = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    units += code >= 32 && code < 127 ? (table[code - 32] ?? FALLBACK_WIDTH) : FALLBACK_WIDTH;
    count += 1;
  }
  return (units / 100) * fontSize + Math.max(0, count - 1) * letterSpacing;
}

/** Makes any string safe as SVG/XML text or attribute value (also drops XML-invalid controls). */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/**
 * Splits `text` into at most two lines that each fit `maxWidth` at `fontSize`: one line when it
 * fits, otherwise the most balanced two-line split at a space. `null` when neither fits.
 */
export function wrapTitle(text: string, maxWidth: number, fontSize: number, letterSpacing = 0): string[] | null {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const width = (line: string) => textWidth(line, fontSize, 'bold', letterSpacing);
  const single = words.join(' ');
  if (width(single) <= maxWidth) return [single];
  let best: { lines: string[]; widest: number } | null = null;
  for (let cut = 1; cut < words.length; cut += 1) {
    const first = words.slice(0, cut).join(' ');
    const second = words.slice(cut).join(' ');
    const widest = Math.max(width(first), width(second));
    if (widest <= maxWidth && (!best || widest < best.widest)) best = { lines: [first, second], widest };
  }
  return best ? best.lines : null;
}

export interface FittedTitle {
  lines: string[];
  fontSize: number;
  letterSpacing: number;
}

export interface FitOptions {
  maxWidth: number;
  maxSize: number;
  minSize: number;
  /** Below this size a one-line title is given up for two larger lines. Defaults to 85% of maxSize. */
  singleLineMin?: number;
  /** Tracking as a fraction of the font size (negative tightens large type). */
  tracking?: number;
}

/**
 * Chooses the largest type size at which the title fits: one line while it stays near the
 * maximum size, else two balanced lines, else (very long titles) two lines at the minimum size
 * with the rest cut off by an ellipsis.
 */
export function fitTitle(title: string, options: FitOptions): FittedTitle {
  const { maxWidth, maxSize, minSize } = options;
  const singleLineMin = options.singleLineMin ?? Math.round(maxSize * 0.85);
  const tracking = options.tracking ?? 0;
  const flat = title.replace(/\s+/g, ' ').trim();
  for (let size = maxSize; size >= singleLineMin; size -= 1) {
    const spacing = size * tracking;
    if (textWidth(flat, size, 'bold', spacing) <= maxWidth)
      return { lines: [flat], fontSize: size, letterSpacing: spacing };
  }
  for (let size = maxSize; size >= minSize; size -= 1) {
    const spacing = size * tracking;
    const lines = wrapTitle(flat, maxWidth, size, spacing);
    if (lines) return { lines, fontSize: size, letterSpacing: spacing };
  }
  const spacing = minSize * tracking;
  return { lines: truncateToLines(flat, maxWidth, minSize, spacing), fontSize: minSize, letterSpacing: spacing };
}

/** Greedy fill of two lines; whatever does not fit ends in an ellipsis. */
function truncateToLines(text: string, maxWidth: number, fontSize: number, spacing: number): string[] {
  const fits = (line: string) => textWidth(line, fontSize, 'bold', spacing) <= maxWidth;
  const lines: string[] = [];
  let rest = text;
  while (rest && lines.length < 2) {
    const last = lines.length === 1;
    if (fits(rest)) {
      lines.push(rest);
      rest = '';
      break;
    }
    let cut = rest.length;
    const candidate = (n: number) => rest.slice(0, n).trimEnd() + (last ? '…' : '');
    while (cut > 1 && !fits(candidate(cut))) cut -= 1;
    const space = rest.lastIndexOf(' ', cut);
    if (!last && space > 0) cut = space;
    else if (last && space > cut / 2 && fits(candidate(space))) cut = space;
    lines.push(candidate(cut));
    rest = rest.slice(cut).trimStart();
  }
  return lines;
}

// ---------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------

export interface Palette {
  name: string;
  /** Background gradient, top-left to bottom-right. */
  from: string;
  via: string;
  to: string;
  /** Main colour of buttons, charts and highlights inside the UI mock. */
  accent: string;
  /** Pale tint of the accent: active rows, chips. */
  soft: string;
  /** Light colour of the background glow. */
  glow: string;
}

/** Gradients in the site's look (indigo, violet, fuchsia) plus a few harmonious pairs. */
export const PALETTES: readonly Palette[] = [
  {
    name: 'aurora',
    from: '#4338ca',
    via: '#7c3aed',
    to: '#c026d3',
    accent: '#7c3aed',
    soft: '#ede9fe',
    glow: '#f0abfc',
  },
  { name: 'dusk', from: '#312e81', via: '#6d28d9', to: '#db2777', accent: '#db2777', soft: '#fce7f3', glow: '#f9a8d4' },
  {
    name: 'ocean',
    from: '#1e3a8a',
    via: '#2563eb',
    to: '#7c3aed',
    accent: '#2563eb',
    soft: '#dbeafe',
    glow: '#93c5fd',
  },
  {
    name: 'lagoon',
    from: '#134e4a',
    via: '#0f766e',
    to: '#4f46e5',
    accent: '#0d9488',
    soft: '#ccfbf1',
    glow: '#5eead4',
  },
  {
    name: 'orchid',
    from: '#3b0764',
    via: '#7e22ce',
    to: '#d946ef',
    accent: '#a21caf',
    soft: '#fae8ff',
    glow: '#f5d0fe',
  },
  {
    name: 'ember',
    from: '#4c0519',
    via: '#be123c',
    to: '#ea580c',
    accent: '#e11d48',
    soft: '#ffe4e6',
    glow: '#fdba74',
  },
  {
    name: 'midnight',
    from: '#020617',
    via: '#1e1b4b',
    to: '#6d28d9',
    accent: '#6366f1',
    soft: '#e0e7ff',
    glow: '#a5b4fc',
  },
  { name: 'sky', from: '#0c4a6e', via: '#0369a1', to: '#7c3aed', accent: '#0284c7', soft: '#e0f2fe', glow: '#7dd3fc' },
];

/**
 * 32-bit FNV-1a hash with a final avalanche (murmur3 fmix32), so that similar slugs still
 * spread evenly over a small palette. Stable across runs and platforms.
 */
const DEFAULT_PALETTE = PALETTES[0] as Palette;

export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * Mixed into the slug before hashing. The value was chosen once so that the catalogue's entries
 * spread evenly over the palettes (no colour more than three times, none twice among the ideas).
 * Changing it recolours future artwork only: generated files are never overwritten.
 */
const PALETTE_SALT = '1494';

export function paletteFor(slug: string): Palette {
  return PALETTES[hashString(`${PALETTE_SALT}:${slug}`) % PALETTES.length] ?? DEFAULT_PALETTE;
}

/** Small deterministic PRNG (mulberry32) for the mock's bar heights, widths and numbers. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------
// Entries
// ---------------------------------------------------------------------------------------

/** What the UI mock shows. */
export type MockKind = 'dashboard' | 'table' | 'detail' | 'grid' | 'chat' | 'code';
export type Device = 'browser' | 'phone';

/** Everything the artwork needs to know about an entry. */
export interface ArtworkSubject {
  slug: string;
  title: string;
  subtitle: string;
  device: Device;
  /** The screen shown on the thumbnail. */
  mainKind: MockKind;
}

const MAIN_KIND: Record<ProjectType, MockKind> = {
  saas: 'dashboard',
  ai_tool: 'chat',
  mobile_app: 'dashboard',
  marketplace: 'grid',
  content_platform: 'grid',
  ecommerce: 'grid',
  module_plugin: 'code',
  other: 'dashboard',
};

export function projectSubject(slug: string, project: { title: string; projectType: ProjectType }): ArtworkSubject {
  return {
    slug,
    title: project.title,
    subtitle: TYPE_LABELS[project.projectType],
    device: project.projectType === 'mobile_app' ? 'phone' : 'browser',
    mainKind: MAIN_KIND[project.projectType],
  };
}

export function ideaSubject(
  slug: string,
  idea: { title: string; businessModelType: 'saas' | 'marketplace' },
): ArtworkSubject {
  return {
    slug,
    title: idea.title,
    subtitle: 'Business idea',
    device: 'browser',
    mainKind: idea.businessModelType === 'marketplace' ? 'grid' : 'dashboard',
  };
}

/** Which image of the entry: its card thumbnail or the n-th (1-based) gallery/concept image. */
export type ArtworkSlot = { role: 'thumbnail' } | { role: 'gallery'; index: number };

/** Pixel sizes per slot: cards show thumbnails ~400 px wide (2x for retina); galleries larger. */
export const SLOT_SIZES = {
  thumbnail: { width: 800, height: 500 },
  gallery: { width: 1200, height: 750 },
  share: { width: 1200, height: 630 },
} as const;

const GALLERY_KINDS: readonly MockKind[] = ['dashboard', 'table', 'detail'];

export function mockKindFor(subject: ArtworkSubject, slot: ArtworkSlot): MockKind {
  if (slot.role === 'thumbnail') return subject.mainKind;
  return GALLERY_KINDS[(Math.max(1, slot.index) - 1) % GALLERY_KINDS.length] ?? 'dashboard';
}

// ---------------------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------------------

const n = (value: number) => String(Math.round(value * 10) / 10);

function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" rx="${n(rx)}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

function text(x: number, y: number, size: number, fill: string, content: string, extra = ''): string {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;
}

/** A rounded bar standing in for a line of text. */
const bar = (x: number, y: number, w: number, h: number, fill: string) => rect(x, y, w, h, h / 2, fill);

const INK = '#0f172a';
const INK_2 = '#334155';
const MUTED = '#94a3b8';
const LINE = '#e2e8f0';
const FAINT = '#f1f5f9';
const SURFACE = '#f8fafc';
const BOLD = ' font-weight="700"';

interface MockContext {
  palette: Palette;
  random: () => number;
}

const between = (ctx: MockContext, min: number, max: number) => min + ctx.random() * (max - min);

function money(ctx: MockContext): string {
  const value = between(ctx, 1.2, 98);
  return `$${value.toFixed(1)}k`;
}

function percent(ctx: MockContext, min = 4, max = 38): string {
  return `+${Math.round(between(ctx, min, max))}%`;
}

/** Shared gradients and filters of every picture. Ids are prefixed to stay unique. */
function defs(palette: Palette): string {
  return [
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset=".55" stop-color="${palette.via}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`,
    '<radialGradient id="shine"><stop offset="0" stop-color="#ffffff" stop-opacity=".22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    `<linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset=".5" stop-color="${palette.via}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<linearGradient id="bars" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.accent}"/><stop offset="1" stop-color="${palette.via}" stop-opacity=".55"/></linearGradient>`,
    `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".32"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></linearGradient>`,
    '<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="16"/></filter>',
    '<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.3" fill="#ffffff" fill-opacity=".09"/></pattern>',
    '</defs>',
  ].join('');
}

function background(width: number, height: number, ctx: MockContext): string {
  const gx = width * between(ctx, 0.62, 0.92);
  const gy = height * between(ctx, -0.1, 0.2);
  return [
    rect(0, 0, width, height, 0, 'url(#bg)'),
    circle(gx, gy, width * 0.5, 'url(#glow)'),
    circle(width * between(ctx, 0, 0.3), height * 1.05, width * 0.42, 'url(#shine)'),
    rect(0, 0, width, height, 0, 'url(#dots)'),
  ].join('');
}

/** The small rounded label above the title ("AI Tool", "Business idea"). */
function pill(x: number, y: number, label: string, palette: Palette, size = 13): { svg: string; height: number } {
  const upper = label.toUpperCase();
  const spacing = size * 0.1;
  const height = size * 2.3;
  const dot = size * 0.32;
  const padX = size * 1.05;
  const width = padX + dot * 2 + size * 0.6 + textWidth(upper, size, 'bold', spacing) + padX;
  const svg = [
    rect(x, y, width, height, height / 2, '#ffffff', ' fill-opacity=".16" stroke="#ffffff" stroke-opacity=".28"'),
    circle(x + padX + dot, y + height / 2, dot, palette.glow),
    text(
      x + padX + dot * 2 + size * 0.6,
      y + height / 2 + size * 0.36,
      size,
      '#ffffff',
      upper,
      `${BOLD} letter-spacing="${n(spacing)}"`,
    ),
  ].join('');
  return { svg, height };
}

function titleBlock(x: number, top: number, fitted: FittedTitle): { svg: string; bottom: number } {
  const { fontSize, lines, letterSpacing } = fitted;
  const step = fontSize * 1.12;
  const svg = lines
    .map((line, i) =>
      text(
        x,
        top + fontSize * 0.8 + i * step,
        fontSize,
        '#ffffff',
        line,
        `${BOLD} letter-spacing="${n(letterSpacing)}"`,
      ),
    )
    .join('');
  return { svg, bottom: top + fontSize * 0.8 + (lines.length - 1) * step + fontSize * 0.24 };
}

// ---------------------------------------------------------------------------------------
// Browser mock, designed at 960 x 600 and scaled into place
// ---------------------------------------------------------------------------------------

const BROWSER_W = 960;
const BROWSER_H = 600;
const CHROME = 40;

function browserMock(x: number, y: number, scale: number, kind: MockKind, ctx: MockContext): string {
  const w = BROWSER_W;
  const h = BROWSER_H;
  const content = {
    dashboard: dashboardScreen,
    table: tableScreen,
    detail: detailScreen,
    grid: gridScreen,
    chat: chatScreen,
    code: codeScreen,
  }[kind](ctx);
  return [
    `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(scale * 1000) / 1000})">`,
    rect(10, 26, w - 20, h, 18, '#020617', ' fill-opacity=".45" filter="url(#shadow)"'),
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

/** Left navigation used by the app screens; `active` is the highlighted item. */
function sidebar(active: number, ctx: MockContext, dark = false): string {
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

function pageHeader(ctx: MockContext, action = true): string {
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

function card(x: number, y: number, w: number, h: number, fill = '#ffffff'): string {
  return rect(x, y, w, h, 12, fill, ` stroke="${LINE}"`);
}

const chipWidth = (label: string, size: number) => textWidth(label, size, 'bold') + size * 1.6;

function chip(x: number, y: number, label: string, fill: string, ink: string, size = 13, outlined = false): string {
  const w = chipWidth(label, size);
  const h = size * 1.9;
  const border = outlined ? ` stroke="${LINE}"` : '';
  return rect(x, y, w, h, h / 2, fill, border) + text(x + size * 0.8, y + h / 2 + size * 0.36, size, ink, label, BOLD);
}

function dashboardScreen(ctx: MockContext): string {
  const parts = [sidebar(1, ctx), pageHeader(ctx)];
  const top = CHROME + 90;
  const cw = (722 - 32) / 3;
  for (let i = 0; i < 3; i += 1) {
    const x = 214 + i * (cw + 16);
    const value = i === 1 ? `${Math.round(between(ctx, 2, 48))}.${Math.round(between(ctx, 1, 9))}k` : money(ctx);
    parts.push(
      card(x, top, cw, 100),
      bar(x + 18, top + 20, between(ctx, 70, 110), 8, MUTED),
      text(x + 18, top + 68, 30, INK, value, BOLD),
      chip(x + cw - 18 - 62, top + 46, percent(ctx), '#dcfce7', '#15803d', 12),
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
  parts.push(
    ring(sx + sw / 2, cy + 118, 54, 16, share, ctx.palette.accent),
    text(sx + sw / 2, cy + 128, 26, INK, `${Math.round(share * 100)}%`, `${BOLD} text-anchor="middle"`),
  );
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

/** A progress ring: grey track with a coloured arc starting at 12 o'clock. */
function ring(cx: number, cy: number, r: number, stroke: number, share: number, color: string): string {
  const length = 2 * Math.PI * r;
  return [
    circle(cx, cy, r, 'none', ` stroke="${FAINT}" stroke-width="${n(stroke)}"`),
    circle(
      cx,
      cy,
      r,
      'none',
      ` stroke="${color}" stroke-width="${n(stroke)}" stroke-linecap="round" stroke-dasharray="${n(length * share)} ${n(length)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"`,
    ),
  ].join('');
}

const STATUSES = [
  { label: 'Active', fill: '#dcfce7', ink: '#15803d' },
  { label: 'Pending', fill: '#fef3c7', ink: '#b45309' },
  { label: 'Paid', fill: '#e0e7ff', ink: '#4338ca' },
  { label: 'Review', fill: '#fce7f3', ink: '#be185d' },
] as const;

function tableScreen(ctx: MockContext): string {
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
      text(
        916,
        y + 34,
        15,
        INK,
        `$${Math.round(between(ctx, 120, 4800)).toLocaleString('en-US')}`,
        `${BOLD} text-anchor="end"`,
      ),
    );
  }
  return parts.join('');
}

/** A smooth-ish line through points, and the same shape closed down to `base` for the fill. */
function areaChart(points: Array<[number, number]>, base: number, color: string): string {
  const path = points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${n(px)} ${n(py)}`).join(' ');
  const first = points[0] ?? [0, base];
  const last = points[points.length - 1] ?? [0, base];
  return [
    `<path d="${path} L${n(last[0])} ${n(base)} L${n(first[0])} ${n(base)} Z" fill="url(#area)"/>`,
    `<path d="${path}" fill="none" stroke="${color}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`,
    circle(last[0], last[1], 8, '#ffffff', ` stroke="${color}" stroke-width="4"`),
  ].join('');
}

function detailScreen(ctx: MockContext): string {
  const parts = [sidebar(3, ctx), pageHeader(ctx, false)];
  const tabsY = CHROME + 84;
  ['Overview', 'Activity', 'Settings'].forEach((_, i) => {
    const x = 214 + i * 120;
    parts.push(bar(x, tabsY + 6, 80, 9, i === 0 ? ctx.palette.accent : '#cbd5e1'));
    if (i === 0) parts.push(rect(x, tabsY + 26, 80, 3, 1.5, ctx.palette.accent));
  });
  parts.push(rect(214, tabsY + 29, 722, 1, 0, LINE));
  const top = tabsY + 48;
  const value = money(ctx);
  parts.push(card(214, top, 470, 340), bar(234, top + 22, 120, 8, MUTED), text(234, top + 68, 34, INK, value, BOLD));
  parts.push(chip(234 + textWidth(value, 34) + 14, top + 44, percent(ctx), '#dcfce7', '#15803d', 12));
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
  parts.push(
    ring(rx + rw / 2, top + 112, 50, 14, share, ctx.palette.accent),
    text(rx + rw / 2, top + 122, 26, INK, `${Math.round(share * 100)}%`, `${BOLD} text-anchor="middle"`),
  );
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

function topNav(ctx: MockContext): string {
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

function gridScreen(ctx: MockContext): string {
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
      parts.push(text(x + 16, y + 212, 18, INK, `$${Math.round(between(ctx, 9, 240))}`, BOLD));
      for (let s = 0; s < 5; s += 1)
        parts.push(circle(x + cw - 70 + s * 12, y + 206, 4, s < 4 ? '#f59e0b' : '#e2e8f0'));
    }
  }
  return parts.join('');
}

function chatScreen(ctx: MockContext): string {
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
      text(x, a1 + 146, 24, INK, i === 1 ? percent(ctx, 12, 64) : money(ctx), BOLD),
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

function codeScreen(ctx: MockContext): string {
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

// ---------------------------------------------------------------------------------------
// Phone mock, designed at 300 x 620 and scaled into place
// ---------------------------------------------------------------------------------------

const PHONE_W = 300;
const PHONE_H = 620;

function phoneMock(x: number, y: number, scale: number, kind: MockKind, ctx: MockContext, id: string): string {
  const screen =
    kind === 'table' || kind === 'grid'
      ? phoneList(ctx)
      : kind === 'detail' || kind === 'chat' || kind === 'code'
        ? phoneDetail(ctx, id)
        : phoneHome(ctx);
  return [
    `<g transform="translate(${n(x)} ${n(y)}) scale(${Math.round(scale * 1000) / 1000})">`,
    rect(8, 30, PHONE_W - 16, PHONE_H, 46, '#020617', ' fill-opacity=".5" filter="url(#shadow)"'),
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
  parts.push(bar(44, 144, 90, 8, '#ffffff'), text(44, 192, 32, '#ffffff', money(ctx), BOLD));
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
    parts.push(
      text(x + 14, 356, 19, INK, i === 0 ? `${Math.round(between(ctx, 3, 48))}` : percent(ctx), BOLD),
      bar(x + 14, 366, 60, 6, '#cbd5e1'),
    );
  }
  parts.push(bar(26, 402, 110, 10, INK_2));
  for (let i = 0; i < 3; i += 1) {
    const y = 424 + i * 52;
    parts.push(
      rect(24, y, 40, 40, 12, i === 0 ? ctx.palette.soft : FAINT),
      circle(44, y + 20, 7, i === 0 ? ctx.palette.accent : MUTED),
    );
    parts.push(bar(76, y + 10, between(ctx, 80, 130), 8, INK_2), bar(76, y + 26, between(ctx, 50, 100), 6, '#cbd5e1'));
    parts.push(
      text(PHONE_W - 26, y + 24, 13, INK, `$${Math.round(between(ctx, 12, 480))}`, `${BOLD} text-anchor="end"`),
    );
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

// ---------------------------------------------------------------------------------------
// Compositions
// ---------------------------------------------------------------------------------------

function svgDocument(width: number, height: number, viewW: number, viewH: number, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}" font-family="${ARTWORK_FONT}">`,
    body,
    '</svg>',
  ].join('');
}

/** Floating notification card that overlaps the phone's edge, for depth. */
function floatingCard(x: number, y: number, ctx: MockContext): string {
  return [
    rect(x + 4, y + 12, 200, 68, 16, '#020617', ' fill-opacity=".3" filter="url(#shadow)"'),
    rect(x, y, 200, 68, 16, '#ffffff'),
    rect(x + 14, y + 14, 40, 40, 12, 'url(#accent)'),
    `<path d="M${n(x + 25)} ${n(y + 35)} L${n(x + 32)} ${n(y + 42)} L${n(x + 44)} ${n(y + 27)}" stroke="#ffffff" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    bar(x + 66, y + 20, between(ctx, 90, 116), 9, INK_2),
    bar(x + 66, y + 38, between(ctx, 60, 96), 7, '#cbd5e1'),
  ].join('');
}

/**
 * SVG of one image of an entry. Composition (in an 800 x 500 canvas, scaled to the slot size):
 * type label and title top left with a browser window below bleeding off the edges, or, for
 * mobile apps, the text on the left and a phone (two in galleries) on the right.
 */
export function renderEntryArtwork(subject: ArtworkSubject, slot: ArtworkSlot): string {
  const size = slot.role === 'thumbnail' ? SLOT_SIZES.thumbnail : SLOT_SIZES.gallery;
  const W = 800;
  const H = 500;
  const slotKey = slot.role === 'thumbnail' ? 'thumbnail' : `gallery-${slot.index}`;
  const palette = paletteFor(subject.slug);
  const ctx: MockContext = { palette, random: seededRandom(hashString(`${subject.slug}:${slotKey}`)) };
  const kind = mockKindFor(subject, slot);
  const parts = [defs(palette), background(W, H, ctx)];
  const pad = 48;
  const isThumb = slot.role === 'thumbnail';

  if (subject.device === 'phone') {
    const columnW = isThumb ? 410 : 360;
    const fitted = fitTitle(subject.title, {
      maxWidth: columnW,
      maxSize: isThumb ? 54 : 46,
      minSize: 30,
      tracking: -0.02,
    });
    const labelSize = isThumb ? 15 : 13;
    const label = pill(pad, 0, subject.subtitle, palette, labelSize);
    const lineCount = fitted.lines.length;
    const blockH = label.height + 22 + fitted.fontSize * (0.8 + 0.24) + (lineCount - 1) * fitted.fontSize * 1.12;
    const top = Math.round((H - blockH) / 2 - 24);
    const placed = pill(pad, top, subject.subtitle, palette, labelSize);
    const title = titleBlock(pad, top + placed.height + 22, fitted);
    if (isThumb) {
      parts.push(phoneMock(522, 52, 0.76, kind, ctx, 'phone1'));
      parts.push(placed.svg, title.svg);
      parts.push(floatingCard(Math.min(430, 522 - 80), Math.max(title.bottom + 40, 352), ctx));
    } else {
      const second: MockKind = kind === 'dashboard' ? 'table' : kind === 'table' ? 'detail' : 'dashboard';
      parts.push(phoneMock(598, 92, 0.68, second, ctx, 'phone2'));
      parts.push(phoneMock(430, 46, 0.76, kind, ctx, 'phone1'));
      parts.push(placed.svg, title.svg);
    }
  } else {
    // Thumbnails: big title, window bleeding off right and bottom like a product shot.
    // Galleries: smaller title, the whole width of the window in view.
    const top = isThumb ? 42 : 36;
    const label = pill(pad, top, subject.subtitle, palette, isThumb ? 15 : 12);
    const fitted = fitTitle(subject.title, {
      maxWidth: W - pad * 2,
      maxSize: isThumb ? 54 : 38,
      minSize: isThumb ? 32 : 28,
      tracking: -0.02,
    });
    const title = titleBlock(pad, top + label.height + (isThumb ? 18 : 14), fitted);
    const mockTop = Math.max(title.bottom + (isThumb ? 32 : 28), isThumb ? 178 : 150);
    const mock = isThumb
      ? browserMock(pad + 24, mockTop, 0.82, kind, ctx)
      : browserMock(pad, mockTop, (W - pad * 2) / BROWSER_W, kind, ctx);
    parts.push(label.svg, title.svg, mock);
  }
  return svgDocument(size.width, size.height, W, H, parts.join(''));
}

/** The site's default share image (1200 x 630): logo mark, studio name and tagline. */
export interface ShareImageOptions {
  /** Draw the phone next to the browser (the site-wide image); page images leave it out so a
   * long title has room. */
  phone?: boolean;
}

export function renderShareImage(site: { name: string; tagline: string }, options: ShareImageOptions = {}): string {
  const { phone = true } = options;
  const { width: W, height: H } = SLOT_SIZES.share;
  const palette = DEFAULT_PALETTE;
  const ctx: MockContext = { palette, random: seededRandom(hashString(`share:${site.name}`)) };
  const parts = [defs(palette), background(W, H, ctx)];
  const pad = 80;
  const columnW = 540;
  // Logo mark: the favicon's "N" on a white tile.
  const logoY = 112;
  parts.push(rect(pad, logoY, 72, 72, 20, '#ffffff'));
  parts.push(
    `<path transform="translate(${pad + 4} ${logoY + 4})" d="M20 46V18h5l14 19V18h5v28h-5L25 27v19z" fill="${palette.via}"/>`,
  );
  const fitted = fitTitle(site.name, { maxWidth: columnW, maxSize: 92, minSize: 56, tracking: -0.025 });
  const title = titleBlock(pad, logoY + 72 + 40, fitted);
  parts.push(title.svg);
  const taglineSize = 32;
  const tagline = fitTitle(site.tagline, { maxWidth: columnW, maxSize: taglineSize, minSize: 24 });
  tagline.lines.forEach((line, i) => {
    parts.push(
      text(
        pad,
        title.bottom + 30 + tagline.fontSize * 0.8 + i * tagline.fontSize * 1.3,
        tagline.fontSize,
        '#ffffff',
        line,
        ' fill-opacity=".86"',
      ),
    );
  });
  parts.push(browserMock(660, 120, 0.72, 'dashboard', ctx));
  if (phone) parts.push(phoneMock(598, 250, 0.62, 'dashboard', ctx, 'phone1'));
  return svgDocument(W, H, W, H, parts.join(''));
}
