/**
 * A page's trail from the home page down to itself. The page shows it as one back link to the
 * section page above it ("Back to All Tools") and declares the whole trail to search engines as
 * a schema.org BreadcrumbList.
 */
import { breadcrumbJsonLd } from './structured-data.ts';

export interface TrailCrumb {
  /** The page's name in the trail. */
  label: string;
  path: string;
  /** Text of the back link that pages further down the trail show to this page. */
  backLabel?: string;
}

/** A link back up the trail. */
export interface BackLink {
  href: string;
  label: string;
}

export interface Breadcrumbs {
  /** The visible trail: a link to the nearest crumb above the page that has a back label. */
  back: BackLink | undefined;
  /** The whole trail, the page itself last, as schema.org BreadcrumbList JSON-LD. */
  jsonLd: object;
}

/** The back link and the BreadcrumbList of a trail that ends with the page itself. */
export function breadcrumbs(trail: readonly TrailCrumb[], siteUrl: string): Breadcrumbs {
  const target = trail.slice(0, -1).findLast((crumb) => crumb.backLabel !== undefined);
  return {
    back: target?.backLabel === undefined ? undefined : { href: target.path, label: target.backLabel },
    jsonLd: breadcrumbJsonLd(
      trail.map((crumb) => ({ name: crumb.label, path: crumb.path })),
      siteUrl,
    ),
  };
}
