import { describe, expect, it } from 'vitest';
import {
  IMMUTABLE_CACHE,
  SECURITY_HEADERS,
  isHashedAsset,
  securityHeaders,
  staticHostHeadersFile,
} from '@/lib/security-headers';
import { searchWordsPath } from '@/lib/site-search/strings';

describe('security headers', () => {
  it('forbid framing, sniffing and leaking referrers, and force HTTPS', () => {
    expect(SECURITY_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(SECURITY_HEADERS['Permissions-Policy']).toContain('camera=()');
  });

  it('caches only hashed assets for long', () => {
    expect(isHashedAsset('/_astro/client.abc123.js')).toBe(true);
    expect(isHashedAsset('/images/portfolio/x/thumbnail.webp')).toBe(false);
    expect(isHashedAsset('/data/portfolio-index.0123456789ab.json')).toBe(true);
    expect(isHashedAsset('/data/portfolio-index.json')).toBe(false);
    expect(isHashedAsset('/data/../secret.0123456789ab.json')).toBe(false);
    // the site search's index chunks are named by their content; its entry files are not
    expect(isHashedAsset('/pagefind/fragment/en_6835bcd.pf_fragment')).toBe(true);
    expect(isHashedAsset('/pagefind/index/en_7443bb1.pf_index')).toBe(true);
    expect(isHashedAsset('/pagefind/pagefind-entry.json')).toBe(false);
    expect(isHashedAsset('/pagefind/pagefind.js')).toBe(false);
    const file = staticHostHeadersFile();
    // every matching rule adds its headers: the default Cache-Control is detached first
    expect(file).toContain('/_astro/*\n  ! Cache-Control\n  Cache-Control: ' + IMMUTABLE_CACHE);
    expect(file).toContain('/data/*\n  ! Cache-Control\n  Cache-Control: ' + IMMUTABLE_CACHE);
    expect(file).toContain('/pagefind/fragment/*\n  ! Cache-Control\n  Cache-Control: ' + IMMUTABLE_CACHE);
    expect(file).toContain('/*\n  Strict-Transport-Security');
  });

  it("revalidate the search's words on both hosts: they change under the same name", () => {
    const path = searchWordsPath('de');
    expect(isHashedAsset(path)).toBe(false);
    // Every _headers rule whose splat pattern matches the path, with the Cache-Control it sets.
    const rules = staticHostHeadersFile()
      .split('\n\n')
      .map((block) => block.split('\n'))
      .filter(([pattern]) => {
        const regex = new RegExp(`^${(pattern ?? '').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
        return regex.test(path);
      });
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule.join('\n'), rule[0]).not.toContain(IMMUTABLE_CACHE);
  });

  it('let the forms post to the API on another origin when PUBLIC_FORM_ENDPOINT names one', () => {
    expect(securityHeaders('https://api.example')['Content-Security-Policy']).toContain(
      "form-action 'self' https://api.example",
    );
    expect(securityHeaders()['Content-Security-Policy']).toContain("form-action 'self'");
    expect(staticHostHeadersFile('https://api.example')).toContain("form-action 'self' https://api.example");
  });
});
