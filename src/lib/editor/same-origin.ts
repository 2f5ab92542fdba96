/**
 * Whether a write to the editor came from the editor's own pages: the browser's Sec-Fetch-Site
 * says `same-origin`, or, where it sends none, the Origin header names the server's own origin.
 * A request with neither is refused: every browser the editor supports sends one of them on a
 * POST, so only a non-browser client lacks both, and it has no session cookie to ride on.
 */
export interface WriteHeaders {
  secFetchSite: string | undefined;
  origin: string | undefined;
}

export function isSameOriginWrite(headers: WriteHeaders, ownOrigin: string): boolean {
  const site = headers.secFetchSite?.trim().toLowerCase();
  if (site) return site === 'same-origin';
  const origin = headers.origin?.trim();
  return !!origin && origin !== 'null' && origin === ownOrigin;
}

/** Methods that change something, which need a same-origin request. */
export const isWriteMethod = (method: string): boolean => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
