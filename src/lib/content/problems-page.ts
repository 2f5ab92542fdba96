/**
 * The page `npm run dev` shows instead of the site while a content file is invalid: every
 * problem line, escaped, in an overlay styled like Astro's, with Vite's client so the page
 * reloads by itself when the file is fixed, and for each file the editor opens a link to where
 * it is fixed in the browser (the editor's repair view).
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface ProblemsPageOptions {
  /** Where the content editor fixes a file (its repair view), for the files it can open. */
  fixHref?: (file: string) => string | undefined;
}

export function contentProblemsPage(problems: readonly string[], { fixHref }: ProblemsPageOptions = {}): string {
  const count = `${problems.length} content error${problems.length === 1 ? '' : 's'}`;
  const linked = new Set<string>();
  const items = problems
    .map((line) => {
      const match = /^content error in (.+?): (.+?): (.*)$/.exec(line);
      if (!match) return `<li>${escapeHtml(line)}</li>`;
      const [, file = '', field = '', message = ''] = match;
      // One link per file, on its first problem.
      const href = linked.has(file) ? undefined : fixHref?.(file);
      if (href) linked.add(file);
      const fix = href ? `<p><a href="${escapeHtml(href)}">Fix content/${escapeHtml(file)} in the editor</a></p>` : '';
      return `<li><code class="file">content/${escapeHtml(file)}</code> <code class="field">${escapeHtml(field)}</code><p>${escapeHtml(message)}</p>${fix}</li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${count}</title>
<link rel="icon" href="data:,">
<script type="module" src="/@vite/client"></script>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#13151a;color:#e5e7eb}
main{max-width:60rem;margin:0 auto;padding:3rem 1.5rem}
h1{margin:0 0 .25rem;font-size:1.75rem;color:#ff8a8a}
ul{list-style:none;margin:1.5rem 0;padding:0;display:grid;gap:1rem}
li{background:#1f232b;border:1px solid #3b2228;border-left:4px solid #ff5d5d;border-radius:.5rem;padding:1rem 1.25rem}
code{font:600 .95rem ui-monospace,monospace}.file{color:#fff}.field{color:#ffb4a2;margin-left:.5rem}
p{margin:.5rem 0 0}.hint{color:#9ca3af}a{color:#93c5fd}a:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
</style></head>
<body><main role="alert">
<h1>${count}</h1>
<p class="hint">Fix the file${problems.length === 1 ? '' : 's'} below and save: this page reloads by itself. <code>npm run content:check</code> prints the same list.</p>
<ul>${items}</ul>
</main></body></html>`;
}
