/** Tags that choose which browser tests a Playwright project runs (playwright.config.ts). */

/**
 * The tag of a browser test whose outcome depends on the form API's answer (a submission, a
 * refused or failed send): the `edge` project runs these, and the whole API contract, again on
 * the Worker. The rest runs once: the pages both hosts serve are byte-identical
 * (host-parity.spec.ts), so a check of the page alone says the same on either.
 */
export const API_TAG = '@api';

/** Marks a test that runs again on the Worker (the `edge` project): see API_TAG. */
export const API_TEST = { tag: API_TAG };
