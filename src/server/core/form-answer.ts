/**
 * The API's answers to a browser's form post (the forms without JavaScript): a valid post is
 * sent on to its confirmation page (303 See Other), anything else gets a page that lists each
 * field's label and message with a link back to the form (the browser's Back button keeps what
 * was typed). The page is the site's own `/form-problem` page when the server has the build
 * (`formAnswerPage(template)`), else a small page of its own.
 */
import { FORM_BACK_ATTRIBUTE, FORM_ISSUES_MARKER, FORM_PAGES, FORM_PROBLEM_PAGE } from '../../lib/forms/form-pages.ts';
import { CONSULTATION_LABELS, REQUEST_LABELS } from '../../lib/forms/labels.ts';
import { FORM_STEP_TEXTS } from '../../lib/forms/messages.ts';
import { isFormType, type FormType } from '../../lib/forms/values.ts';
import type { FieldIssue } from '../../lib/forms/schemas.ts';
import { escapeHtml } from '../../lib/html-text.ts';

export interface FormAnswer {
  /** Each field's label and message; a message without a label concerns the whole post. */
  issues: readonly { label?: string | undefined; message: string }[];
  /** The form the post came from. */
  backHref: string;
}

/** Renders the page for an answer. */
export type FormAnswerPage = (answer: FormAnswer) => string;

const LABELS: Record<FormType, Readonly<Record<string, string>>> = {
  consultation: CONSULTATION_LABELS,
  request: REQUEST_LABELS,
};

/** Field issues with the labels the visitor read next to each field. */
export function labelledIssues(formType: unknown, issues: readonly FieldIssue[]): FormAnswer['issues'] {
  const labels = isFormType(formType) ? LABELS[formType] : {};
  return issues.map(({ path, message }) => ({ label: labels[path.split('.')[0] ?? ''] ?? path, message }));
}

/**
 * Where "back" goes: the page the post came from when it is on this site, else the form of its
 * type, else the request form.
 */
export function backHrefOf(referer: string | undefined, requestUrl: string, formType: unknown): string {
  if (referer) {
    try {
      const from = new URL(referer);
      // A path on this site: exactly one leading slash (`//host` or `/\host` would leave it).
      const path = from.pathname + from.search;
      if (from.host === new URL(requestUrl).host && /^\/(?![/\\])/.test(path)) return path;
    } catch {
      // not a URL: fall through
    }
  }
  return FORM_PAGES[isFormType(formType) ? formType : 'request'];
}

function issueItems({ issues }: FormAnswer): string {
  return issues
    .map(({ label, message }) =>
      label
        ? `<li><strong>${escapeHtml(label)}</strong>: ${escapeHtml(message)}</li>`
        : `<li>${escapeHtml(message)}</li>`,
    )
    .join('');
}

const BACK_LINK = new RegExp(`<a href="[^"]*"([^>]*\\s${FORM_BACK_ATTRIBUTE}[\\s>=])`);

/** Answers in the site's own page: `template` is the built `/form-problem` page. */
export function formAnswerPage(template?: string): FormAnswerPage {
  if (template?.includes(FORM_ISSUES_MARKER) && BACK_LINK.test(template)) {
    return (answer) =>
      template
        // Function replacements: `$&`, `$'`... in a message (a charset a visitor sent) stay text.
        .replace(FORM_ISSUES_MARKER, () => issueItems(answer))
        .replace(BACK_LINK, (_, rest: string) => `<a href="${escapeHtml(answer.backHref)}"${rest}`);
  }
  const { title, description } = FORM_STEP_TEXTS.problem;
  const { hint, link } = FORM_STEP_TEXTS.back;
  return (answer) =>
    [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>`,
      `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p>`,
      `<ul>${issueItems(answer)}</ul><p>${escapeHtml(hint)}</p>`,
      `<p><a href="${escapeHtml(answer.backHref)}">${escapeHtml(link)}</a></p></main></body></html>`,
      '',
    ].join('\n');
}

/** The files a build may have written the template to (format 'file' or 'directory'). */
export const FORM_PROBLEM_FILES = [`${FORM_PROBLEM_PAGE}.html`, `${FORM_PROBLEM_PAGE}/index.html`];
