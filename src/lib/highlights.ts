/**
 * The home page's highlight lines. A highlight that features a project and has no value line of
 * its own shows the project's revenue potential, so the figure the home page states is the one
 * the case study's Key Metrics state: one field, two places.
 */
import type { Highlight } from './content/schemas.ts';
import { formatMonthlyRange } from './format.ts';

export interface RevenuePotential {
  min: number;
  max: number;
}

/** "$1,500 - $4,000/mo" */
export const revenuePotentialText = (range: RevenuePotential): string => formatMonthlyRange(range.min, range.max);

export interface HighlightLine {
  id: string;
  title: string;
  value: string;
}

/**
 * Title and value line of each highlight; `potentialOf` gives a project's revenue potential by
 * slug, `potentialLine` its value line in the page's language ("$1,500 - $4,000/mo potential").
 * Content integrity guarantees a highlight without a value names a project that has one;
 * should it not, the highlight is left out rather than shown with an empty line.
 */
export function highlightLines(
  highlights: readonly Highlight[],
  potentialOf: (slug: string) => RevenuePotential | undefined,
  potentialLine: (potential: RevenuePotential) => string,
): HighlightLine[] {
  return highlights.flatMap(({ id, title, value, project }) => {
    if (value !== undefined) return [{ id, title, value }];
    const potential = project === undefined ? undefined : potentialOf(project);
    return potential ? [{ id, title, value: potentialLine(potential) }] : [];
  });
}
