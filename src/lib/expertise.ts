/**
 * Rules of the expertise and methodology pages: which tools, case studies and methodologies an
 * area shows, and which areas a methodology links to.
 */
import type { Dictionary } from './content/kinds/dictionary.ts';
import { resolveIds } from './lists.ts';

/** The words of the expertise list (/expertise) and its cards (content/dictionaries/). */
export type ExpertiseWords = Dictionary['expertise'];

/** What the cards on /expertise show before "+N more": capabilities, tool names, steps. */
export const CARD_CAPABILITIES = 2;
export const CARD_TOOL_NAMES = 3;
export const CARD_STEPS = 3;

/** An area's related tools that are published, in the area's order (n8n is dropped). */
export function areaTools<T>(relatedToolIds: readonly string[], toolsById: ReadonlyMap<string, T>): T[] {
  return resolveIds(relatedToolIds, toolsById);
}

/** Methodologies that list the area as related, in their own order. */
export function methodologiesForArea<M extends { relatedExpertise: readonly string[] }>(
  areaId: string,
  methodologies: readonly M[],
): M[] {
  return methodologies.filter((methodology) => methodology.relatedExpertise.includes(areaId));
}

/** The areas a methodology lists, that exist. */
export function areasForMethodology<A>(relatedExpertise: readonly string[], areasById: ReadonlyMap<string, A>): A[] {
  return resolveIds(relatedExpertise, areasById);
}

export interface CaseStudyGroups<S> {
  /** Case studies with a full write-up, shown in full. */
  full: S[];
  /** Known case studies without one: title, summary and "Detailed case study coming soon". */
  comingSoon: S[];
}

/**
 * The Case Studies card of an area: each identifier it lists that is known, split into full
 * case studies and "coming soon" cards. Unknown identifiers are dropped.
 */
export function areaCaseStudies<S extends { data: { detail?: unknown } }>(
  ids: readonly string[] | undefined,
  caseStudiesById: ReadonlyMap<string, S>,
): CaseStudyGroups<S> {
  const known = resolveIds(ids ?? [], caseStudiesById);
  return {
    full: known.filter((study) => study.data.detail !== undefined),
    comingSoon: known.filter((study) => study.data.detail === undefined),
  };
}
