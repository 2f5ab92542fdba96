/**
 * The site's languages as pages read them: the dictionaries (content/dictionaries/, one per
 * language), the content translations beside the entries, and which pages exist in which
 * language. A page exists in a language only when it is written in it: the registry below is the
 * one list of translated pages, read by their routes, the hreflang alternates, the sitemap and
 * the language switcher alike.
 */
import { z } from 'astro/zod';
import type { Dictionary } from '@/lib/content/kinds/dictionary';
import { CONTENT_KINDS, type KindName } from '@/lib/content/kinds/index';
import type { ContentKind } from '@/lib/content/kinds/kind';
import {
  ancestors,
  DEFAULT_LANGUAGE,
  hreflangAlternates,
  itemPageOf,
  localizedPath,
  orderedLanguages,
  splitLanguagePath,
  switcherTargets,
  type Alternate,
  type SwitcherTarget,
} from '@/lib/i18n/languages';
import { applyTranslation } from '@/lib/i18n/translations';
import { translatesContactPage, translatesHomePage } from '@/lib/content/kinds/site';
import { site } from '@/config/studio';
import {
  getAreas,
  getFaqCategories,
  getHighlights,
  getIdeas,
  getProjects,
  getServices,
  getTechnologyCategories,
  getToolCategories,
  getTools,
} from './collections.ts';
import { FORM_PAGES, FORM_PROBLEM_PAGE, FORM_SENT_PAGES } from '@/lib/forms/form-pages';
import { linkTo } from '@/lib/nav';
import { PORTFOLIO_PATH } from '@/lib/portfolio/pagination';
import { readCollection } from './collection-reads.ts';
import { oncePerBuild } from './once-per-build.ts';

/** Every language of the site, the default first. */
export async function getLanguages(): Promise<string[]> {
  return orderedLanguages((await readCollection('dictionaries')).map((entry) => entry.id));
}

/** The languages other than the default: each has its own prefix (`/de/...`). */
export const getPrefixedLanguages = async (): Promise<string[]> =>
  (await getLanguages()).filter((language) => language !== DEFAULT_LANGUAGE);

/** The words of a language. */
export async function getDictionary(language: string): Promise<Dictionary> {
  const entry = (await readCollection('dictionaries')).find((candidate) => candidate.id === language);
  if (!entry) throw new Error(`No dictionary for the language "${language}" (content/dictionaries/${language}.json)`);
  return entry.data;
}

/** An entry in a language: its translation laid over it, and the language its texts are in. */
export interface InLanguage<T> {
  data: T;
  /** The language the texts are in: the page's, or the default one when the entry has no translation. */
  language: string;
}

/** An entry's translation into a language, if it has one: its fields, and a Markdown entry's rendered body (render()). */
export async function translationOf(kind: KindName, entry: string, language: string) {
  const translations = await readCollection('translations');
  return translations.find(
    (candidate) =>
      candidate.data.kind === kind && candidate.data.entry === entry && candidate.data.language === language,
  );
}

/** The fields of an entry's translation into a language, if it has one. */
async function translationFields(kind: KindName, entry: string, language: string): Promise<unknown> {
  return (await translationOf(kind, entry, language))?.data.fields;
}

/**
 * An entry of a kind in a language (its id, or the kind's name for a single-file kind; a list
 * file's entry is `{ items }`, its translation's items matched by id).
 */
export async function inLanguage<T>(kind: KindName, entry: string, data: T, language: string): Promise<InLanguage<T>> {
  if (language === DEFAULT_LANGUAGE) return { data, language };
  const fields = await translationFields(kind, entry, language);
  const { source, translation: schema } = CONTENT_KINDS[kind] as ContentKind;
  if (fields === undefined || !schema) return { data, language: DEFAULT_LANGUAGE };
  const translation =
    source.type === 'list'
      ? { items: z.array(schema).parse((fields as { items?: unknown }).items) }
      : schema.parse(fields);
  return { data: applyTranslation(data, translation), language };
}

/** The list files' kinds. */
type ListKind = 'services' | 'highlights' | 'technologies' | 'toolCategories';

/** The items of a list file in a language: its translation's texts laid over each item (by id), and their language. */
async function listIn<T extends { id: string }>(
  kind: ListKind,
  items: T[],
  language: string,
): Promise<InLanguage<T[]>> {
  const translated = await inLanguage(kind, kind, { items }, language);
  return { data: translated.data.items, language: translated.language };
}

/** The services (content/services.json) in a language. */
export const servicesIn = async (language: string) => listIn('services', await getServices(), language);

/** The highlights (content/highlights.json) in a language. */
export const highlightsIn = async (language: string) => listIn('highlights', await getHighlights(), language);

