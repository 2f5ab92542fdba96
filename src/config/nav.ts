/**
 * The sidebar's fixed routes, in the spec's order, each named by its key in the dictionary's
 * `nav` words (content/dictionaries/). The Tools and Expertise groups between them come from
 * content (tool categories and areas marked `sidebar`): see sidebarNav in src/lib/nav.ts.
 */
import type { FixedNavItem } from '../lib/nav.ts';

/** Entries before the Tools group. */
export const navBeforeGroups: readonly FixedNavItem[] = [
  { word: 'home', href: '/', icon: 'home' },
  { word: 'portfolio', href: '/projects', icon: 'briefcase', alsoActiveFor: ['/case-studies/'] },
];

/** Entries after the Expertise group. */
export const navAfterGroups: readonly FixedNavItem[] = [
  { word: 'request', href: '/request', icon: 'send' },
  { word: 'affiliate', href: '/affiliate', icon: 'handshake' },
  { word: 'faq', href: '/faq', icon: 'help-circle' },
  { word: 'contact', href: '/contact', icon: 'mail' },
];
