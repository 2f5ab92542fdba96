/**
 * The sidebar's fixed routes, in the spec's order. The Tools and Expertise groups between them
 * come from content (tool categories and areas marked `sidebar`): see sidebarNav in src/lib/nav.ts.
 */
import type { NavItem } from '../lib/nav.ts';

/** Entries before the Tools group. */
export const navBeforeGroups: readonly NavItem[] = [
  { label: 'Home', href: '/', icon: 'home' },
  { label: 'Portfolio', href: '/projects', icon: 'briefcase', alsoActiveFor: ['/case-studies/'] },
];

/** Entries after the Expertise group. */
export const navAfterGroups: readonly NavItem[] = [
  { label: 'Request Solutions', href: '/request', icon: 'send' },
  { label: 'Affiliate Program', href: '/affiliate', icon: 'handshake' },
  { label: 'FAQ', href: '/faq', icon: 'help-circle' },
  { label: 'Contact Us', href: '/contact', icon: 'mail' },
];
