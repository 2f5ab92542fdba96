/** Each page's Content-Security-Policy lists the hashes of its own inline scripts and styles (src/build-time/page-csp.ts). */
import { describe, expect, it } from 'vitest';
import {
  inlineScriptBodies,
  sha256Source,
  withDirectiveHashes,
  withPageHashes,
  withSiteSearchSources,
} from '@/build-time/page-csp';

describe('per-page Content-Security-Policy', () => {
  it('hashes only executable inline scripts', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>';
    expect(inlineScriptBodies(html)).toEqual(['a()', 'b()']);
  });

  it('replaces a directive’s hashes and keeps its other sources', () => {
    const policy =
      "default-src 'self';img-src 'self'; script-src 'self' 'sha256-old1' 'sha256-old2'; style-src 'self' 'sha256-s'";
    expect(withDirectiveHashes(policy, 'script-src', ["'sha256-new'", "'sha256-new'"])).toBe(
      "default-src 'self';img-src 'self'; script-src 'self' 'sha256-new'; style-src 'self' 'sha256-s'",
    );
    expect(withDirectiveHashes(policy, 'worker-src', [])).toBe(policy);
  });

  it('lists the hashes of the page’s own scripts and styles', () => {
    const html = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-x' 'sha256-y'; style-src 'self' 'sha256-z';"><style>p{}</style><script>go()</script>`;
    const out = withPageHashes(html);
    expect(out).toContain(`script-src 'self' ${sha256Source('go()')};`);
    expect(out).toContain(`style-src 'self' ${sha256Source('p{}')};`);
    expect(sha256Source('go()')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('lets Pagefind run (WebAssembly, its worker) only on a page that can open the site search', () => {
    const meta = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-x'; style-src 'self'">`;
    const withControl = withPageHashes(`${meta}<button type="submit" data-search-trigger>Search</button>`);
    expect(withControl).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(withControl).toContain("worker-src 'self'");
    expect(withControl).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    const without = withPageHashes(`${meta}<p>No search here</p>`);
    expect(without).not.toContain('wasm-unsafe-eval');
    expect(without).not.toContain('worker-src');
  });

  it('adds the search sources once, whatever the policy had', () => {
    const once = withSiteSearchSources("default-src 'self'; script-src 'self'");
    expect(withSiteSearchSources(once)).toBe(once);
    expect(once).toBe("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'");
  });
});
