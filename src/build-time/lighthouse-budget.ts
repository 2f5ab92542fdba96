/**
 * Speed budget of every page on a phone (Lighthouse mobile, simulated throttling), from the
 * median of several runs. The budget is relative to a 1 KB floor page measured in the same run
 * (DESIGN.md, 'Speed budget'): Lighthouse's first round trip holds about 14 KB, so no larger
 * page can paint as early as the floor, and the machine's load moves every figure together.
 * Total blocking time is reported with Lighthouse's benchmark index beside it, not budgeted:
 * on these shared machines it moves by hundreds of milliseconds from run to run.
 * Pure, so the verdict logic is unit-tested.
 */
export interface LighthouseRun {
  performance: number; // 0..100
  fcp: number; // ms
  lcp: number; // ms
  tbt: number; // ms
  cls: number;
}

export interface SpeedBudget {
  performance: number;
  fcp: number; // ms
  lcp: number; // ms
  cls: number;
}

/** How far a page may be behind the floor page, and the fixed limits. */
export const BUDGET_RULES = {
  fcpPerFloor: 1.3,
  lcpPerFloor: 1.4,
  cls: 0.01,
  performance: 100,
} as const;

/** The budget of a page, from the floor page's medians of the same run. */
export function budgetFor(floor: LighthouseRun): SpeedBudget {
  return {
    performance: BUDGET_RULES.performance,
    fcp: Math.round(floor.fcp * BUDGET_RULES.fcpPerFloor),
    lcp: Math.round(floor.lcp * BUDGET_RULES.lcpPerFloor),
    cls: BUDGET_RULES.cls,
  };
}

export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** A run in which Lighthouse measured every figure: one it could not finish (an error such as
 * NO_FCP) has NaN in it, and a NaN would make the median of the others meaningless. */
export function isCompleteRun(run: LighthouseRun): boolean {
  return [run.performance, run.fcp, run.lcp, run.tbt, run.cls].every(Number.isFinite);
}

/** The medians of the complete runs; NaN throughout when there is none. */
export function medianRun(allRuns: readonly LighthouseRun[]): LighthouseRun {
  const runs = allRuns.filter(isCompleteRun);
  return {
    performance: median(runs.map((r) => r.performance)),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
  };
}

/** The budget lines a run misses, e.g. "LCP 1020 ms > 950 ms"; empty when within budget. */
export function budgetMisses(run: LighthouseRun, budget: SpeedBudget): string[] {
  if (!isCompleteRun(run)) return ['no complete Lighthouse run'];
  const misses: string[] = [];
  if (run.performance < budget.performance) misses.push(`performance ${run.performance} < ${budget.performance}`);
  if (run.fcp > budget.fcp) misses.push(`FCP ${Math.round(run.fcp)} ms > ${budget.fcp} ms`);
  if (run.lcp > budget.lcp) misses.push(`LCP ${Math.round(run.lcp)} ms > ${budget.lcp} ms`);
  if (run.cls > budget.cls) misses.push(`CLS ${run.cls.toFixed(3)} > ${budget.cls}`);
  return misses;
}

/**
 * The floor page: about 1 KB of HTML with a heading and a paragraph, no stylesheet, script or
 * image, so its FCP and LCP are what the simulated network and this machine allow at best. Its
 * icon is inline, as the site's is: a request for /favicon.ico during the first paint made
 * Lighthouse's simulated LCP jump by 120 ms in some runs and not in others.
 */
export const FLOOR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="The floor page of the speed budget: the least a page can be.">
<link rel="icon" href="data:,">
<title>Floor page</title>
</head>
<body>
<main>
<h1>Floor page</h1>
<p>This page has about one kilobyte of HTML and nothing else: no stylesheet, no script, no image
and no font. Lighthouse measures it in the same run as the site's pages, and each page's first
and largest paints are compared with its own, so a slower machine or a busier moment moves the
budget with the pages. A page of the site paints later than this one only by the extra round
trips and work its bytes need, and the budget allows a fixed share of that.</p>
<p>Total blocking time is printed beside Lighthouse's benchmark index, because on a shared
machine it moves with the load more than with the page.</p>
</main>
</body>
</html>
`;
