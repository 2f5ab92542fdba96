/**
 * The section pages above the detail pages, as the crumbs their trails start with, and the
 * text of the back link each detail page shows to its section (src/lib/breadcrumbs.ts).
 */
import type { TrailCrumb } from '../lib/breadcrumbs.ts';

export const homeCrumb: TrailCrumb = { label: 'Home', path: '/', backLabel: 'Back to Home' };
export const projectsCrumb: TrailCrumb = { label: 'Projects', path: '/projects', backLabel: 'Back to Portfolio' };
export const toolsCrumb: TrailCrumb = { label: 'Tools', path: '/tools', backLabel: 'Back to All Tools' };
export const expertiseCrumb: TrailCrumb = {
  label: 'Expertise',
  path: '/expertise',
  backLabel: 'Back to All Expertise Areas',
};
/** /expertise as methodology pages lead back to it. */
export const methodologiesCrumb: TrailCrumb = { ...expertiseCrumb, backLabel: 'Back to Expertise & Methodologies' };
