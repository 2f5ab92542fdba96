/**
 * Determinism: every choice in the artwork (palette, bar heights, widths, numbers) comes from a
 * hash of the entry's slug, so re-running the generator yields the same pictures.
 */

/**
 * 32-bit FNV-1a hash with a final avalanche (murmur3 fmix32), so that similar slugs still
 * spread evenly over a small palette. Stable across runs and platforms.
 */
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

/** Small deterministic PRNG (mulberry32) for the mock's bar heights, widths and numbers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
