/**
 * The site's languages and their addresses. English, the default, keeps today's URLs (`/faq`);
 * every other language lives under its code (`/de/faq`). Which languages exist is content (one
 * dictionary per language, content/dictionaries/): these functions take the list, never assume it.
 */

/** The default language: unprefixed URLs, the `x-default` of every set of alternates. */
export const DEFAULT_LANGUAGE = 'en';

/** A language's code as a URL prefix and an `hreflang`: two or three lowercase letters. */
export const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/** A page's path in a language: `/faq` in `de` is `/de/faq`, `/` is `/de`. */
export function localizedPath(path: string, language: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** The language a path is in and the path it has in the default language. */
export function splitLanguagePath(path: string, languages: readonly string[]): { language: string; path: string } {
  const match = /^\/([a-z]{2,3})(\/.*)?$/.exec(path);
  const code = match?.[1];
  if (code && code !== DEFAULT_LANGUAGE && languages.includes(code))
    return { language: code, path: match[2] && match[2] !== '/' ? match[2] : '/' };
  return { language: DEFAULT_LANGUAGE, path };
}

/** The languages in their order: the default first, the others by code. */
export const orderedLanguages = (languages: readonly string[]): string[] =>
  [...new Set(languages)].sort((a, b) =>
    a === DEFAULT_LANGUAGE ? -1 : b === DEFAULT_LANGUAGE ? 1 : a.localeCompare(b),
  );

export interface Alternate {
  /** A language code, or `x-default`. */
  hreflang: string;
  href: string;
}

/**
 * A page's `hreflang` alternates: one per language the page exists in (itself included), and
 * `x-default` for the default language's version. A page that exists in one language only has
 * none: alternates link versions of one page, never a page to another.
 */
export function hreflangAlternates(path: string, pageLanguages: readonly string[], siteUrl: string): Alternate[] {
  const languages = orderedLanguages(pageLanguages);
  if (languages.length < 2) return [];
  const absolute = (language: string) => new URL(localizedPath(path, language), siteUrl).href;
  const alternates = languages.map((language) => ({ hreflang: language, href: absolute(language) }));
  if (languages.includes(DEFAULT_LANGUAGE))
    alternates.push({ hreflang: 'x-default', href: absolute(DEFAULT_LANGUAGE) });
  return alternates;
}

export interface SwitcherTarget {
  language: string;
  href: string;
  /** The same page in that language; false when the page is not written in it (then `href` is the closest one that is). */
  samePage: boolean;
}

/**
 * Where the language switcher leads for each other language: the same page when it exists
 * there, otherwise its closest ancestor that does (a case study's listing, the home page), with
 * a flag so that page can say the one asked for is not written in its language. A language
 * with no such page at all gets no link.
 */
export function switcherTargets(input: {
  path: string;
  current: string;
  languages: readonly string[];
  /** Whether the page at a default-language path exists in a language. */
  exists: (path: string, language: string) => boolean;
  /** Folders whose pages are listed on another page (`/case-studies` on `/projects`): see ancestors. */
  listedOn?: Readonly<Record<string, string>>;
}): SwitcherTarget[] {
  const targets: SwitcherTarget[] = [];
  for (const language of orderedLanguages(input.languages)) {
    if (language === input.current) continue;
    const found = ancestors(input.path, input.listedOn).find((path) => input.exists(path, language));
    if (found === undefined) continue;
    const samePage = found === input.path;
    const href = localizedPath(found, language);
    targets.push({ language, href: samePage ? href : `${href}#${NOT_TRANSLATED_ID}`, samePage });
  }
  return targets;
}

/**
 * A path and each of its ancestors, nearest first: `/a/b` gives `/a/b`, `/a`, `/`. A folder whose
 * pages are listed on another page (`listedOn`: `/case-studies` on `/projects`) gives that page
 * in its place, the closest page a visitor would go back to.
 */
export function ancestors(path: string, listedOn: Readonly<Record<string, string>> = {}): string[] {
  const parts = path.split('/').filter(Boolean);
  const paths = parts.map((_, index) => `/${parts.slice(0, parts.length - index).join('/')}`);
  return [...new Set([...paths.map((ancestor) => listedOn[ancestor] ?? ancestor), '/'])];
}

/**
 * The folder and item of a page built per item of a list at a folder's path and the item's id
 * (`/tools/frontend`: `/tools/` and `frontend`), if the path is one: the folder is one of
 * `folders` (each ending in `/`), the id one path segment of lowercase letters, digits and dashes.
 */
export function itemPageOf(path: string, folders: readonly string[]): { folder: string; id: string } | undefined {
  for (const folder of folders) {
    const id = path.startsWith(folder) ? path.slice(folder.length) : '';
    if (/^[a-z0-9-]+$/.test(id)) return { folder, id };
  }
  return undefined;
}

/**
 * The id of every page's note "this page is not written in this language", shown only as the
 * target of the URL's fragment (CSS `:target`, no script): the switcher's link to a closest page
 * ends in `#` and this id.
 */
export const NOT_TRANSLATED_ID = 'not-translated';
