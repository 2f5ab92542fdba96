/** The sidebar: its entries built from content, and which entry is the current page. */
import type { IconName } from './icon-names.ts';
import type { Dictionary } from './content/kinds/dictionary.ts';

/** The dictionary's words for the sidebar and footer entries. */
export type NavWords = Dictionary['nav'];

export interface NavLink {
  label: string;
  href: string;
  /** The label's language when it is not the page's (content not yet translated). */
  lang?: string | undefined;
  /** The language of the page it leads to, when that is not the page's (no page of it in this language). */
  hreflang?: string | undefined;
  /** Extra path prefixes for which this entry is shown active. */
  alsoActiveFor?: readonly string[];
}

export interface NavGroup {
  label: string;
  icon: IconName;
  links: readonly NavLink[];
}

export interface NavItem extends NavLink {
  icon: IconName;
}

/** A fixed entry as configured: its label is a word of the dictionary. */
export interface FixedNavItem extends Omit<NavItem, 'label' | 'lang' | 'hreflang'> {
  word: keyof NavWords;
}

export type NavEntry = NavItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'links' in entry;

/** What a tool category or an expertise area contributes to the sidebar. */
export interface NavSource {
  id: string;
  name: string;
  /** A shorter label for the sidebar than the name. */
  navLabel?: string | undefined;
  /** Listed in the sidebar at all. */
  sidebar: boolean;
  /** Its name is in the page's language (a translated entry): not marked, where the others are. */
  own?: boolean | undefined;
}

/**
 * Where a link to a path leads on a page in another language than the default (`lang`): the
 * page's language's address when that page exists, else the default language's, said so.
 */
export function linkTo(
  path: string,
  { href = (target: string) => target, lang }: LinkOptions,
): Pick<NavLink, 'href' | 'hreflang'> {
  const target = href(path);
  return lang && target === path ? { href: target, hreflang: lang } : { href: target };
}

/** The links of one group: its index page, then each source marked for the sidebar, in the order given. */
export function navGroupLinks(
  allLabel: string,
  base: string,
  sources: readonly NavSource[],
  options: LinkOptions = {},
): NavLink[] {
  const { lang } = options;
  return [
    { label: allLabel, ...linkTo(base, options) },
    ...sources
      .filter((s) => s.sidebar)
      .map((s) => ({
        label: s.navLabel ?? s.name,
        ...linkTo(`${base}/${s.id}`, options),
        ...(lang && !s.own ? { lang } : {}),
      })),
  ];
}

export interface LinkOptions {
  /** The address of a path in the page's language (the path itself when no page of it is written in that language). */
  href?: (path: string) => string;
  /** The language of content names, when they are not in the page's language. */
  lang?: string | undefined;
}

/** The whole sidebar: fixed routes around the Tools and Expertise groups, which come from content. */
export function sidebarNav(
  input: {
    words: NavWords;
    before: readonly FixedNavItem[];
    toolCategories: readonly NavSource[];
    areas: readonly NavSource[];
    after: readonly FixedNavItem[];
  },
  options: LinkOptions = {},
): NavEntry[] {
  const { words } = input;
  const fixed = ({ word, ...item }: FixedNavItem): NavItem => ({
    ...item,
    label: words[word],
    ...linkTo(item.href, options),
  });
  return [
    ...input.before.map(fixed),
    {
      label: words.tools,
      icon: 'wrench',
      links: navGroupLinks(words.allTools, '/tools', input.toolCategories, options),
    },
    {
      label: words.expertise,
      icon: 'graduation-cap',
      links: navGroupLinks(words.allAreas, '/expertise', input.areas, options),
    },
    ...input.after.map(fixed),
  ];
}

/** Path without trailing slash or `.html`, "/" for the home page. */
export function normalizePath(path: string): string {
  const clean =
    path
      .split(/[?#]/)[0]
      ?.replace(/\.html$/, '')
      .replace(/\/index$/, '') ?? '/';
  const trimmed = clean.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Is this sidebar link the current page (or a page it stands for, like /case-studies/x for Portfolio)? */
export function isLinkActive(link: NavLink, currentPath: string): boolean {
  const path = normalizePath(currentPath);
  if (normalizePath(link.href) === path) return true;
  return (link.alsoActiveFor ?? []).some((prefix) => path.startsWith(prefix));
}

/** A group contains the current page when one of its links is active. */
export function groupContainsActive(group: NavGroup, currentPath: string): boolean {
  return group.links.some((link) => isLinkActive(link, currentPath));
}
