/**
 * Speed budget of every page on a phone (Lighthouse mobile, simulated throttling) and the
 * median of several runs. Pure, so the verdict logic is unit-tested.
 */
export interface LighthouseRun {
  performance: number; // 0..100
  fcp: number; // ms
  lcp: number; // ms
  tbt: number; // ms
  cls: number;
}

export const SPEED_BUDGET: LighthouseRun = { performance: 100, fcp: 800, lcp: 950, tbt: 0, cls: 0 };

export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  return {
    performance: median(runs.map((r) => r.performance)),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
  };
}

/** The budget lines a run misses, e.g. "LCP 1020 ms > 950 ms"; empty when within budget. */
export function budgetMisses(run: LighthouseRun, budget: LighthouseRun = SPEED_BUDGET): string[] {
  const misses: string[] = [];
  if (run.performance < budget.performance) misses.push(`performance ${run.performance} < ${budget.performance}`);
  if (run.fcp > budget.fcp) misses.push(`FCP ${Math.round(run.fcp)} ms > ${budget.fcp} ms`);
  if (run.lcp > budget.lcp) misses.push(`LCP ${Math.round(run.lcp)} ms > ${budget.lcp} ms`);
  if (run.tbt > budget.tbt) misses.push(`TBT ${Math.round(run.tbt)} ms > ${budget.tbt} ms`);
  if (run.cls > budget.cls) misses.push(`CLS ${run.cls.toFixed(3)} > ${budget.cls}`);
  return misses;
}
