/**
 * Drafts: an entry with `draft: true` (projects, ideas, tools, expertise areas, methodologies)
 * is on the dev server, with a Draft label on its page, and nowhere in a build: not its page,
 * the sitemap, the lists and counts that show entries, the related lists, the sidebar or the
 * search index. Every list of entries comes from src/data/collections.ts, which keeps only what
 * `publishedEntries` lets through.
 */
export interface MaybeDraft {
  data: { draft?: boolean | undefined };
}

export const isDraft = (entry: MaybeDraft): boolean => entry.data.draft === true;

/** The entries a build publishes (all of them on the dev server, where drafts show with their label). */
export function publishedEntries<T extends MaybeDraft>(entries: T[], showDrafts: boolean): T[] {
  return showDrafts ? entries : entries.filter((entry) => !isDraft(entry));
}

/** The kinds of a catalogue that can hold drafts. */
const DRAFTABLE = ['projects', 'ideas', 'tools', 'areas', 'methodologies'] as const;

type Draftable = { [K in (typeof DRAFTABLE)[number]]?: MaybeDraft[] | undefined };

/** A validated catalogue without its drafts: what a build of it publishes. */
export function publishedCatalogue<C extends Draftable>(catalogue: C): C {
  const result: C = { ...catalogue };
  for (const kind of DRAFTABLE) {
    const entries = catalogue[kind];
    if (entries) Object.assign(result, { [kind]: publishedEntries(entries, false) });
  }
  return result;
}
