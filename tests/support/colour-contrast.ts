/**
 * Colours for the accessibility browser tests (a11y-*.spec.ts): WCAG contrast ratios of sRGB
 * colours, a translucent colour painted over an opaque one, and the pixels of a screenshot.
 */
import sharp from 'sharp';

export type Rgb = readonly [number, number, number];

/** WCAG 2 relative luminance of an sRGB colour (0-255 channels). */
export function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` with opacity `alpha` painted over the opaque `bottom`. */
export const over = (top: Rgb, alpha: number, bottom: Rgb): Rgb =>
  [0, 1, 2].map((i) => Math.round(top[i]! * alpha + bottom[i]! * (1 - alpha))) as unknown as Rgb;

/** A screenshot's pixels (RGB, row after row). */
export interface Pixels {
  width: number;
  height: number;
  at: (x: number, y: number) => Rgb;
}

export async function decodePng(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x, y) => {
      const i = (y * info.width + x) * 3;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}