/** The technologies by category (content/technologies.json) in a language: the categories' names translated. */
export const technologiesIn = async (language: string) =>
  listIn('technologies', await getTechnologyCategories(), language);

/** The tool categories (content/tool-categories.json) in a language, in their order, as getToolCategories() gives them. */
export async function toolCategoriesIn(language: string) {
  const categories = await getToolCategories();
  const translated = await listIn(
    'toolCategories',
    categories.map((category) => category.data),
    language,
  );
  return {
    data: categories.map((category, index) => ({ id: category.id, data: translated.data[index] ?? category.data })),
    language: translated.language,
  };
}

/**
 * Every published area's name in a language (the sidebar's and related links' labels): the
 * translation's where the area has one (`own`), else the entry's, which is marked as English.
 */
export async function areaNamesIn(language: string): Promise<Map<string, { name: string; own: boolean }>> {
  const areas = await getAreas();
  const named = await Promise.all(areas.map((area) => inLanguage('areas', area.id, area.data, language)));
  return new Map(
    areas.map((area, index) => [
      area.id,
      { name: named[index]?.data.name ?? area.data.name, own: named[index]?.language === language },
    ]),
  );
}

/** Whether any entry of a kind is translated into a language. */
async function hasTranslations(kind: KindName, language: string): Promise<boolean> {
  return (await readCollection('translations')).some(
    (candidate) => candidate.data.kind === kind && candidate.data.language === language,
  );
}

/**
 * The translated pages (default-language path) and the languages each exists in, besides the
 * default: a page is listed in a language when its words are (the dictionary) and so is its content.
 */
const TRANSLATED_PAGES: Readonly<Record<string, (language: string) => Promise<boolean>>> = {
  // The FAQ in a language once a category of questions is translated; the others show in
  // English, marked as such.
  '/faq': async (language) => (await getFaqCategories()).length > 0 && hasTranslations('faq', language),
  // The home page once the studio's words translate its hero, why and closing blocks
  // (content/site.{language}.json); its lists show each item in English until translated.
  '/': async (language) => translatesHomePage(await translationFields('site', 'site', language)),
  // The contact page once the studio's words translate its copy (content/site.{language}.json).
  '/contact': async (language) => translatesContactPage(await translationFields('site', 'site', language)),
  // The affiliate page once its copy is translated (content/affiliate.{language}.json).
  '/affiliate': async (language) => (await translationFields('affiliate', 'affiliate', language)) !== undefined,
  // The search in every language: its words are the dictionary's, and it finds that language's pages.
  '/search': () => Promise.resolve(true),
  // The list of every tool in every language: its words are the dictionary's, and a tool not
  // translated into the language shows in English, marked so, linking its English page.
  '/tools': () => Promise.resolve(true),
  // The list of every expertise area and methodology in every language: its words are the
  // dictionary's, and an area not translated into the language (and every methodology) shows in
  // English, marked so, linking its English page.
  '/expertise': () => Promise.resolve(true),
  // The list of every project in every language, and its later pages (LATER_PAGES): its words are
  // the dictionary's, and a project not translated into the language shows in English, marked so,
  // linking its English case study.
  [PORTFOLIO_PATH]: () => Promise.resolve(true),
  // The forms' pages, their confirmations and the API's page of answers to correct in every
  // language: their words are the dictionary's.
  ...Object.fromEntries(
    [...Object.values(FORM_PAGES), ...Object.values(FORM_SENT_PAGES), FORM_PROBLEM_PAGE].map((page) => [
      page,
      () => Promise.resolve(true),
    ]),
  ),
};

/**
 * The pages built per item of a list file (the folder's path and the item's id, `/tools/frontend`),
 * each in the languages its list page is (`list`, a translated page above): a tool category's page
 * in every language /tools is, its words the dictionary's and its name and description the list
 * file's translation where there is one.
 */
const TRANSLATED_ITEM_PAGES: Readonly<Record<string, { list: string; ids: () => Promise<string[]> }>> = {
  '/tools/': { list: '/tools', ids: async () => (await getToolCategories()).map((category) => category.id) },
};

/** The page of a list file's item at a path (`/tools/frontend`), if it is one of an item that exists. */
async function translatedItemPage(path: string): Promise<{ list: string } | undefined> {
  const item = itemPageOf(path, Object.keys(TRANSLATED_ITEM_PAGES));
  const family = item && TRANSLATED_ITEM_PAGES[item.folder];
  return family && item && (await family.ids()).includes(item.id) ? family : undefined;
}

