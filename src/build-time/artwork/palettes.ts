/**
 * Colours: the background gradient and accent of each entry's pictures (one palette per slug),
 * and the neutral greys and status colours of the UI mocks drawn on top.
 */
import { hashString } from './random.ts';

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

/** The site's own colours (aurora): the share images and the fallback of `paletteFor`. */
export const DEFAULT_PALETTE = PALETTES[0] as Palette;

/**
 * Mixed into the slug before hashing. The value was chosen once so that the catalogue's entries
 * spread evenly over the palettes (no colour more than three times, none twice among the ideas).
 * Changing it recolours future artwork only: generated files are never overwritten.
 */
const PALETTE_SALT = '1494';

export function paletteFor(slug: string): Palette {
  return PALETTES[hashString(`${PALETTE_SALT}:${slug}`) % PALETTES.length] ?? DEFAULT_PALETTE;
}

/** Neutral colours of the UI mocks (Tailwind's slate scale). */
export const INK = '#0f172a';
export const INK_2 = '#334155';
export const MUTED = '#94a3b8';
export const LINE = '#e2e8f0';
export const FAINT = '#f1f5f9';
export const SURFACE = '#f8fafc';

/** Status chips of the mocks' lists and tables: label, background and text colour. */
export const STATUSES = [
  { label: 'Active', fill: '#dcfce7', ink: '#15803d' },
  { label: 'Pending', fill: '#fef3c7', ink: '#b45309' },
  { label: 'Paid', fill: '#e0e7ff', ink: '#4338ca' },
  { label: 'Review', fill: '#fce7f3', ink: '#be185d' },
] as const;
