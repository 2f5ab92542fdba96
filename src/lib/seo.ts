/**
 * Builds every head tag a page needs for search and sharing from one small description of
 * the page. Pure, so the rules (title suffix, canonical URL, absolute image URL, no empty
 * values) are tested once and every page gets them the same way.
 */
export interface PageMetaInput {
  /** The page's own title, without the site name. */
  title?: string | undefined;
  description: string;
  /** Path of the page on the site, e.g. "/projects". */
  path: string;
  siteUrl: string;
  siteName: string;
  /** Path or absolute URL of the share image. */
  image?: string | undefined;
  imageAlt?: string | undefined;
  type?: 'website' | 'article' | 'product' | undefined;
  noindex?: boolean | undefined;
  /** The page's language and region as a BCP 47 tag ("de-DE"); en-US when not given. */
  locale?: string | undefined;
}

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  robots: string;
  tags: MetaTag[];
}

/** What a results page shows of a title before it cuts it. */
export const TITLE_MAX = 60;
/** What a results page shows of a description before it cuts it. */
export const DESCRIPTION_MAX = 160;
/**
 * A cut shorter than this says too little to stand for the page (an audit's tools flag a
 * description under 70 characters): the editor writes one instead.
 */
export const DESCRIPTION_MIN = 70;

const flatten = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Abbreviations whose full stop ends no sentence ("Passion Factory, Inc. Its bot ..."). */
const ABBREVIATION = /\b(?:Inc|Ltd|Co|Corp|LLC|e\.g|i\.e|etc|vs|approx|Mr|Ms|Dr|St|No)\.$/i;
/**
 * Words that open a new clause after a comma ("..., so answers are grounded"): a cut there ends
 * a clause. A comma before other words may sit inside a list ("billing, provisioning"), where a cut
 * would leave half the list.
 */
const CLAUSE_OPENERS =
  /^(?:with|so|which|where|while|whose|who|but|yet|before|after|because|although|covering|including|built|using|giving|letting|making|then)\b/i;

/**
 * A description that fits a results page, from text written for the page: the whole text when it
 * fits, else its longest run of whole sentences that fits, else its longest run up to the end of a
 * clause (a semicolon, a dash, or a comma before a word that opens a clause; closed with a full
 * stop); never a word cut with "...". `undefined` when no such cut of DESCRIPTION_MIN characters
 * exists: the entry needs its own search description (src/lib/content/search-descriptions.ts).
 */
export function fitDescription(text: string, max = DESCRIPTION_MAX): string | undefined {
  const flat = flatten(text);
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max + 1);
  const ends = (pattern: RegExp, keep: (end: number) => boolean) =>
    [...head.matchAll(pattern)].map((m) => m.index).filter((end) => end >= DESCRIPTION_MIN && keep(end));
  const sentence = ends(
    // A sentence starts with a capital in any alphabet ("Über", "Éclair") or a digit.
    /[.!?](?=\s+["'(„]?[\p{Lu}\p{N}])/gu,
    (end) => end + 1 <= max && !ABBREVIATION.test(flat.slice(0, end + 1)),
  ).at(-1);
  if (sentence !== undefined) return flat.slice(0, sentence + 1);
  const clause = ends(/(?:;|\s[\u2013\u2014]|,(?=\s))/g, (end) => {
    const after = flat.slice(end + 1).trimStart();
    return end + 1 <= max && (flat[end] !== ',' || CLAUSE_OPENERS.test(after));
  }).at(-1);
  if (clause !== undefined) return `${flat.slice(0, clause).trimEnd()}.`;
  return undefined;
}

/** The description a page shows, fitted from the text it is given (see fitDescription). */
export function pageDescription(text: string): string {
  const description = fitDescription(text);
  if (description === undefined)
    throw new Error(`No description within ${DESCRIPTION_MAX} characters can be cut from "${flatten(text)}"`);
  return description;
}

/** The document title: the page's own, with the site's name after it when both fit a results page. */
export function documentTitle(title: string | undefined, siteName: string): string {
  if (!title) return siteName;
  const full = `${title} | ${siteName}`;
  return full.length <= TITLE_MAX ? full : title;
}

/** The page's own name in a document title (documentTitle's inverse): the title without ` | site name`. */
export function pageNameOfTitle(title: string, siteName: string): string {
  const suffix = ` | ${siteName}`;
  return siteName && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/** Absolute URL for a site path, without a trailing slash (except the root). */
export function absoluteUrl(path: string, siteUrl: string): string {
  const url = new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  if (url.pathname !== '/')
    url.pathname =
      url.pathname
        .replace(/\/+$/, '')
        .replace(/\.html$/, '')
        .replace(/\/index$/, '') || '/';
  return url.href;
}

export function buildPageMeta(input: PageMetaInput): PageMeta {
  const title = documentTitle(input.title, input.siteName);
  const description = pageDescription(input.description);
  const canonical = absoluteUrl(input.path, input.siteUrl);
  const image = absoluteUrl(input.image ?? '/og/default.png', input.siteUrl);
  const imageAlt = input.imageAlt ?? input.title ?? input.siteName;
  const tags: MetaTag[] = [
    { name: 'description', content: description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title ?? input.siteName },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: imageAlt },
    { property: 'og:locale', content: (input.locale ?? 'en-US').replace('-', '_') },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title ?? input.siteName },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  return {
    title,
    description,
    canonical,
    robots: input.noindex ? 'noindex, follow' : 'index, follow',
    tags,
  };
}
