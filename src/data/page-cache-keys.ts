/**
 * What a page is made from, as one key for Astro's incremental build (astro.config.mjs,
 * `experimental.incrementalBuild`): a later build copies a page whose key and code are both
 * unchanged instead of rendering it again. Astro hashes each page's code (its module graph)
 * itself; the key holds its data.
 *
 * A case study shows its project and that project's translations, inside a frame made of the
 * rest of the content (the dictionaries, the sidebar's categories and areas, the languages and
 * which pages exist in them, the site's settings). Its key is therefore the project's own content
 * and dates plus one digest of all content that is not a project: an edit to a project renders
 * its page again, an edit anywhere else renders every case study again. At 10,000 projects the
 * case studies are nine pages in ten; the other pages have no key and render on every build.
 */
import { CONTENT_KINDS, READ_BY_CONFIG, type KindName } from '@/lib/content/kinds/index';
import { contentDigest } from '@/build-time/content-digest';
import { site } from '@/config/studio';
import { readCollection } from './collection-reads.ts';
import type { ProjectEntry } from './collections.ts';
import { newestEntryDay } from './page-dates.ts';
import { oncePerBuild } from './once-per-build.ts';

/** What an entry holds: its id, its values and its Markdown body. */
const contentOf = (entry: { id: string; data: unknown; body?: string | undefined }) => ({
  id: entry.id,
  data: entry.data,
  body: entry.body,
});

type TranslationEntry = Awaited<ReturnType<typeof readCollection<'translations'>>>[number];

interface KeyParts {
  /** A digest of all content but the projects and their translations. */
  frame: string;
  /** Each project's translations, by project id. */
  translations: ReadonlyMap<string, TranslationEntry[]>;
}

async function keyParts(): Promise<KeyParts> {
  const names = (Object.keys(CONTENT_KINDS) as KindName[]).filter(
    (name): name is Exclude<KindName, 'projects' | typeof READ_BY_CONFIG> =>
      name !== 'projects' && name !== READ_BY_CONFIG,
  );
  const [collections, allTranslations] = await Promise.all([
    Promise.all(names.map(async (name) => [name, (await readCollection(name)).map(contentOf)] as const)),
    readCollection('translations'),
  ]);
  const translations = new Map<string, TranslationEntry[]>();
  const others: TranslationEntry[] = [];
  for (const translation of allTranslations) {
    if (translation.data.kind !== 'projects') {
      others.push(translation);
      continue;
    }
    translations.set(translation.data.entry, [...(translations.get(translation.data.entry) ?? []), translation]);
  }
  return { frame: contentDigest(site, collections, others.map(contentOf)), translations };
}

/** The parts every case study's key shares: worked out once per build. */
const sharedParts = oncePerBuild((_: 'case studies') => keyParts());

/** A case study's key, in every language it is built in (the language is part of its path). */
export async function caseStudyCacheKey(entry: ProjectEntry): Promise<string> {
  const { frame, translations } = await sharedParts('case studies');
  const own = translations.get(entry.id) ?? [];
  return contentDigest(frame, contentOf(entry), own.map(contentOf), newestEntryDay([entry, ...own]));
}
