/**
 * The publish page: a server-rendered HTML page that works without JavaScript. It shows the state
 * of publishing, the entries and files Publish will send with a link to preview each page, and the
 * buttons: "Publish", "Build preview", "Undo last publish". While something builds it reloads
 * itself every few seconds (a meta refresh, no script).
 */
import { createHash } from 'node:crypto';
import type { ChangedEntry } from '../../../lib/publish/changed-entries.ts';
import { PUBLISH_STATE_LABELS } from '../../../lib/publish/publish-state.ts';
import {
  PREVIEW_EXIT,
  PUBLISH_PAGE,
  PUBLISH_PREVIEW_BUILD,
  PUBLISH_UNDO,
  previewHref,
} from '../../../lib/publish/publish-paths.ts';
import type { EditorIdentity } from '../editor/identity.ts';
import { editorDocument, escapeHtml, signOutBar } from '../editor/pages.ts';
import type { PreviewStatus, PublishStatus } from './publisher.ts';

const STYLE = `:root{color-scheme:light dark}
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1.5rem;color:light-dark(#0f172a,#f1f5f9);background:light-dark(#fff,#0f172a)}
h1{font-size:1.5rem}h2{font-size:1.125rem;margin-top:2rem}
.state{border:1px solid light-dark(#cbd5e1,#475569);border-radius:.5rem;padding:.75rem 1rem}
.failed{border-color:light-dark(#b91c1c,#f87171)}.pending{border-color:light-dark(#b45309,#fbbf24)}
button{font:inherit;padding:.5rem 1rem;border-radius:.5rem;border:1px solid light-dark(#334155,#94a3b8);background:light-dark(#f8fafc,#1e293b);color:inherit;cursor:pointer}
button.primary{background:#4338ca;color:#fff;border-color:#4338ca}
button:disabled{cursor:not-allowed;opacity:.6}
button:focus-visible,a:focus-visible{outline:3px solid light-dark(#4338ca,#a5b4fc);outline-offset:2px}
form{display:inline-block;margin:0 .5rem .5rem 0}
.studio-editor-bar{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:flex-end}
.studio-editor-bar form{margin:0}
pre{white-space:pre-wrap;background:light-dark(#f1f5f9,#1e293b);padding:.5rem;border-radius:.25rem}
a{color:light-dark(#3730a3,#a5b4fc)}`;

/** The page's Content-Security-Policy: nothing but its own style, the inlined icon and forms to itself. */
export const PUBLISH_PAGE_CSP = `default-src 'none'; img-src data:; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export interface PublishPageData {
  editor: EditorIdentity;
  status: PublishStatus;
  preview: PreviewStatus;
  changes: ChangedEntry[];
  /** A publish, preview or undo waits or runs: the page reloads itself until it ends. */
  busy: boolean;
}

function entryList(entries: readonly ChangedEntry[], withPreview: boolean): string {
  return `<ul>${entries
    .map(
      (entry) =>
        `<li><strong>${escapeHtml(entry.label)}</strong>${
          entry.page && withPreview ? ` — <a href="${escapeHtml(previewHref(entry.page))}">preview its page</a>` : ''
        }<ul>${entry.files.map((file) => `<li>${escapeHtml(file.change)}: content/${escapeHtml(file.path)}</li>`).join('')}</ul></li>`,
    )
    .join('')}</ul>`;
}

const button = (action: string, label: string, primary = false, disabled = false) =>
  `<form method="post" action="${action}"><button type="submit"${primary ? ' class="primary"' : ''}${disabled ? ' disabled' : ''}>${escapeHtml(label)}</button></form>`;

export function publishPage({ editor, status, preview, changes, busy }: PublishPageData): string {
  const problems = (lines: readonly string[]) =>
    lines.length ? `<ul>${lines.map((line) => `<li><pre>${escapeHtml(line)}</pre></li>`).join('')}</ul>` : '';
  const previewReady = preview.state === 'ready';
  return editorDocument(
    'Publish — content editor',
    `${busy ? '<meta http-equiv="refresh" content="3">' : ''}\n<style>${STYLE}</style>`,
    `<main>
${signOutBar(editor, [{ href: '/keystatic', label: 'Back to the editor' }])}
<h1>Publish</h1>
<section aria-labelledby="state-heading">
<h2 id="state-heading">State</h2>
<div class="state ${escapeHtml(status.state)}" role="status" data-state="${escapeHtml(status.state)}">
<p><strong>${escapeHtml(PUBLISH_STATE_LABELS[status.state])}</strong></p>
<p>${escapeHtml(status.message)}</p>
${problems(status.problems)}
${status.editors.length ? `<p>Asked for by ${status.editors.map((who) => escapeHtml(who.name)).join(', ')}, ${escapeHtml(status.at)}.</p>` : ''}
</div>
</section>
<section aria-labelledby="changes-heading">
<h2 id="changes-heading">What Publish will send</h2>
${
  changes.length
    ? `<p>${changes.length} entr${changes.length === 1 ? 'y' : 'ies'} saved since the last publish:</p>${entryList(changes, previewReady)}`
    : '<p>No saved changes: everything saved is published.</p>'
}
${button(PUBLISH_PAGE, 'Publish', true, changes.length === 0 || busy)}
${button(PUBLISH_PREVIEW_BUILD, 'Build preview', false, busy)}
${button(PUBLISH_UNDO, 'Undo last publish', false, busy)}
</section>
<section aria-labelledby="preview-heading">
<h2 id="preview-heading">Preview</h2>
<p data-preview-state="${escapeHtml(preview.state)}">${escapeHtml(preview.message)}${
      previewReady ? ` Built ${escapeHtml(preview.at)}; build it again after new saves.` : ''
    }</p>
${problems(preview.problems)}
${previewReady ? `<p><a href="${escapeHtml(previewHref('/'))}">Open the site in preview</a> · <a href="${PREVIEW_EXIT}">Exit preview</a></p>` : ''}
<p>Building takes about a minute. The preview is shown only to signed-in editors, with a banner on every page.</p>
</section>
</main>
`,
  );
}

/** The banner on every page of the preview: it says so, and leads out of it. */
export const PREVIEW_BANNER = `<div role="region" aria-label="Preview"><p><strong>Preview — not published.</strong> This page shows the saved changes. <a href="${PREVIEW_EXIT}">Exit preview</a> · <a href="${PUBLISH_PAGE}">Publish</a></p></div>`;
