/**
 * Lighthouse's mobile conditions, as the benchmarks that drive Chromium themselves apply them
 * through the DevTools protocol (bench:navigation, bench:search): one declaration for both.
 */

/** Lighthouse's mobile network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

/** Lighthouse's 4x CPU slowdown, or `override` (1 on a machine already slowed down by other work). */
export const mobileCpuSlowdown = (override: string | undefined): number => Number(override ?? 4);
