/** The sidebar: its entries built from content, and which entry is the current page. */
import type { IconName } from './icon-names.ts';

export interface NavLink {
  label: string;
  href: string;
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
}

/** The links of one group: its index page, then each source marked for the sidebar, in the order given. */
export function navGroupLinks(allLabel: string, base: string, sources: readonly NavSource[]): NavLink[] {
  return [
    { label: allLabel, href: base },
    ...sources.filter((s) => s.sidebar).map((s) => ({ label: s.navLabel ?? s.name, href: `${base}/${s.id}` })),
  ];
}

/** The whole sidebar: fixed routes around the Tools and Expertise groups, which come from content. */
export function sidebarNav(input: {
  before: readonly NavItem[];
  toolCategories: readonly NavSource[];
  areas: readonly NavSource[];
  after: readonly NavItem[];
}): NavEntry[] {
  return [
    ...input.before,
    { label: 'Tools', icon: 'wrench', links: navGroupLinks('All Tools', '/tools', input.toolCategories) },
    { label: 'Expertise', icon: 'graduation-cap', links: navGroupLinks('All Areas', '/expertise', input.areas) },
    ...input.after,
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
