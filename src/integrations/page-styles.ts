/**
 * Post-build step: each page keeps only the CSS it can use (src/build-time/page-css.ts) and a policy
 * listing only its own inline hashes (src/build-time/page-csp.ts). A page's usable classes come from
 * its HTML and from every script it can load: the `/_astro/*.js` files the HTML names (island
 * components, renderers, module scripts) and, transitively, the chunks those import, lazily
 * loaded ones included.
 *
 * The original stylesheets are kept outside `dist/` (`originalsFile`), so a browser test can
 * check that no page renders differently with them.
 *
 * With a build cache (src/build-time/build-cache.ts), a page whose HTML a former build already
 * pruned is not pruned again: its result is keyed by the page's HTML, which names every script
 * it loads by a content hash, and by this step's recipe (`pageStylesRecipe`). A rebuild after
 * one entry changed prunes the few pages that changed and reads the others back.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildCacheDir, createBuildCache, type BuildCache } from '../build-time/build-cache.ts';
import { sourceRecipe } from '../build-time/source-recipe.ts';
import { classTokens, pruneStylesheet, stylesheetClassNames } from '../build-time/page-css.ts';
import { decodeHtmlEntities } from '../lib/html-text.ts';
import { inlineStyleBodies, STYLE_ELEMENT, withPageHashes } from '../build-time/page-csp.ts';
import { filesUnder } from '../build-time/dist-files.ts';
import type { SitePaths } from '../config/site-paths.ts';

/**
 * Everything besides a page's HTML that decides its pruned form: the code of this step and of
 * every module it imports, and the versions of the packages they use (lightningcss, the CSS
 * parser). Part of every cache key, so a change to any of them prunes every page again.
 */
export const pageStylesRecipe = (): string =>
  sourceRecipe('page-styles', [fileURLToPath(new URL('./page-styles.ts', import.meta.url))]);

/** Reads built scripts once each and follows their imports. */
class ScriptGraph {
  private readonly tokens = new Map<string, Set<string>>();
  private readonly imports = new Map<string, string[]>();
  /** The tokens of each set of entry scripts: most pages of a template load the same scripts. */
  private readonly bySet = new Map<string, ReadonlySet<string>>();

  private readonly dist: string;

  constructor(dist: string) {
    this.dist = dist;
  }

  private load(file: string): void {
    if (this.tokens.has(file)) return;
    const code = readFileSync(join(this.dist, file), 'utf8');
    this.tokens.set(file, classTokens(code));
    // Chunks import one another by relative path: "./ConsultationForm.CsyWCH2Y.js".
    this.imports.set(
      file,
      [...code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)].map(([, name]) => join(dirname(file), name as string)),
    );
  }

  /** Class-like tokens of the given scripts and of everything they import. */
  tokensOf(entries: Iterable<string>): ReadonlySet<string> {
    const files = [...new Set(entries)].sort();
    const key = files.join('\n');
    let all = this.bySet.get(key);
    if (!all) {
      all = this.collect(files);
      this.bySet.set(key, all);
    }
    return all;
  }

  private collect(entries: readonly string[]): Set<string> {
    const seen = new Set<string>();
    const queue = [...entries];
    const all = new Set<string>();
    while (queue.length) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      this.load(file);
      for (const token of this.tokens.get(file) ?? []) all.add(token);
      queue.push(...(this.imports.get(file) ?? []));
    }
    return all;
  }
}

export interface PageStylesReport {
  pages: number;
  bytesBefore: number;
  bytesAfter: number;
  /** Pages whose result came from the build cache. */
  cached: number;
}

