/**
 * What the site search indexes of a built page: its `<main>` (never the shell around it), as one
 * record of the kind its route has (src/lib/site-search/kinds.ts), and each part marked
 * SEARCH_ENTRY_ATTRIBUTE (an FAQ question, an area's built-in case study) as a record of its own
 * that links to the part's anchor. A page that asks not to be indexed, or that no kind claims,
 * gives none. Elements that touch (`<a>Details</a><a>Visit</a>`: React and Astro's JSX-style
 * compression write sibling elements without a space) are parted by one, so their words stay
 * words in the index and its excerpts ("Details Visit", never "DetailsVisit").
 *
 * A record is in its page's language (`<html lang>`), and the search of each language finds only
 * its own: a page under a language's prefix (`/de/faq`) has the kind of its default-language
 * path, and text marked as another language (an FAQ category shown untranslated, in English) is
 * left out of its records: it is not written in the page's language.
 */
import { HTMLElement, parse } from 'node-html-parser';
import {
  SEARCH_ENTRY_ATTRIBUTE,
  SEARCH_IGNORE_ATTRIBUTE,
  SEARCH_TITLE_ATTRIBUTE,
  isSearchKindId,
  searchKindOfPath,
  type SearchKindId,
} from '../lib/site-search/kinds.ts';
import { pageNameOfTitle } from '../lib/seo.ts';
import { searchWords } from '../lib/site-search/relevance.ts';

export interface SiteSearchRecord {
  /** The language of the page (its `<html lang>`'s primary code): the index the record is in. */
  language: string;
  /** Where the result leads: the page's path, with the part's tab and anchor for a part. */
  url: string;
  kind: SearchKindId;
  title: string;
  /**
   * The page's name as its document title gives it ("Contact Us" where the heading says "Let's
   * Connect"), when it shares no word with the title and the page does not show it: weighed as
   * the title (NAME_WEIGHT), so a search for the page's name finds the page first. A name that
   * only adds a word to the title ("Full-Stack Development Expertise") is left out: the
   * excerpt would read the title twice.
   */
  name?: string;
  /** The record's text as HTML (its headings weigh more in the index). */
  html: string;
}

/** Markup that is not the page's text: the trail and the back link, scripts, styles, icons, decoration. */
const NOT_TEXT = `nav[data-breadcrumb], script, style, template, noscript, svg, [aria-hidden="true"], [${SEARCH_IGNORE_ATTRIBUTE}]`;

const text = (element: HTMLElement | null): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Parts every element from a sibling element it touches, by a space (a space changes no word between elements). */
function separateTouchingElements(root: HTMLElement): void {
  for (const element of root.querySelectorAll('*'))
    if (element.nextSibling instanceof HTMLElement) element.insertAdjacentHTML('afterend', ' ');
}

/** The path of a part: the tab that holds it (unless it is the one open at first), then its anchor. */
function partUrl(path: string, part: HTMLElement, anchor: string): string {
  const panel = part.closest('[data-tab-panel]');
  const tabs = panel?.closest('[data-tabs]');
  const tab = panel?.getAttribute('data-tab-panel');
  const param = tabs?.getAttribute('data-url-param');
  const query =
    tab && param && tab !== tabs?.getAttribute('data-default-tab') ? `?${param}=${encodeURIComponent(tab)}` : '';
  return `${path}${query}#${encodeURIComponent(anchor)}`;
}

/** Pagefind's weight of the record's title (its default for <h1>), given to the page's name too. */
export const NAME_WEIGHT = 7;

/**
 * Weighs the page's name where the page shows it (an element whose whole text it is): answers
 * whether it found one.
 */
function weighShownName(main: HTMLElement, name: string): boolean {
  const shown = main.querySelectorAll('*').find((element) => text(element) === name);
  shown?.setAttribute('data-pagefind-weight', String(NAME_WEIGHT));
  return shown !== undefined;
}

/** A language's primary code (`de` of `de-DE`). */
const primaryCode = (tag: string) => tag.split('-')[0]?.toLowerCase() ?? '';

/** The page's path without its language's prefix (`/de/faq` is `/faq`; English has none). */
function defaultLanguagePath(path: string, language: string): string {
  if (path === `/${language}`) return '/';
  return path.startsWith(`/${language}/`) ? path.slice(language.length + 1) : path;
}

export function siteSearchRecords(path: string, html: string): SiteSearchRecord[] {
  const root = parse(html, { comment: false });
  const language = primaryCode(root.querySelector('html')?.getAttribute('lang') ?? '');
  const kind = searchKindOfPath(defaultLanguagePath(path, language));
  if (!kind) return [];
  const robots = root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
  if (/noindex/i.test(robots)) return [];
  const main = root.querySelector('main');
  if (!main) return [];
  for (const element of main.querySelectorAll(NOT_TEXT)) element.remove();
  for (const element of main.querySelectorAll('[lang]'))
    if (primaryCode(element.getAttribute('lang') ?? '') !== language) element.remove();
  separateTouchingElements(main);

  const records: SiteSearchRecord[] = [];
  for (const part of main.querySelectorAll(`[${SEARCH_ENTRY_ATTRIBUTE}]`)) {
    const partKind = part.getAttribute(SEARCH_ENTRY_ATTRIBUTE) ?? '';
    const heading = part.querySelector(`[${SEARCH_TITLE_ATTRIBUTE}]`);
    const anchor = part.id || heading?.id;
    if (!isSearchKindId(partKind) || !heading || !anchor)
      throw new Error(
        `${path}: a ${SEARCH_ENTRY_ATTRIBUTE} part needs a known kind, a ${SEARCH_TITLE_ATTRIBUTE} and an id`,
      );
    const title = text(heading);
    heading.remove();
    records.push({ language, url: partUrl(path, part, anchor), kind: partKind, title, html: part.innerHTML });
    part.remove();
  }
  // The title heads the record (site-search-index.ts), so the page's own heading is not repeated.
  const heading = main.querySelector('h1');
  const documentTitle = text(root.querySelector('title'));
  const title = text(heading) || documentTitle;
  heading?.remove();
  const siteName = root.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? '';
  const name = pageNameOfTitle(documentTitle, siteName);
  const titleWords = new Set(searchWords(title));
  const another = name !== '' && !searchWords(name).some((word) => titleWords.has(word));
  const unshownName = another && !weighShownName(main, name) ? { name } : {};
  return [{ language, url: path, kind, title, ...unshownName, html: main.innerHTML }, ...records];
}
