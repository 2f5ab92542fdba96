/**
 * One URL per page on both hosts, at any catalogue size. Every other spelling of a page's URL
 * (`/x/`, `/x.html`, `/index.html`) answers 301 with its one URL, the query kept. The build writes
 * three rules to `dist/_redirects`, whatever the number of pages: the Workers host applies them
 * before it serves a file (its own html_handling would answer 307), and `npm start`'s handler
 * (src/server/node/site-handler.ts) reads the same file and applies it the same way.
 *
 * Two of the rules carry a splat (`*`), which Workers counts as dynamic redirects (at most 100,
 * beside at most 2,000 static ones): one rule per page, as before, passed 2,000 at about 1,000
 * pages. A path that names no page is redirected too and then answered 404 at its one URL, on both
 * hosts alike.
 */
export interface RedirectRule {
  /** A path, with at most one `*` (any characters, `/` included). */
  from: string;
  /** A path; `:splat` stands for what the `*` matched. */
  to: string;
}

/** The status of every rule: the other spellings have moved for good. */
const REDIRECT_STATUS = '301';

/**
 * The rules, in the order a host tries them (the first that matches applies; static before
 * dynamic, as Workers requires). The 404 page's own file is left to each host's 404 handling by
 * the hosts themselves, before these rules.
 */
export const PAGE_REDIRECT_RULES: readonly RedirectRule[] = [
  { from: '/index.html', to: '/' },
  { from: '/*/', to: '/:splat' },
  { from: '/*.html', to: '/:splat' },
];

/** The `_redirects` file of the Workers host: one 301 rule a line. */
export const redirectsFile = (rules: readonly RedirectRule[]): string =>
  rules.map(({ from, to }) => `${from} ${to} ${REDIRECT_STATUS}\n`).join('');

/** The 301 rules of a `_redirects` file, in its order (comments and other statuses are ignored). */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const line of text.split('\n')) {
    const [from, to, status, ...rest] = line.trim().split(/\s+/);
    if (from?.startsWith('/') && to && status === REDIRECT_STATUS && rest.length === 0) rules.push({ from, to });
  }
  return rules;
}

const escapeRegExp = (text: string): string => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** One rule's source as the Workers rules engine reads it: `*` is any run of characters. */
const sourcePattern = (from: string): RegExp =>
  new RegExp(`^${from.split('*').map(escapeRegExp).join('(?<splat>.*)')}$`);

/** The pattern of each rule, compiled once. */
export function compileRedirects(rules: readonly RedirectRule[]): readonly (RedirectRule & { pattern: RegExp })[] {
  return rules.map((rule) => ({ ...rule, pattern: sourcePattern(rule.from) }));
}

/**
 * Where a path is sent, or undefined when no rule matches. A run of slashes at the start of the
 * answer becomes one, as on the Workers host: `//evil.example/` is sent to `/evil.example`, never to
 * another host.
 */
export function redirectTarget(
  rules: readonly (RedirectRule & { pattern: RegExp })[],
  path: string,
): string | undefined {
  for (const { pattern, to } of rules) {
    const match = pattern.exec(path);
    if (!match) continue;
    const target = to.replaceAll(':splat', match.groups?.['splat'] ?? '');
    return target.replace(/^[/\\]+/, '/');
  }
  return undefined;
}
