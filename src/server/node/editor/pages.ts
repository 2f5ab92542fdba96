/**
 * The editor's server-rendered pages under `npm start`: the sign-in page (works without
 * JavaScript; its one <style> element is allowed by its hash, no style attribute, no script) and
 * the page that loads Keystatic's UI (the editor's bundle, .astro/editor/assets/) with the
 * signed-in bar and its "Sign out" form. Each page's Content-Security-Policy is its own
 * (editorPageCsp): the site's pages keep theirs.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { svgDataUri } from '../../../lib/data-uri.ts';
import { EDITOR_ASSETS_PATH, EDITOR_ROOT_ID, SIGN_IN_PATH, SIGN_OUT_PATH } from '../../../lib/admin-paths.ts';
import type { EditorIdentity } from './identity.ts';

/** What the sign-in page's form and button say (tests/e2e and the docs use the same words). */
export const SIGN_IN_LABELS = {
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  signOut: 'Sign out',
  /** The same words for an unknown email and a wrong password. */
  refused: 'That email and password do not match an editor account.',
  slowedDown: (seconds: number) =>
    `Too many wrong passwords: wait ${seconds} second${seconds === 1 ? '' : 's'} before trying again.`,
  signedOut: 'You are signed out.',
  expired: 'Your session has ended: sign in again.',
} as const;

/** Text for HTML (content and attribute values): the editor's pages and the publish page. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The sign-in page's styles: the site's type, surfaces and accent, light and dark. */
const SIGN_IN_STYLE = `
:root { color-scheme: light dark; font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem; box-sizing: border-box;
  background: light-dark(oklch(98.4% 0.003 248), oklch(12.9% 0.042 265)); color: light-dark(oklch(20.8% 0.042 266), oklch(96.8% 0.007 248)); }
main { width: 100%; max-width: 24rem; box-sizing: border-box; padding: 2rem 1.75rem; border-radius: 1rem;
  background: light-dark(#fff, oklch(20.8% 0.042 266)); border: 1px solid light-dark(oklch(92.9% 0.013 256), oklch(31% 0.041 260));
  box-shadow: 0 10px 30px -12px oklch(0.511 0.262 277 / 0.25); }
.brand { margin: 0 0 0.25rem; font-size: 0.875rem; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase;
  color: light-dark(oklch(0.511 0.262 277), oklch(78.5% 0.115 275)); }
h1 { margin: 0 0 1.5rem; font-size: 1.5rem; line-height: 1.25; }
label { display: block; margin: 0 0 0.375rem; font-weight: 600; font-size: 0.9375rem; }
input { display: block; width: 100%; box-sizing: border-box; margin: 0 0 1.125rem; padding: 0.625rem 0.75rem; font: inherit;
  border-radius: 0.5rem; border: 1px solid light-dark(oklch(70.4% 0.04 257), oklch(55.4% 0.046 257));
  background: light-dark(#fff, oklch(12.9% 0.042 265)); color: inherit; }
button { display: inline-flex; justify-content: center; width: 100%; padding: 0.6875rem 1rem; font: inherit; font-weight: 600; cursor: pointer;
  border: 0; border-radius: 0.5rem; color: #fff; background: linear-gradient(90deg, oklch(0.511 0.262 277), oklch(0.541 0.281 293)); }
input:focus-visible, button:focus-visible { outline: 3px solid light-dark(oklch(0.511 0.262 277), oklch(0.785 0.115 274.7)); outline-offset: 2px; }
.message { margin: 0 0 1.25rem; padding: 0.75rem 0.875rem; border-radius: 0.5rem; border-left: 4px solid oklch(50.5% 0.213 28);
  background: light-dark(oklch(97.1% 0.013 17), oklch(25.8% 0.092 26)); }
.message.notice { border-left-color: oklch(0.511 0.262 277); background: light-dark(oklch(96.2% 0.018 272), oklch(25.7% 0.09 281)); }
.hint { margin: 1.25rem 0 0; font-size: 0.875rem; color: light-dark(oklch(44.6% 0.043 257), oklch(75% 0.035 256)); }
`;

