/**
 * The static pages of the forms' journey without JavaScript: the consultation form's own page,
 * the confirmation each form lands on after the API has accepted it (303 See Other), and the
 * page the API fills in with what to correct (400). Shared by the pages, the API and the tests.
 */
import type { FormType } from './values.ts';

/** The consultation form as a page: where every 'Schedule Consultation' link points. */
export const CONSULTATION_PAGE = '/consultation';

/** Where a browser lands after the API accepted its form post. */
export const FORM_SENT_PAGES: Readonly<Record<FormType, string>> = {
  consultation: '/consultation/sent',
  request: '/request/sent',
};

/** Where each form lives, for the link back from the page of issues. */
export const FORM_PAGES: Readonly<Record<FormType, string>> = {
  consultation: CONSULTATION_PAGE,
  request: '/request',
};

/**
 * The template of the API's answer to a form post it could not accept: the API puts one list
 * item per issue at the marker and points the back link (the one link with FORM_BACK_ATTRIBUTE)
 * at the form the post came from.
 */
export const FORM_PROBLEM_PAGE = '/form-problem';
export const FORM_ISSUES_MARKER = '<!--form-issues-->';
export const FORM_BACK_ATTRIBUTE = 'data-form-back';

/** Pages that are steps of a submission, not content: kept out of the sitemap and search results. */
export const FORM_STEP_PAGES: readonly string[] = [...Object.values(FORM_SENT_PAGES), FORM_PROBLEM_PAGE];