export interface OriginalStyles {
  /** stylesheet text by its sha256 */
  styles: Record<string, string>;
  /** the sha256s of each page's original <style> blocks, by HTML file relative to dist */
  pages: Record<string, string[]>;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export async function optimizePageStyles(
  dist: string,
  originalsFile?: string,
  cache?: BuildCache,
): Promise<PageStylesReport> {
  const scripts = new ScriptGraph(dist);
  const originals: OriginalStyles = { styles: {}, pages: {} };
  const report: PageStylesReport = { pages: 0, bytesBefore: 0, bytesAfter: 0, cached: 0 };
  const recipe = cache ? pageStylesRecipe() : '';
  // Pages of one template use the same classes: each stylesheet is pruned once per set of the
  // classes it names that a page has (a page's other tokens, its prose included, change nothing).
  const pruned = new Map<string, string>();
  const namedClasses = new Map<string, string[]>();
  // A page's classes are its HTML's tokens and its scripts' (shared by the pages that load the
  // same scripts, so never copied into one set per page): only the stylesheet's class names are
  // looked up in them.
  const prune = (css: string, cssKey: string, pageTokens: Set<string>, scriptTokens: ReadonlySet<string>): string => {
    let named = namedClasses.get(cssKey);
    if (!named) {
      named = [...stylesheetClassNames(css)].sort();
      namedClasses.set(cssKey, named);
    }
    const present = named.filter((name) => pageTokens.has(name) || scriptTokens.has(name));
    const key = `${cssKey} ${present.join(' ')}`;
    let next = pruned.get(key);
    if (next === undefined) {
      next = pruneStylesheet(css, new Set(present)).css;
      pruned.set(key, next);
    }
    return next;
  };
  const optimize = (html: string): string => {
    const withoutStyles = html.replace(STYLE_ELEMENT, '');
    const scriptFiles = [...withoutStyles.matchAll(/\/(_astro\/[\w.-]+\.js)/g)].map(([, path]) => path as string);
    const pageTokens = classTokens(decodeHtmlEntities(withoutStyles));
    const scriptTokens = scripts.tokensOf(scriptFiles);
    const page = html.replace(STYLE_ELEMENT, (_, open: string, css: string, close: string) => {
      return open + prune(css, digest(css), pageTokens, scriptTokens) + close;
    });
    return withPageHashes(page);
  };
  for (const file of filesUnder(dist)) {
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(file, 'utf8');
    const keys: string[] = [];
    originals.pages[relative(dist, file)] = keys;
    for (const css of inlineStyleBodies(html)) {
      const key = digest(css);
      originals.styles[key] = css;
      keys.push(key);
      report.bytesBefore += css.length;
    }
    let page: string;
    if (cache) {
      let made = false;
      const bytes = await cache.get('page-styles', [recipe, html], async () => {
        made = true;
        return encoder.encode(optimize(html));
      });
      page = decoder.decode(bytes);
      if (!made) report.cached++;
    } else page = optimize(html);
    for (const css of inlineStyleBodies(page)) report.bytesAfter += css.length;
    writeFileSync(file, page);
    report.pages++;
  }
  if (originalsFile) {
    mkdirSync(dirname(originalsFile), { recursive: true });
    writeFileSync(originalsFile, JSON.stringify(originals));
  }
  return report;
}

/** Where the build of a content root keeps the unpruned stylesheets for the rendering-equivalence test. */
export const originalStylesFile = (paths: Pick<SitePaths, 'work'>): string =>
  join(paths.work, 'page-styles', 'originals.json');

/** Before precompression, which must see the final pages (the order: site-integrations.ts). */
export function pageStylesIntegration(paths: Pick<SitePaths, 'work' | 'cache'>): AstroIntegration {
  return {
    name: 'studio:page-styles',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const cache = createBuildCache(buildCacheDir(paths));
        const { pages, bytesBefore, bytesAfter, cached } = await optimizePageStyles(
          fileURLToPath(dir),
          originalStylesFile(paths),
          cache,
        );
        const kb = (bytes: number) => `${Math.round(bytes / pages / 1024)} KB`;
        logger.info(
          `${pages} pages (${cached} from the build cache): inline CSS per page ${kb(bytesBefore)} -> ${kb(bytesAfter)}`,
        );
      },
    },
  };
}
