/**
 * One URL per page on both hosts. The build writes every other spelling of a page's URL (`/x/`,
 * `/x.html`, `/index.html`) as a 301 rule to `dist/_redirects`, which the Workers host applies
 * before it serves a file (its own html_handling would answer 307), and which `npm start`'s handler
 * reads and applies the same way (src/server/node/site-handler.ts). The query is kept.
 */
export interface PageRedirect {
  from: string;
  to: string;
}

/** The redirects of the built pages, given by their paths ('/', '/projects', '/case-studies/x'). */
export function pageRedirects(pages: readonly string[]): PageRedirect[] {
  return [...new Set(pages)]
    .filter((page) => page !== '/404')
    .sort()
    .flatMap((page) =>
      page === '/'
        ? [{ from: '/index.html', to: '/' }]
        : [
            { from: `${page}/`, to: page },
            { from: `${page}.html`, to: page },
          ],
    );
}

/** The `_redirects` file of the Workers host: one static 301 rule a line. */
export const redirectsFile = (redirects: readonly PageRedirect[]): string =>
  redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('');

/** The 301 rules of a `_redirects` file, by the path they answer (other lines are ignored). */
export function parseRedirects(text: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [from, to, status, ...rest] = line.trim().split(/\s+/);
    if (from?.startsWith('/') && to && status === '301' && rest.length === 0) rules.set(from, to);
  }
  return rules;
}