/** A list's later pages (/projects/page/2) exist in the languages the list (/projects) does. */
const LATER_PAGES = new RegExp(`^(${PORTFOLIO_PATH})/page/[1-9][0-9]*$`);

/** The translated page a path belongs to: itself, or the list of a later page. */
const translatedPageOf = (path: string): string => LATER_PAGES.exec(path)?.[1] ?? path;

/**
 * The kinds whose entries' pages are translated (at the kind's page path and the entry's id,
 * `/tools/detail/agno`): an entry's page exists in a language when its translation does
 * (content/tools/agno.de.md), and in no other.
 */
const TRANSLATED_ENTRY_PAGES = ['tools', 'areas', 'ideas', 'projects'] as const satisfies readonly KindName[];
type EntryPageKind = (typeof TRANSLATED_ENTRY_PAGES)[number];

/** The published entries of a kind with a translated page. */
const ENTRY_IDS: Record<EntryPageKind, () => Promise<string[]>> = {
  tools: async () => (await getTools()).map((tool) => tool.id),
  areas: async () => (await getAreas()).map((area) => area.id),
  ideas: async () => (await getIdeas()).map((idea) => idea.id),
  projects: async () => (await getProjects()).map((project) => project.id),
};

/** Where an entry's page is: its kind's page path and its id. */
const entryPagePath = (kind: EntryPageKind, id: string): string => `${CONTENT_KINDS[kind].editor.page}${id}`;

/** The kind and entry of a path of an entry page (`/tools/detail/agno`), if it is one. */
function entryOfPath(path: string): { kind: EntryPageKind; id: string } | undefined {
  for (const kind of TRANSLATED_ENTRY_PAGES) {
    const prefix = CONTENT_KINDS[kind].editor.page;
    const id = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (/^[a-z0-9-]+$/.test(id)) return { kind, id };
  }
  return undefined;
}

type EntryPage = { kind: EntryPageKind; id: string; path: string };

/**
 * The entry pages written in a language (default-language paths), with their kind and id. Every
 * page asks (its alternates, its links), and working them out reads every published entry: a
 * build works them out once per language; the dev server on every call, so edits show at once.
 */
const translatedEntryPages = oncePerBuild(entryPagesIn);

async function entryPagesIn(language: string): Promise<EntryPage[]> {
  if (language === DEFAULT_LANGUAGE || !(await getLanguages()).includes(language)) return [];
  const translations = (await readCollection('translations')).filter((entry) => entry.data.language === language);
  const pages = await Promise.all(
    TRANSLATED_ENTRY_PAGES.map(async (kind) => {
      const published = new Set(await ENTRY_IDS[kind]());
      return translations
        .filter((entry) => entry.data.kind === kind && published.has(entry.data.entry))
        .map((entry) => ({ kind, id: entry.data.entry, path: entryPagePath(kind, entry.data.entry) }));
    }),
  );
  return pages.flat();
}

/** The folders of entry pages listed on another page: a case study's listing is the portfolio. */
const LISTED_ON: Readonly<Record<string, string>> = {
  [CONTENT_KINDS.projects.editor.page.replace(/\/$/, '')]: PORTFOLIO_PATH,
};

/** Whether the page at a default-language path exists in a language. */
export async function pageExists(path: string, language: string): Promise<boolean> {
  if (language === DEFAULT_LANGUAGE) return true;
  const written = TRANSLATED_PAGES[translatedPageOf(path)];
  const item = written === undefined ? await translatedItemPage(path) : undefined;
  if (item) return pageExists(item.list, language);
  if (written === undefined)
    return entryOfPath(path) !== undefined && (await translatedEntryPages(language)).some((page) => page.path === path);
  return (await getLanguages()).includes(language) && written(language);
}

/**
 * Where a link from a page in a language leads: the page in that language when it is written in
 * it, else the default language's page, with that language as the link's `hreflang`.
 */
export async function linkIn(path: string, language: string): Promise<{ href: string; hreflang?: string }> {
  if (await pageExists(path, language)) return { href: localizedPath(path, language) };
  return { href: path, hreflang: DEFAULT_LANGUAGE };
}

/** The languages a page exists in, the default first. */
export async function pageLanguages(path: string): Promise<string[]> {
  const languages = await getLanguages();
  const found = await Promise.all(languages.map((language) => pageExists(path, language)));
  return languages.filter((_, index) => found[index]);
}

/** The prefixed languages and ids of a kind's translated entry pages: their route's static paths. */
export async function translatedEntryPaths(kind: EntryPageKind): Promise<{ language: string; id: string }[]> {
  const languages = await getPrefixedLanguages();
  const pages = await Promise.all(
    languages.map(async (language) =>
      (await translatedEntryPages(language))
        .filter((page) => page.kind === kind)
        .map((page) => ({ language, id: page.id })),
    ),
  );
  return pages.flat();
}