const styleHash = `'sha256-${createHash('sha256').update(SIGN_IN_STYLE).digest('base64')}'`;

/** The editor pages' policy: scripts from this origin only; Keystatic's UI inserts its own <style> elements. */
export function editorPageCsp(page: 'sign-in' | 'editor'): string {
  // The editor's empty stand-in for Keystatic's remote font stylesheet is a data: URL (keystatic-adapter.ts).
  const style = page === 'sign-in' ? styleHash : "'self' 'unsafe-inline' data:";
  const script = page === 'sign-in' ? "'none'" : "'self'";
  return [
    "default-src 'self'",
    `script-src ${script}`,
    `style-src ${style}`,
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The site's favicon (src/assets/favicon.svg), inlined as the site's pages do. */
const FAVICON = svgDataUri(readFileSync(new URL('../../../assets/favicon.svg', import.meta.url), 'utf8'));

/** An editor page: the document shell every editor page shares (noindex, the site's icon). */
export function editorDocument(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${FAVICON}" type="image/svg+xml">
${head}
</head>
<body>
${body}
</body>
</html>
`;
}

export interface SignInPageOptions {
  email?: string;
  message?: { text: string; kind: 'problem' | 'notice' };
  /** Where to go after signing in (an editor path). */
  next?: string;
}

export function signInPage({ email = '', message, next }: SignInPageOptions = {}): string {
  const shown = message
    ? `<p class="message${message.kind === 'notice' ? ' notice' : ''}" role="${message.kind === 'problem' ? 'alert' : 'status'}">${escapeHtml(message.text)}</p>`
    : '';
  return editorDocument(
    'Sign in · Content editor',
    `<style>${SIGN_IN_STYLE}</style>`,
    `<main>
<p class="brand">Content editor</p>
<h1>Sign in</h1>
${shown}
<form method="post" action="${SIGN_IN_PATH}">
${next ? `<input type="hidden" name="next" value="${escapeHtml(next)}">` : ''}
<label for="email">${SIGN_IN_LABELS.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
<label for="password">${SIGN_IN_LABELS.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">${SIGN_IN_LABELS.submit}</button>
</form>
<p class="hint">No account? Ask the site's operator for one.</p>
</main>`,
  );
}

/** A link of the signed-in bar to another editor page (the publish page). */
export interface EditorLink {
  href: string;
  label: string;
}

/** The signed-in bar: who, links to the other editor pages, and the "Sign out" form (every editor page carries it). */
export const signOutBar = (editor: EditorIdentity, links: readonly EditorLink[] = []): string =>
  `<div class="studio-editor-bar"><span>Signed in as ${escapeHtml(editor.name)}</span>${links
    .map(({ href, label }) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`)
    .join(
      '',
    )}<form method="post" action="${SIGN_OUT_PATH}"><button type="submit">${SIGN_IN_LABELS.signOut}</button></form></div>`;

/** The page of Keystatic's UI: the bundle's script and stylesheet (Vite's manifest), and the bar. */
export function editorAppPage(
  editor: EditorIdentity,
  entry: { script: string; styles: string[] },
  links: readonly EditorLink[] = [],
): string {
  const asset = (file: string) => `${EDITOR_ASSETS_PATH}/${file}`;
  return editorDocument(
    'Content editor',
    [
      ...entry.styles.map((file) => `<link rel="stylesheet" href="${asset(file)}">`),
      `<script type="module" src="${asset(entry.script)}"></script>`,
    ].join('\n'),
    `${signOutBar(editor, links)}\n<div id="${EDITOR_ROOT_ID}"></div>\n<noscript><p>The content editor needs JavaScript.</p></noscript>`,
  );
}
