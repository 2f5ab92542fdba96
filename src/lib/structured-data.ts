/**
 * schema.org JSON-LD builders. Values that are missing are left out, never written as
 * undefined or empty strings.
 */
import type { Site } from './content/schemas.ts';
import { absoluteUrl } from './seo.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Drops undefined, null and empty-string properties (recursively). */
export function compact(value: unknown): Json | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.map(compact).filter((v): v is Json => v !== undefined);
  if (typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, inner] of Object.entries(value)) {
      const kept = compact(inner);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return value as Json;
}

export function organizationJsonLd(site: Pick<Site, 'name' | 'description' | 'emails'>, siteUrl: string) {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl('/', siteUrl),
    logo: absoluteUrl('/favicon.svg', siteUrl),
    description: site.description,
    email: site.emails.contact,
  }) as object;
}

export function websiteJsonLd(site: Pick<Site, 'name' | 'description'>, siteUrl: string) {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl('/', siteUrl),
    description: site.description,
  }) as object;
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string) {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  }) as object;
}

interface ProjectLike {
  title: string;
  shortDescription: string;
  status: string;
  salePrice?: number | undefined;
  saleDate?: string | undefined;
  techStack: string[];
  createdAt: string;
  updatedAt: string;
  liveUrl?: string | undefined;
}

/** A case study as a schema.org CreativeWork; `imagePath` is its thumbnail's URL on the site. */
export function projectJsonLd(slug: string, p: ProjectLike, siteUrl: string, imagePath: string) {
  const url = absoluteUrl(`/case-studies/${slug}`, siteUrl);
  const image = absoluteUrl(imagePath, siteUrl);
  return compact({
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: p.title,
    headline: p.title,
    description: p.shortDescription,
    url,
    image,
    keywords: p.techStack.join(', '),
    dateCreated: p.createdAt,
    dateModified: p.updatedAt,
    sameAs: p.liveUrl,
  }) as object;
}

interface ToolLike {
  name: string;
  description: string;
  website?: string | undefined;
  github?: string | undefined;
}

/** A tool detail page as a schema.org SoftwareApplication. */
export function softwareApplicationJsonLd(id: string, tool: ToolLike, categoryName: string, siteUrl: string) {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: tool.name,
    description: tool.description,
    applicationCategory: 'DeveloperApplication',
    applicationSubCategory: categoryName,
    url: absoluteUrl(`/tools/detail/${id}`, siteUrl),
    sameAs: [tool.website, tool.github].filter(Boolean),
  }) as object;
}
