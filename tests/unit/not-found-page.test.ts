import { describe, expect, it } from 'vitest';
import { isNotFoundPagePath, notFoundFiles, notFoundPageOf } from '../../src/lib/not-found-page';

describe('the 404 pages', () => {
  it("knows their own URLs, the site's and each language's", () => {
    for (const path of ['/404', '/404/', '/404.html', '/404.html.br', '/de/404', '/de/404.html.gz'])
      expect(isNotFoundPagePath(path), path).toBe(true);
    for (const path of ['/4040', '/tools/404', '/de/x/404', '/404.htm', '/de404'])
      expect(isNotFoundPagePath(path), path).toBe(false);
  });

  it('stands each own URL for its page', () => {
    expect(notFoundPageOf('/404.html')).toBe('/404');
    expect(notFoundPageOf('/de/404/')).toBe('/de/404');
  });

  it('answers a path with the nearest 404 file up its folders', () => {
    expect(notFoundFiles('/de/projects/x')).toEqual(['de/projects/404.html', 'de/404.html', '404.html']);
    expect(notFoundFiles('/de/x')).toEqual(['de/404.html', '404.html']);
    expect(notFoundFiles('/x')).toEqual(['404.html']);
    expect(notFoundFiles('/')).toEqual(['404.html']);
  });
});
