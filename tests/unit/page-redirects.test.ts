import { describe, expect, it } from 'vitest';
import {
  PAGE_REDIRECT_RULES,
  compileRedirects,
  parseRedirects,
  redirectTarget,
  redirectsFile,
} from '../../src/lib/page-redirects';

/** The Workers limits of a `_redirects` file: static rules, and rules with a splat or placeholder. */
const WORKERS_LIMITS = { static: 2_000, dynamic: 100 };

const rules = compileRedirects(parseRedirects(redirectsFile(PAGE_REDIRECT_RULES)));

describe('one URL per page (_redirects)', () => {
  it('writes the same few rules whatever the number of pages, within the Workers limits', () => {
    const dynamic = PAGE_REDIRECT_RULES.filter(({ from }) => from.includes('*') || from.includes(':'));
    expect(PAGE_REDIRECT_RULES.length - dynamic.length).toBeLessThanOrEqual(WORKERS_LIMITS.static);
    expect(dynamic.length).toBeLessThanOrEqual(WORKERS_LIMITS.dynamic);
    expect(redirectsFile(PAGE_REDIRECT_RULES)).toBe('/index.html / 301\n/*/ /:splat 301\n/*.html /:splat 301\n');
  });

  it('sends every other spelling of a page, at any depth, to its one URL', () => {
    const cases: [string, string][] = [
      ['/index.html', '/'],
      ['/projects/', '/projects'],
      ['/projects.html', '/projects'],
      ['/case-studies/project-10000/', '/case-studies/project-10000'],
      ['/case-studies/project-10000.html', '/case-studies/project-10000'],
      ['/tools/detail/a.b.html', '/tools/detail/a.b'],
    ];
    for (const [path, target] of cases) expect(redirectTarget(rules, path), path).toBe(target);
  });

  it('leaves the one URLs and assets alone', () => {
    for (const path of ['/', '/projects', '/case-studies/x', '/_astro/app.abc.js', '/robots.txt', '/index'])
      expect(redirectTarget(rules, path), path).toBeUndefined();
  });

  it('applies the first rule that matches, static before splat', () => {
    expect(redirectTarget(rules, '/index.html')).toBe('/');
    const ordered = compileRedirects([
      { from: '/a.html', to: '/first' },
      { from: '/*.html', to: '/:splat' },
    ]);
    expect(redirectTarget(ordered, '/a.html')).toBe('/first');
    expect(redirectTarget(ordered, '/b.html')).toBe('/b');
  });

  it('never sends to another host: a run of leading slashes becomes one', () => {
    expect(redirectTarget(rules, '//evil.example/')).toBe('/evil.example');
    expect(redirectTarget(rules, '///evil.example/x.html')).toBe('/evil.example/x');
    expect(redirectTarget(rules, '/\\evil.example/')).toBe('/evil.example');
  });

  it('reads only the 301 rules of a file, in order', () => {
    expect(parseRedirects('# a comment\n/a/ /a 301\n/b /c 302\n/d /e 301 extra\n/*/ /:splat 301\n')).toEqual([
      { from: '/a/', to: '/a' },
      { from: '/*/', to: '/:splat' },
    ]);
  });
});
