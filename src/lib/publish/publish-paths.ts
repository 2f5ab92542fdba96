/**
 * Where publishing answers on `npm start`, behind the editors' sign-in: the publish page (the
 * state, what Publish sends, the buttons), the preview, and the same as JSON.
 */
export const PUBLISH_PAGE = '/keystatic/publish';
/** The publish page's link in the signed-in bar of every editor page. */
export const PUBLISH_LINK_LABEL = 'Publish';
export const PUBLISH_UNDO = '/keystatic/publish/undo';
export const PUBLISH_PREVIEW_BUILD = '/keystatic/publish/preview';
/** Sets the preview cookie and goes to the page named by `?to=` (a path of the site). */
export const PREVIEW_ENTER = '/keystatic/preview/enter';
/** Clears the preview cookie. */
export const PREVIEW_EXIT = '/keystatic/preview/exit';
export const PUBLISH_API = '/api/editor/publish';
export const PUBLISH_API_UNDO = '/api/editor/publish/undo';
export const PUBLISH_API_PREVIEW = '/api/editor/publish/preview';

/** The cookie that makes the site show a signed-in editor the preview build. */
export const PREVIEW_COOKIE = 'studio_preview';

/** The link that shows `page` in the preview. */
export const previewHref = (page: string): string => `${PREVIEW_ENTER}?to=${encodeURIComponent(page)}`;

/** A site path to go to after entering the preview: only a path of this site ("/x"), else "/". */
export function previewTarget(to: string | null | undefined): string {
  return to && /^\/(?![/\\])/.test(to) ? to : '/';
}

/** Whether a Cookie header turns the preview on. */
export const hasPreviewCookie = (cookie: string | undefined): boolean =>
  (cookie ?? '').split(';').some((part) => part.trim() === `${PREVIEW_COOKIE}=1`);
