import { describe, expect, it } from 'vitest';
import { inlineScriptBodies, sha256Source, withPageHashes } from '@/build-time/page-csp';
import { FORM_SENT_PAGES, FORM_PROBLEM_PAGE } from '@/lib/forms/form-pages';
import {
  INTENT_ATTRIBUTE,
  SPECULATION_RULES_JSON,
  isPrerenderablePath,
  pathPatternMatches,
  speculationRules,
} from '@/lib/speculation-rules';

const origin = 'https://site.test';
const at = (path: string) => new URL(path, origin);

describe('speculation rules', () => {
  it('prerender a link at once when it carries the intent mark, else on pointer down', () => {
    const [intent, fallback] = speculationRules().prerender;
    expect(intent?.eagerness).toBe('immediate');
    expect(JSON.stringify(intent?.where)).toContain(`[${INTENT_ATTRIBUTE}]`);
    expect(fallback?.eagerness).toBe('conservative');
    expect(JSON.stringify(fallback?.where)).not.toContain(INTENT_ATTRIBUTE);
    expect(JSON.parse(SPECULATION_RULES_JSON)).toEqual(speculationRules());
  });

  it('never prerender the API, the confirmation and problem pages, the search page, the editor or generated files', () => {
    for (const path of [
      '/api/forms/request',
      '/api/health',
      FORM_SENT_PAGES.request,
      FORM_SENT_PAGES.consultation,
      FORM_PROBLEM_PAGE,
      '/keystatic',
      '/keystatic/collection/projects',
      '/og/projects/a.png',
      '/data/portfolio.0123456789ab.json',
      '/sitemap-index.xml',
      // the search page: its results depend on the query, and it loads the search
      '/search',
      '/search?q=docker&kind=tool',
    ]) {
      expect(isPrerenderablePath(at(path), origin), path).toBe(false);
    }
  });

  it('allow every content page of the site, with or without a query, and nothing on another origin', () => {
    for (const path of [
      '/',
      '/projects',
      '/projects?status=sold&page=2',
      '/case-studies/a',
      '/tools/detail/b',
      '/request',
    ]) {
      expect(isPrerenderablePath(at(path), origin), path).toBe(true);
    }
    expect(isPrerenderablePath(new URL('https://elsewhere.test/projects'), origin)).toBe(false);
  });

  it('match URL pattern wildcards the way the rules mean them', () => {
    expect(pathPatternMatches('/api/*', '/api/')).toBe(true);
    expect(pathPatternMatches('/api/*', '/apis')).toBe(false);
    expect(pathPatternMatches('/*.*', '/favicon.svg')).toBe(true);
    expect(pathPatternMatches('/*.*', '/projects')).toBe(false);
    expect(pathPatternMatches('/request/sent', '/request')).toBe(false);
  });

  it('are a script to the CSP: the page policy lists the hash of its rules', () => {
    const html = `<html><head><meta http-equiv="content-security-policy" content="script-src 'self'; style-src 'self'"><script type="speculationrules">${SPECULATION_RULES_JSON}</script><script type="application/ld+json">{}</script></head></html>`;
    expect(inlineScriptBodies(html)).toEqual([SPECULATION_RULES_JSON]);
    expect(withPageHashes(html)).toContain(`script-src 'self' ${sha256Source(SPECULATION_RULES_JSON)}`);
  });
});
