/**
 * A page's trail from the home page down to itself. The page shows it twice, from this one
 * declaration: as its visible breadcrumb (with the schema.org BreadcrumbList beside it, both
 * rendered by the shell from the same crumbs) and as one back link to the section page above
 * it ("Back to All Tools").
 */
import type { Crumb } from './structured-data.ts';

export interface TrailCrumb {
  /** The page's name in the trail. */
  label: string;
  path: string;
  /** Text of the back link that pages further down the trail show to this page. */
  backLabel?: string | undefined;
  /** The label's language when it is not the page's (a name not translated). */
  lang?: string | undefined;
  /** The language of the page it leads to when it is not the page's (no translation of it). */
  hreflang?: string | undefined;
}

/** A link back up the trail. */
export interface BackLink {
  href: string;
  label: string;
  /** The language of the page it leads to when it is not the page's. */
  hreflang?: string | undefined;
}

export interface Breadcrumbs {
  /** A link to the nearest crumb above the page that has a back label. */
  back: BackLink | undefined;
  /** The whole trail, the page itself last: the visible breadcrumb and its BreadcrumbList. */
  crumbs: Crumb[];
}

/** The back link and the crumbs of a trail that ends with the page itself. */
export function breadcrumbs(trail: readonly TrailCrumb[]): Breadcrumbs {
  const target = trail.slice(0, -1).findLast((crumb) => crumb.backLabel !== undefined);
  return {
    back:
      target?.backLabel === undefined
        ? undefined
        : { href: target.path, label: target.backLabel, ...(target.hreflang && { hreflang: target.hreflang }) },
    crumbs: trail.map((crumb) => ({
      name: crumb.label,
      path: crumb.path,
      ...(crumb.lang && { lang: crumb.lang }),
      ...(crumb.hreflang && { hreflang: crumb.hreflang }),
    })),
  };
}
