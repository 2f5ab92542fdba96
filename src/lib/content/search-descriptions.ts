/**
 * The text each kind's page describes itself with in search results: the entry's own search
 * description when an editor wrote one, else its card text, cut to fit by src/lib/seo.ts. The
 * pages and the content check read this one table, so an entry whose page could not be described
 * stops the build with its file and field named, before any page renders.
 */
import { DESCRIPTION_MAX, DESCRIPTION_MIN, fitDescription } from '../seo.ts';

interface Described {
  searchDescription?: string | undefined;
}

interface Source<D> {
  /** The field the description is cut from, for the content check's message. */
  field: string;
  text: (data: D) => string;
}

const cardText: Source<{ shortDescription: string }> = { field: 'shortDescription', text: (d) => d.shortDescription };
const description: Source<{ description: string }> = { field: 'description', text: (d) => d.description };

export const SEARCH_DESCRIPTION_SOURCES = {
  projects: cardText,
  ideas: cardText,
  tools: description,
  areas: description,
  methodologies: description,
  toolCategories: description,
};

type Kind = keyof typeof SEARCH_DESCRIPTION_SOURCES;
type DataOf<K extends Kind> = Parameters<(typeof SEARCH_DESCRIPTION_SOURCES)[K]['text']>[0] & Described;

/** The text an entry's page passes on as its description (fitted to 160 characters by the page's meta). */
export function searchText<K extends Kind>(kind: K, data: DataOf<K>): string {
  const source = SEARCH_DESCRIPTION_SOURCES[kind] as Source<DataOf<K>>;
  return data.searchDescription ?? source.text(data);
}

/** Why an entry needs its own search description, or undefined when its text can be cut to fit. */
export function searchDescriptionProblem<K extends Kind>(kind: K, data: DataOf<K>): string | undefined {
  if (data.searchDescription !== undefined || fitDescription(searchText(kind, data)) !== undefined) return undefined;
  const source = SEARCH_DESCRIPTION_SOURCES[kind] as Source<DataOf<K>>;
  return `the ${source.field} (${source.text(data).length} characters) cannot be cut at the end of a sentence or clause into ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters for search results; shorten it or write a search description`;
}
