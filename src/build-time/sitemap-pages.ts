/**
 * What the sitemap takes from each built page: whether the page asks not to be indexed (then it
 * is left out: an empty listing, the 404 page, a step of a form post) and the day its content last
 * changed (`dcterms.modified`, written by src/components/layout/Seo.astro), its lastmod. The page
 * states both once; the sitemap follows it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BuiltPageFacts {
  noindex: boolean;
  modified: string | undefined;
  /** The page's hreflang alternates (`<link rel="alternate" hreflang>`), which the sitemap repeats. */
  alternates: { lang: string; url: string }[];
}

const ALTERNATE = /<link\s+rel="alternate"\s+hreflang="([^"]+)"\s+href="([^"]+)"/gi;

/** The built file of a page URL with `build.format: 'file'`: /tools -> tools.html, / -> index.html. */
export function builtPageFile(dist: string, url: string): string {
  const path = decodeURIComponent(new URL(url).pathname).replace(/\/+$/, '');
  return join(dist, path === '' ? 'index.html' : `${path}.html`);
}

const metaContent = (html: string, name: string): string | undefined =>
  new RegExp(`<meta\\s+name="${name.replace('.', '\\.')}"\\s+content="([^"]*)"`, 'i').exec(html)?.[1];

export function builtPageFacts(dist: string, url: string): BuiltPageFacts {
  const file = builtPageFile(dist, url);
  const html = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return {
    noindex: /noindex/i.test(metaContent(html, 'robots') ?? ''),
    modified: metaContent(html, 'dcterms.modified'),
    alternates: [...html.matchAll(ALTERNATE)].map((match) => ({ lang: match[1] ?? '', url: match[2] ?? '' })),
  };
}

export interface BuiltPageFactsReader {
  /** The facts of a page URL (builtPageFacts), its file read at the first question only. */
  of(url: string): BuiltPageFacts;
  /** Drops what was read: a new build starts with none. */
  forget(): void;
}

/**
 * builtPageFacts with each page read once however often it is asked for: the sitemap asks three
 * times a URL (its filter, its lastmod and its alternates), and a page's whole HTML is read each
 * time (about 2.5 ms a page in a large catalogue).
 */
export function builtPageFactsReader(dist: string): BuiltPageFactsReader {
  const read = new Map<string, BuiltPageFacts>();
  return {
    of(url) {
      const file = builtPageFile(dist, url);
      let facts = read.get(file);
      if (!facts) {
        facts = builtPageFacts(dist, url);
        read.set(file, facts);
      }
      return facts;
    },
    forget: () => read.clear(),
  };
}

/**
 * The sitemap's lastmod of each URL, counting the URLs left undated (no date of their own and no
 * commit that last changed what they show: a build without git history, or a shallow clone,
 * src/build-time/git-dates.ts), so the build says once how many there are.
 */
export function sitemapDates(dist: string, facts: BuiltPageFactsReader = builtPageFactsReader(dist)) {
  let urls = 0;
  let undated = 0;
  return {
    /** Starts a count (each build). */
    reset(): void {
      urls = 0;
      undated = 0;
    },
    lastmod(url: string): string | undefined {
      const { modified } = facts.of(url);
      urls += 1;
      if (!modified) undated += 1;
      return modified;
    },
    /** The build log's one line about undated URLs, or undefined when every URL has its lastmod. */
    summary(): string | undefined {
      if (undated === 0) return undefined;
      return `${undated} of ${urls} sitemap URLs have no lastmod: their files have no date of their own and no commit in this checkout (no git history, or a shallow clone; fetch the whole history, e.g. actions/checkout with fetch-depth: 0)`;
    },
  };
}