/** The item pages of a list file at a folder (`/tools/`) in each language they are written in, besides the default: their route's static paths. */
export async function translatedItemPaths(folder: string): Promise<{ language: string; id: string }[]> {
  const family = TRANSLATED_ITEM_PAGES[folder];
  if (!family) throw new Error(`No translated pages of a list's items at ${folder} (TRANSLATED_ITEM_PAGES)`);
  const [languages, ids] = await Promise.all([translatedPagePaths(family.list), family.ids()]);
  return languages.flatMap(({ params: { language } }) => ids.map((id) => ({ language, id })));
}

/** The prefixed languages a translated page is built in: its route's static paths. */
export async function translatedPagePaths(path: string): Promise<{ params: { language: string } }[]> {
  const languages = (await pageLanguages(path)).filter((language) => language !== DEFAULT_LANGUAGE);
  return languages.map((language) => ({ params: { language } }));
}

/** A language switcher's link: the target and the language's name in itself. */
export interface LanguageLink extends SwitcherTarget {
  name: string;
  tag: string;
}

/** What the page frame needs to speak the page's language (src/middleware.ts hands it to the shell). */
export interface PageLanguage {
  language: string;
  /** The page's path in the default language. */
  path: string;
  strings: Dictionary;
  /** The page's hreflang alternates (none when it exists in one language only). */
  alternates: Alternate[];
  /** The switcher's links to the other languages. */
  switcher: LanguageLink[];
  /** The default language's name in itself, for content shown untranslated ("English"). */
  defaultName: string;
  /** The studio's tagline, with its language when it is not the page's. */
  tagline: { text: string; lang?: string | undefined };
  /** The studio's description in the page's language (the default meta description). */
  description: string;
  /** A link's address from this page: the page in this language when it is written in it, else the default one. */
  href: (path: string) => string;
  /** The same, with `hreflang` when the link leads to the default language's page from a page in another. */
  link: (path: string) => { href: string; hreflang?: string | undefined };
}

export async function pageLanguage(pathname: string, siteUrl: string): Promise<PageLanguage> {
  const languages = await getLanguages();
  // A page's address as built (`/tools.html`, the home page's `/index.html`) or as asked for (`/tools/`).
  const address = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1');
  const { language, path } = splitLanguagePath(address, languages);
  const existing = new Map<string, boolean>();
  await Promise.all(
    languages.flatMap((candidate) =>
      ancestors(path, LISTED_ON).map(async (ancestor) =>
        existing.set(`${candidate} ${ancestor}`, await pageExists(ancestor, candidate)),
      ),
    ),
  );
  const targets = switcherTargets({
    path,
    current: language,
    languages,
    listedOn: LISTED_ON,
    exists: (candidatePath, candidate) => existing.get(`${candidate} ${candidatePath}`) === true,
  });
  const dictionaries = new Map(
    await Promise.all(languages.map(async (code) => [code, await getDictionary(code)] as const)),
  );
  const own = languages.filter((candidate) => existing.get(`${candidate} ${path}`));
  const translated = new Set([
    ...(
      await Promise.all(
        Object.keys(TRANSLATED_PAGES).map(async (page) => ((await pageExists(page, language)) ? page : undefined)),
      )
    ).filter((page) => page !== undefined),
    ...(await translatedEntryPages(language)).map((page) => page.path),
    ...(
      await Promise.all(
        Object.entries(TRANSLATED_ITEM_PAGES).map(async ([folder, family]) =>
          (await pageExists(family.list, language)) ? (await family.ids()).map((id) => `${folder}${id}`) : [],
        ),
      )
    ).flat(),
  ]);
  const studio = await inLanguage('site', 'site', site, language);
  const href = (target: string) => (translated.has(target) ? localizedPath(target, language) : target);
  return {
    language,
    path,
    tagline: { text: studio.data.tagline, lang: studio.language === language ? undefined : studio.language },
    description: studio.data.description,
    strings: dictionaries.get(language) ?? (await getDictionary(DEFAULT_LANGUAGE)),
    alternates: hreflangAlternates(path, own, siteUrl),
    switcher: targets.map((target) => ({
      ...target,
      name: dictionaries.get(target.language)?.name ?? target.language,
      tag: dictionaries.get(target.language)?.locale ?? target.language,
    })),
    defaultName: dictionaries.get(DEFAULT_LANGUAGE)?.name ?? DEFAULT_LANGUAGE,
    href,
    link: (target) => linkTo(target, { href, lang: language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE }),
  };
}
