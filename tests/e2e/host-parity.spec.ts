/**
 * The two hosts serve the same site: every page of the test catalogue's build, a hashed asset and
 * the 404 page, from `npm start` (Node) and from the Worker in workerd (`npm run preview:edge`),
 * with the same bytes (as decoded), the same status and the same content, caching and security
 * headers. Runs once (the chromium project), asking both servers.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SEARCH_INDEX_EXTENSIONS } from '../../src/lib/content-types';
import { isNotFoundPagePath } from '../../src/lib/not-found-page';
import { SECURITY_HEADERS } from '../../src/lib/security-headers';
import { fixturePaths } from '../support/fixture';
import { edgePorts, nodeTestPort } from '../support/ports';

const node = `http://127.0.0.1:${nodeTestPort()}`;
const edge = `http://127.0.0.1:${edgePorts(nodeTestPort()).preview}`;
const COMPARED_HEADERS = [
  'content-type',
  'cache-control',
  ...Object.keys(SECURITY_HEADERS).map((h) => h.toLowerCase()),
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const dist = fixturePaths.dist;
const built = files(dist).map((file) => `/${relative(dist, file).split('\\').join('/')}`);
/** Every page by the URL the site links to: /index.html is /, /projects.html is /projects. */
const pages = built
  .filter((path) => path.endsWith('.html') && !isNotFoundPagePath(path))
  .map((path) => (path === '/index.html' ? '/' : path.replace(/(\/index)?\.html$/, '')));
const hashedAsset = built.find((path) => path.startsWith('/_astro/') && path.endsWith('.js'));

async function both(request: APIRequestContext, path: string) {
  const [fromNode, fromEdge] = await Promise.all([request.get(node + path), request.get(edge + path)]);
  return { fromNode, fromEdge };
}

function picked(headers: Record<string, string>): Record<string, string | undefined> {
  return Object.fromEntries(COMPARED_HEADERS.map((name) => [name, headers[name]]));
}

test('every page: same status, bytes and headers on both hosts', async ({ request }) => {
  test.setTimeout(180_000);
  expect(pages.length).toBeGreaterThan(10);
  for (const path of [...pages, ...(hashedAsset ? [hashedAsset] : [])]) {
    const { fromNode, fromEdge } = await both(request, path);
    expect.soft(fromEdge.status(), path).toBe(fromNode.status());
    expect.soft(fromNode.status(), path).toBe(200);
    expect.soft(picked(fromEdge.headers()), path).toEqual(picked(fromNode.headers()));
    expect.soft(Buffer.compare(await fromEdge.body(), await fromNode.body()), path).toBe(0);
  }
});

test('unknown paths: the 404 page with status 404 on both hosts', async ({ request }) => {
  for (const path of ['/no-such-page', '/case-studies/no-such-study', '/tools/detail/nothing', '/de/no-such-page']) {
    const { fromNode, fromEdge } = await both(request, path);
    expect(fromNode.status(), path).toBe(404);
    expect(fromEdge.status(), path).toBe(404);
    expect(Buffer.compare(await fromEdge.body(), await fromNode.body()), path).toBe(0);
    expect(await fromEdge.text()).toContain('<title>');
    // Under a language's prefix, that language's 404 page.
    expect(await fromEdge.text()).toContain(`<html lang="${path.startsWith('/de/') ? 'de' : 'en'}"`);
  }
});

test('one URL per page: /x/, /x.html and /index.html answer 301 to the canonical path on both hosts, the query kept', async ({
  request,
}) => {
  const page = pages.find((path) => path.split('/').length > 2) ?? '/projects';
  const cases: [string, string][] = [
    [`${page}/`, page],
    [`${page}.html`, page],
    [`${page}.html?from=nav`, `${page}?from=nav`],
    ['/projects/?page=2', '/projects?page=2'],
    ['/index.html', '/'],
    ['/faq.html', '/faq'],
  ];
  for (const [path, location] of cases) {
    const [fromNode, fromEdge] = await Promise.all([
      request.get(node + path, { maxRedirects: 0 }),
      request.get(edge + path, { maxRedirects: 0 }),
    ]);
    for (const [host, res] of [
      ['node', fromNode],
      ['edge', fromEdge],
    ] as const) {
      expect.soft(res.status(), `${host} ${path}`).toBe(301);
      expect
        .soft(
          new URL(res.headers().location ?? '', 'http://x').pathname +
            new URL(res.headers().location ?? '', 'http://x').search,
          `${host} ${path}`,
        )
        .toBe(location);
    }
  }
});

test("the 404 page's own URLs: its content with status 404 on both hosts, as an unknown path", async ({ request }) => {
  for (const path of ['/404', '/404/', '/404.html', '/de/404', '/de/404.html']) {
    const unknown = await request.get(`${node}${path.startsWith('/de/') ? '/de' : ''}/no-such-page`);
    const [fromNode, fromEdge] = await Promise.all([
      request.get(node + path, { maxRedirects: 0 }),
      request.get(edge + path, { maxRedirects: 0 }),
    ]);
    expect.soft(fromNode.status(), `node ${path}`).toBe(404);
    expect.soft(fromEdge.status(), `edge ${path}`).toBe(404);
    expect.soft(Buffer.compare(await fromEdge.body(), await unknown.body()), `edge ${path}`).toBe(0);
    expect.soft(picked(fromEdge.headers()), path).toEqual(picked(fromNode.headers()));
  }
});

test("the site search's index files: one Content-Type, never empty, on both hosts", async ({ request }) => {
  const searchFiles = SEARCH_INDEX_EXTENSIONS.map((extension) =>
    built.find((path) => path.startsWith('/pagefind/') && path.endsWith(`.${extension}`)),
  );
  expect(searchFiles.filter(Boolean)).toHaveLength(SEARCH_INDEX_EXTENSIONS.length);
  for (const path of searchFiles.filter((file): file is string => file !== undefined)) {
    const { fromNode, fromEdge } = await both(request, path);
    expect.soft(fromEdge.status(), path).toBe(200);
    expect.soft(fromEdge.headers()['content-type'], path).toBe('application/octet-stream');
    expect.soft(picked(fromEdge.headers()), path).toEqual(picked(fromNode.headers()));
  }
});
