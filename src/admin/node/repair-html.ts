/**
 * The repair view's page (/keystatic/repair), as HTML: the content check's problems by file, and
 * for one file its problems in plain words at their lines beside the file's own text, to correct
 * and save. One rendering for both hosts of the editor: the dev server's page
 * (repair-page.astro) and the editor server of `npm start` (src/server/node/editor/server.ts), each
 * in its own document with REPAIR_STYLE and the page's script (src/admin/browser/repair-main.ts).
 * A plain form post: it works without the script, which only moves to a line.
 */
import { escapeHtml } from '../../lib/html-text.ts';
import type { ProblemLine } from '../../lib/content/problem-lines.ts';
import { REPAIR_PATH, repairHref } from '../../lib/admin-paths.ts';
import type { FileProblems } from './repair.ts';

/** What the page shows: the state of content/ and of the file asked for. */
export interface RepairView {
  /** The file asked for (`?file=projects/x.md`), or the list of every problem. */
  file?: string;
  all: FileProblems[];
  /** The file's text (or the refused text, kept), when it is an entry file of the editor's kinds. */
  text?: string;
  /** The file's problems now. */
  ofFile: ProblemLine[];
  /** The problems a refused save would have added. */
  refused?: ProblemLine[];
  saved: boolean;
  editorPath?: string;
  sitePage?: string;
}

export const repairTitle = (file: string | undefined): string =>
  file === undefined ? 'Content problems' : `Fix content/${file}`;

const fieldName = (problem: ProblemLine) => (problem.line ? `Line ${problem.line}` : problem.field);
const e = escapeHtml;
const link = (href: string, text: string) => `<a href="${e(href)}">${e(text)}</a>`;
const lineButton = (line: number) =>
  `<button type="button" class="to-line" data-line="${line}">Go to line ${line}</button>`;
const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

function problemsList(view: RepairView): string {
  if (view.all.length === 0)
    return `<p class="ok" role="status">No content problems: every file passes the check, and the site's pages show.</p>`;
  const files = view.all.map(
    (entry) =>
      `<li><h2><code>content/${e(entry.file)}</code></h2><ul class="problems">${entry.problems
        .map((problem) => `<li><strong>${e(fieldName(problem))}</strong>: ${e(problem.message)}</li>`)
        .join('')}</ul>${
        entry.repairPath
          ? `<p class="actions">${link(entry.repairPath, `Fix the text of ${entry.file}`)}${
              entry.editorPath ? link(entry.editorPath, `Open ${entry.file} in the form`) : ''
            }</p>`
          : ''
      }</li>`,
  );
  return `<p>While a file has a problem, the site's pages show this list instead. Open a file's form to fix a field, or its text when the form cannot open it.</p>
<ul class="files">${files.join('\n')}</ul>`;
}

function fileEditor(view: RepairView & { file: string; text: string }): string {
  const { file, ofFile, refused, saved, editorPath, sitePage } = view;
  const parts: string[] = [];
  if (saved)
    parts.push(
      `<div class="notice ok" role="status" tabindex="-1" data-focus><p>Saved. ${
        ofFile.length === 0
          ? 'The file passes the check.'
          : `The file still has ${plural(ofFile.length, 'a problem', 'problems')}, listed below.`
      }</p>${
        ofFile.length === 0
          ? `<p class="actions">${editorPath ? link(editorPath, 'Open it in the form') : ''}${
              sitePage ? link(sitePage, 'View its page') : ''
            }</p>`
          : ''
      }</div>`,
    );
  if (refused)
    parts.push(
      `<div class="notice refused" role="alert" tabindex="-1" data-focus data-refused><h2>Not saved: this text would break the content check</h2><ul class="problems">${refused
        .map(
          (problem) =>
            `<li><code>content/${e(problem.file)}</code> <strong>${e(fieldName(problem))}</strong>: ${e(problem.message)}${
              problem.file === file && problem.line ? lineButton(problem.line) : ''
            }</li>`,
        )
        .join('')}</ul><p>Nothing was written. Your text is kept below: correct it and save again.</p></div>`,
    );
  if (!refused && ofFile.length > 0)
    parts.push(
      `<section class="notice refused" aria-labelledby="problems-heading"><h2 id="problems-heading">${
        ofFile.length === 1 ? 'The problem in this file' : `${ofFile.length} problems in this file`
      }</h2><ul class="problems">${ofFile
        .map(
          (problem) =>
            `<li><strong>${e(fieldName(problem))}</strong>: ${e(problem.message)}${problem.line ? lineButton(problem.line) : ''}</li>`,
        )
        .join('')}</ul></section>`,
    );
  if (!refused && !saved && ofFile.length === 0)
    parts.push('<p class="ok" role="status">This file passes the check.</p>');
  // A newline first: the HTML parser drops one at the start of a textarea's text.
  parts.push(`<form method="post" action="${e(repairHref(file))}">
<label for="text">The text of content/${e(file)}</label>
<p id="text-hint" class="hint">Saving checks the whole content first: nothing is written if the text would add a problem. <span id="caret" aria-live="off"></span></p>
<textarea id="text" name="text" rows="24" spellcheck="false" aria-describedby="text-hint">
${e(view.text)}</textarea>
<p class="actions"><button type="submit">Save the file</button>${editorPath ? link(editorPath, 'Open in the form') : ''}</p>
</form>`);
  return parts.join('\n');
}

