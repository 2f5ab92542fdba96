/**
 * Long work on the server's one thread (the vitals' fold and report over many rows) done in
 * slices that each take about `targetMs`, yielding between them: the next slice's row count
 * follows the rows per millisecond the last one managed, growing at most twofold at a time and
 * kept within [min, max]. A slow disk or a busy machine gets smaller slices, not longer pauses.
 */
export interface SliceSizer {
  /** Rows for the next slice. */
  rows(): number;
  /** The last slice handled `rows` rows in `ms` milliseconds. */
  took(rows: number, ms: number): void;
}

export interface SliceSizerOptions {
  /** What a slice should take (ms). */
  targetMs: number;
  min: number;
  max: number;
  /** The first slice's rows (default `min`). */
  start?: number;
}

/** What a slice of the vitals' work on Node may take: a request waits at most about two of them. */
export const SLICE_TARGET_MS = 8;

export function sliceSizer({ targetMs, min, max, start = min }: SliceSizerOptions): SliceSizer {
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.round(n)));
  let next = clamp(start);
  return {
    rows: () => next,
    took(rows, ms) {
      if (rows <= 0) return;
      const perMs = rows / Math.max(ms, 0.1);
      next = clamp(Math.min(perMs * targetMs, rows * 2));
    },
  };
}
