/**
 * Post-build step: each page keeps only the CSS it can use (src/build-time/page-css.ts) and a policy
 * listing only its own inline hashes (src/build-time/page-csp.ts). A page's usable classes come from
 * its HTML and from every script it can load: the `/_astro/*.js` files the HTML names (island
 * components, renderers, module scripts) and, transitively, the chunks those import, lazily
 * loaded ones included.
 *
 * The original stylesheets are kept outside `dist/` (`originalsFile`), so a browser test can
 * check that no page renders differently with them.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { classTokens, decodeHtmlEntities, pruneStylesheet, stylesheetClassNames } from '../build-time/page-css.ts';
import { STYLE_ELEMENT, withPageHashes } from '../build-time/page-csp.ts';
import { filesUnder } from '../build-time/dist-files.ts';
import type { SitePaths } from '../config/site-paths.ts';

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
}

export interface OriginalStyles {
  /** stylesheet text by its sha256 */
  styles: Record<string, string>;
  /** the sha256s of each page's original <style> blocks, by HTML file relative to dist */
  pages: Record<string, string[]>;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

export function optimizePageStyles(dist: string, originalsFile?: string): PageStylesReport {
  const scripts = new ScriptGraph(dist);
  const originals: OriginalStyles = { styles: {}, pages: {} };
  const report: PageStylesReport = { pages: 0, bytesBefore: 0, bytesAfter: 0 };
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
  for (const file of filesUnder(dist)) {
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(file, 'utf8');
    const withoutStyles = html.replace(STYLE_ELEMENT, '');
    const scriptFiles = [...withoutStyles.matchAll(/\/(_astro\/[\w.-]+\.js)/g)].map(([, path]) => path as string);
    const pageTokens = classTokens(decodeHtmlEntities(withoutStyles));
    const scriptTokens = scripts.tokensOf(scriptFiles);

    const keys: string[] = [];
    originals.pages[relative(dist, file)] = keys;
    const page = html.replace(STYLE_ELEMENT, (_, open: string, css: string, close: string) => {
      const key = digest(css);
      originals.styles[key] = css;
      keys.push(key);
      const next = prune(css, key, pageTokens, scriptTokens);
      report.bytesBefore += css.length;
      report.bytesAfter += next.length;
      return open + next + close;
    });
    writeFileSync(file, withPageHashes(page));
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
export function pageStylesIntegration(paths: Pick<SitePaths, 'work'>): AstroIntegration {
  return {
    name: 'studio:page-styles',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const { pages, bytesBefore, bytesAfter } = optimizePageStyles(fileURLToPath(dir), originalStylesFile(paths));
        const kb = (bytes: number) => `${Math.round(bytes / pages / 1024)} KB`;
        logger.info(`${pages} pages: inline CSS per page ${kb(bytesBefore)} -> ${kb(bytesAfter)}`);
      },
    },
  };
}