/** The page's body: its bar (`extraBar`: the signed-in bar's HTML on `npm start`) and its main content. */
export function repairBody(view: RepairView, extraBar = ''): string {
  const { file, text } = view;
  const content =
    file === undefined
      ? problemsList(view)
      : text === undefined
        ? `<p role="alert"><code>content/${e(file)}</code> is not a file of the editor's kinds, or it does not exist.</p>`
        : fileEditor({ ...view, file, text });
  return `<header class="bar"><a href="/keystatic">Content editor</a>${
    file !== undefined ? link(REPAIR_PATH, 'All content problems') : ''
  }${extraBar}</header>
<main id="main">
<h1>${e(repairTitle(file))}</h1>
${content}
</main>`;
}

/** The page's styles (one <style> element, the page's only CSS). */
export const REPAIR_STYLE = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f2328; background: #fff; }
.bar { display: flex; flex-wrap: wrap; align-items: center; gap: 1.5rem; padding: 0.75rem 1.5rem; border-bottom: 1px solid #d0d7de; background: #f6f8fa; }
.bar .studio-editor-bar { display: flex; align-items: center; gap: 1rem; margin-left: auto; }
.bar .studio-editor-bar form { margin: 0; }
main { max-width: 64rem; margin: 0 auto; padding: 1.5rem; }
h1 { margin: 0 0 1rem; font-size: 1.5rem; overflow-wrap: anywhere; }
h2 { margin: 0 0 0.5rem; font-size: 1.1rem; }
a { color: #0550ae; }
a:focus-visible, button:focus-visible, textarea:focus-visible, [tabindex='-1']:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
.files { list-style: none; padding: 0; display: grid; gap: 1rem; }
.files > li, .notice { border: 1px solid #d0d7de; border-left: 4px solid #cf222e; border-radius: 0.5rem; padding: 1rem 1.25rem; margin-bottom: 1rem; }
.notice.ok { border-left-color: #1a7f37; }
p.ok { border: 1px solid #d0d7de; border-left: 4px solid #1a7f37; border-radius: 0.5rem; padding: 0.75rem 1.25rem; }
.problems { margin: 0; padding-left: 1.25rem; }
.problems li + li { margin-top: 0.35rem; }
.actions { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; margin: 0.75rem 0 0; }
label { display: block; font-weight: 600; }
.hint { margin: 0.25rem 0 0.5rem; color: #57606a; }
#caret { margin-left: 0.5rem; }
textarea { box-sizing: border-box; width: 100%; font: 14px/1.5 ui-monospace, monospace; padding: 0.5rem 0.75rem; border: 1px solid #6e7781; border-radius: 0.375rem; tab-size: 2; }
button { font: inherit; cursor: pointer; border-radius: 0.375rem; border: 1px solid #6e7781; background: #f6f8fa; padding: 0.25rem 0.75rem; }
button[type='submit'] { background: #1f6feb; border-color: #1f6feb; color: #fff; padding: 0.5rem 1rem; font-weight: 600; }
.to-line { margin-left: 0.5rem; font-size: 0.875rem; }
code { font: 600 0.95em ui-monospace, monospace; overflow-wrap: anywhere; }
`;
