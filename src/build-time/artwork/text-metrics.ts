/**
 * Measuring and wrapping the artwork's text. The SVGs name system fonts only (system-ui, then
 * DejaVu Sans, which librsvg finds on the build machine); widths are estimated with DejaVu Sans
 * Bold metrics, the widest of the candidates, so titles never overflow.
 */

/**
 * Advance widths of DejaVu Sans Bold for U+0020..U+007E, in hundredths of an em. Every text is
 * measured as bold, also the regular-weight tagline of the share image: bold is the wider.
 */
const BOLD_WIDTHS = [
  35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84,
  84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 72,
  73, 46, 37, 46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65,
  92, 65, 65, 58, 71, 37, 71, 84,
];
/** Width assumed for characters outside ASCII (accented letters, symbols): a wide glyph. */
const FALLBACK_WIDTH = 80;

/** Estimated rendered width of one line of bold text, in the units of `fontSize`. */
export function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let units = 0;
  let count = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    units += code >= 32 && code < 127 ? (BOLD_WIDTHS[code - 32] ?? FALLBACK_WIDTH) : FALLBACK_WIDTH;
    count += 1;
  }
  return (units / 100) * fontSize + Math.max(0, count - 1) * letterSpacing;
}

/**
 * Splits `text` into at most two lines that each fit `maxWidth` at `fontSize`: one line when it
 * fits, otherwise the most balanced two-line split at a space. `null` when neither fits.
 */
export function wrapTitle(text: string, maxWidth: number, fontSize: number, letterSpacing = 0): string[] | null {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const width = (line: string) => textWidth(line, fontSize, letterSpacing);
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
    if (textWidth(flat, size, spacing) <= maxWidth) return { lines: [flat], fontSize: size, letterSpacing: spacing };
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
  const fits = (line: string) => textWidth(line, fontSize, spacing) <= maxWidth;
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
