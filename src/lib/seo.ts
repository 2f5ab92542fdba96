/**
 * Builds every head tag a page needs for search and sharing from one small description of
 * the page. Pure, so the rules (title suffix, canonical URL, absolute image URL, no empty
 * values) are tested once and every page gets them the same way.
 */
export interface PageMetaInput {
  /** The page's own title, without the site name. Omit on the home page. */
  title?: string | undefined;
  description: string;
  /** Path of the page on the site, e.g. "/projects". */
  path: string;
  siteUrl: string;
  siteName: string;
  /** Path or absolute URL of the share image. */
  image?: string | undefined;
  imageAlt?: string | undefined;
  type?: 'website' | 'article' | 'product' | undefined;
  noindex?: boolean | undefined;
}

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  robots: string;
  tags: MetaTag[];
}

const DESCRIPTION_MAX = 160;

/** Trims a description to at most 160 characters at a word boundary. */
export function clampDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** Absolute URL for a site path, without a trailing slash (except the root). */
export function absoluteUrl(path: string, siteUrl: string): string {
  const url = new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  if (url.pathname !== '/')
    url.pathname =
      url.pathname
        .replace(/\/+$/, '')
        .replace(/\.html$/, '')
        .replace(/\/index$/, '') || '/';
  return url.href;
}

export function buildPageMeta(input: PageMetaInput): PageMeta {
  const title = input.title ? `${input.title} | ${input.siteName}` : input.siteName;
  const description = clampDescription(input.description);
  const canonical = absoluteUrl(input.path, input.siteUrl);
  const image = absoluteUrl(input.image ?? '/og/default.png', input.siteUrl);
  const imageAlt = input.imageAlt ?? input.title ?? input.siteName;
  const tags: MetaTag[] = [
    { name: 'description', content: description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title ?? input.siteName },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: imageAlt },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title ?? input.siteName },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  return {
    title,
    description,
    canonical,
    robots: input.noindex ? 'noindex, follow' : 'index, follow',
    tags,
  };
}
