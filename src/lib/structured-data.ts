/**
 * schema.org JSON-LD builders, one type per kind of page, each saying only what the page shows.
 * Values that are missing are left out, never written as undefined or empty strings. The studio
 * is one Organization with an `@id` (home); every other block that names it (author, publisher)
 * gives that id with its name, address and logo, so a page read on its own still says who.
 * tests/support/rich-results.ts checks every block of the built site against what Google's rich
 * results require.
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
      if (kept !== undefined && !(Array.isArray(kept) && kept.length === 0)) out[key] = kept;
    }
    return out;
  }
  return value as Json;
}

const CONTEXT = 'https://schema.org';
/** Side of the logo PNG (/logo.png): Google takes an Organization logo of at least 112x112 px. */
export const LOGO_SIZE = 512;

/** The Organization's `@id`: one node, named by every block that points at the studio. */
export const organizationId = (siteUrl: string): string => `${absoluteUrl('/', siteUrl)}#organization`;

/** The studio's logo (/logo.png, src/pages/logo.png.ts). */
const logo = (siteUrl: string) => ({
  '@type': 'ImageObject',
  url: absoluteUrl('/logo.png', siteUrl),
  width: LOGO_SIZE,
  height: LOGO_SIZE,
});

/** What of the studio a block that names it needs. */
export type Studio = Pick<Site, 'name'>;

/** The studio as an author or publisher: the home page's Organization by its `@id`, named, with its logo. */
const studioNode = (studio: Studio, siteUrl: string) => ({
  '@type': 'Organization',
  '@id': organizationId(siteUrl),
  name: studio.name,
  url: absoluteUrl('/', siteUrl),
  logo: logo(siteUrl),
});

type OrganizationSite = Pick<Site, 'name' | 'description' | 'emails' | 'sameAs'>;

/** The studio (home page): its logo, its profiles elsewhere and where to reach it. */
export function organizationJsonLd(site: OrganizationSite, siteUrl: string) {
  return compact({
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: site.name,
    url: absoluteUrl('/', siteUrl),
    logo: logo(siteUrl),
    description: site.description,
    email: site.emails.contact,
    sameAs: site.sameAs,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: site.emails.contact,
      url: absoluteUrl('/contact', siteUrl),
    },
  }) as object;
}

/** The site (home page), published by the studio. */
export function websiteJsonLd(site: Pick<Site, 'name' | 'description'>, siteUrl: string) {
  return compact({
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl('/', siteUrl),
    description: site.description,
    publisher: studioNode(site, siteUrl),
  }) as object;
}

export interface Crumb {
  name: string;
  path: string;
  /** The name's language when it is not the page's (shown marked; not part of the structured data). */
  lang?: string;
  /** The language of the page it leads to when it is not the page's. */
  hreflang?: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string) {
  return compact({
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  }) as object;
}

export interface ArticleInput {
  /** The page's path on the site. */
  path: string;
  headline: string;
  description: string;
  /** Path of the page's 1200x630 share image. */
  image: string;
  /** The entry's own dates (YYYY-MM-DD). */
  datePublished: string;
  dateModified: string;
  keywords?: readonly string[] | undefined;
}

/** A case study or a business idea: an Article written and published by the studio. */
export function articleJsonLd(article: ArticleInput, studio: Studio, siteUrl: string) {
  const url = absoluteUrl(article.path, siteUrl);
  return compact({
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(article.image, siteUrl),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    keywords: article.keywords?.join(', '),
    author: studioNode(studio, siteUrl),
    publisher: studioNode(studio, siteUrl),
  }) as object;
}

interface ToolLike {
  name: string;
  description: string;
  website?: string | undefined;
  github?: string | undefined;
}

/**
 * A tool page: a WebPage about the tool, described as what the page shows (its name, text, website
 * and repository). Not a SoftwareApplication: the studio rates and sells none of these tools, and
 * Google judges a SoftwareApplication without an offer and a rating incomplete wherever it finds
 * one, nested or not; a plain Thing claims no rich result.
 */
export function toolPageJsonLd(path: string, tool: ToolLike, studio: Studio, siteUrl: string) {
  const url = absoluteUrl(path, siteUrl);
  return compact({
    '@context': CONTEXT,
    '@type': 'WebPage',
    name: tool.name,
    description: tool.description,
    url,
    publisher: studioNode(studio, siteUrl),
    about: {
      '@type': 'Thing',
      name: tool.name,
      description: tool.description,
      url: tool.website ?? tool.github,
      sameAs: tool.github && tool.github !== tool.website ? [tool.github] : [],
    },
  }) as object;
}

/** A list page (/expertise, /tools/{category}) in a language: its title, description and address. */
export interface ListPageInput {
  /** The page's path on the site, in its language (`/de/expertise`). */
  path: string;
  name: string;
  description: string;
  /** The page's language (a BCP 47 tag: `en`, `de`). */
  language: string;
}

/** A list page as a CollectionPage in its language, with its own title and description, published by the studio. */
export function collectionPageJsonLd(page: ListPageInput, studio: Studio, siteUrl: string) {
  return compact({
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path, siteUrl),
    inLanguage: page.language,
    publisher: studioNode(studio, siteUrl),
  }) as object;
}
