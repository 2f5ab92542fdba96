/**
 * A page's Content-Security-Policy lists the hashes of its own inline scripts and styles.
 * Astro's <meta> policy names every inline script of the whole site on every page (about 1 KB
 * of incompressible base64 each), and the per-page stylesheet (src/build-time/page-css.ts) changes the
 * style hashes after Astro computed them; `withPageHashes` recomputes both lists from the page.
 * A page that can open the site search also allows what Pagefind needs, and only such a page:
 * its WebAssembly (`'wasm-unsafe-eval'`, not `'unsafe-eval'`) and its worker, from the site.
 */
import { createHash } from 'node:crypto';
import { SEARCH_TRIGGER_ATTRIBUTE } from '../lib/site-search/controls.ts';

export type HashSource = `'sha256-${string}'`;

export function sha256Source(text: string): HashSource {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Script types the policy governs: classic and module scripts, and speculation rules. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'speculationrules']);

/** Bodies of the inline scripts the CSP governs (not JSON-LD, not scripts with `src`). */
export function inlineScriptBodies(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = '']) => {
      if (/\ssrc\s*=/i.test(attrs)) return false;
      const type = /\stype\s*=\s*"?([^"\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
      return EXECUTABLE_TYPES.has(type);
    })
    .map(([, , body = '']) => body);
}

/** A `<style>` element: its opening tag, its body and its closing tag. */
export const STYLE_ELEMENT = /(<style(?:\s[^>]*)?>)([\s\S]*?)(<\/style>)/gi;

export function inlineStyleBodies(html: string): string[] {
  return [...html.matchAll(STYLE_ELEMENT)].map(([, , body = '']) => body);
}

/** Replaces the hash sources of one directive in a policy; other sources stay in order. */
export function withDirectiveHashes(policy: string, directive: string, hashes: readonly HashSource[]): string {
  const parts = policy.split(';');
  const index = parts.findIndex((part) => part.trim().split(/\s+/)[0] === directive);
  if (index === -1) return policy;
  const part = parts[index] as string;
  const leading = /^\s*/.exec(part)?.[0] ?? '';
  const sources = part
    .trim()
    .split(/\s+/)
    .slice(1)
    .filter((source) => !/^'sha(256|384|512)-/.test(source));
  parts[index] = leading + [directive, ...sources, ...new Set(hashes)].join(' ');
  return parts.join(';');
}

const CSP_META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;

/** What running Pagefind adds to a policy: WebAssembly in the page, and its worker script from the site. */
export const SITE_SEARCH_SOURCES = { script: "'wasm-unsafe-eval'", worker: "worker-src 'self'" } as const;

/** The policy with the site search's sources (once, whatever it had). */
export function withSiteSearchSources(policy: string): string {
  const parts = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const next = parts.map((part) =>
    part.split(/\s+/)[0] === 'script-src' && !part.includes(SITE_SEARCH_SOURCES.script)
      ? `${part} ${SITE_SEARCH_SOURCES.script}`
      : part,
  );
  if (!next.some((part) => part.startsWith('worker-src'))) next.push(SITE_SEARCH_SOURCES.worker);
  return next.join('; ');
}

const canOpenSiteSearch = (html: string) => html.includes(` ${SEARCH_TRIGGER_ATTRIBUTE}`);

/** The page with its <meta> policy's script-src and style-src hashes taken from its own inline code. */
export function withPageHashes(html: string): string {
  return html.replace(CSP_META, (_, open: string, policy: string, close: string) => {
    let next = withDirectiveHashes(policy, 'script-src', inlineScriptBodies(html).map(sha256Source));
    next = withDirectiveHashes(next, 'style-src', inlineStyleBodies(html).map(sha256Source));
    if (canOpenSiteSearch(html)) next = withSiteSearchSources(next);
    return open + next + close;
  });
}
