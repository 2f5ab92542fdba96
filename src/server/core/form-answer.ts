/**
 * The API's answers to a browser's form post (the forms without JavaScript): a valid post is
 * sent on to its confirmation page (303 See Other), anything else gets a page that lists each
 * field's label and message with a link back to the form (the browser's Back button keeps what
 * was typed). The page is the site's own `/form-problem` page when the server has the build
 * (`formAnswerPage(template)`), else a small page of its own.
 */
import { FORM_BACK_ATTRIBUTE, FORM_ISSUES_MARKER, FORM_PAGES, FORM_PROBLEM_PAGE } from '../../lib/forms/form-pages.ts';
import { readProblemWords, type ProblemPageWords } from '../../lib/forms/problem-words.ts';
import { isFormType } from '../../lib/forms/values.ts';
import { formSchemas, type FieldIssue, type FormSchemas } from '../../lib/forms/schemas.ts';
import { escapeHtml } from '../../lib/html-text.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODE, localizedPath } from '../../lib/i18n/languages.ts';
import { DEFAULT_FORM_WORDS, isProblemPageWords } from './default-form-words.ts';

export interface FormAnswer {
  /** Each field's label and message; a message without a label concerns the whole post. */
  issues: readonly { label?: string | undefined; message: string }[];
  /** The form the post came from. */
  backHref: string;
}

/** Renders the page for an answer. */
export type FormAnswerPage = (answer: FormAnswer) => string;

/** Field issues with the labels the visitor read next to each field. */
export function labelledIssues(
  formType: unknown,
  issues: readonly FieldIssue[],
  words: ProblemPageWords = DEFAULT_FORM_WORDS.words,
): FormAnswer['issues'] {
  const labels = isFormType(formType) ? words.labels[formType] : {};
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

/** How the API answers in one language: its page, the words it validates with, and its schemas. */
export interface FormAnswers {
  language: string;
  page: FormAnswerPage;
  words: ProblemPageWords;
  schemas: FormSchemas;
}

/** The answers in a language, or undefined when the site has no page in it. */
export type FormAnswersOf = (language: string) => Promise<FormAnswers | undefined>;

/** The answers of a built page of answers (`/form-problem` in a language), its own words if it carries them. */
export function formAnswers(language: string, template?: string): FormAnswers {
  const words = (template && readProblemWords(template, isProblemPageWords)) || DEFAULT_FORM_WORDS.words;
  return { language, page: formAnswerPage(template), words, schemas: formSchemas(words) };
}

/** The built page of answers of each language, read through `read` (a file, an asset) once per language. */
export function builtFormAnswers(read: (path: string) => Promise<string | undefined>): FormAnswersOf {
  const cache = new Map<string, Promise<FormAnswers | undefined>>();
  return (language) => {
    if (!LANGUAGE_CODE.test(language)) return Promise.resolve(undefined);
    let answers = cache.get(language);
    if (!answers) {
      answers = read(localizedPath(FORM_PROBLEM_PAGE, language)).then((template) =>
        template === undefined && language !== DEFAULT_LANGUAGE ? undefined : formAnswers(language, template),
      );
      cache.set(language, answers);
    }
    return answers;
  };
}

/** The language a post is answered in: its own when the site is built in it, else the default one. */
export async function answersFor(answersOf: FormAnswersOf, language: unknown): Promise<FormAnswers> {
  const own = typeof language === 'string' && language !== DEFAULT_LANGUAGE ? await answersOf(language) : undefined;
  return own ?? (await answersOf(DEFAULT_LANGUAGE)) ?? formAnswers(DEFAULT_LANGUAGE);
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
  const {
    problemTitle: title,
    problemDescription: description,
    backHint: hint,
    backLink: link,
  } = DEFAULT_FORM_WORDS.forms;
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

/** The files a build may have written a page to (format 'file' or 'directory'). */
export const builtPageFiles = (page: string) => [`${page}.html`, `${page}/index.html`];
