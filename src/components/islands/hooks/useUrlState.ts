/**
 * State kept in the page's URL query (the portfolio and tool filters): shareable, kept on
 * reload, and stepped through by Back and Forward.
 *
 * - First render: `codec.defaults`, exactly what the server rendered, so hydration matches. The
 *   query is read after mount; a query that is not in its canonical form (a bad value such as
 *   `?status=nonsense&page=-3`, a page past the last, a default spelt out) is then corrected in
 *   place with `replaceState`, without a new history entry.
 * - Each later change says what it is, and that decides its history entry (`historyMethod` in
 *   src/lib/url-state.ts): a `choice` (a filter, a chip, Clear or Reset, a page number) pushes
 *   an entry, so Back undoes it; `typing` in a search box pushes one entry for the search and
 *   replaces it while the visitor keeps typing, so Back never steps through keystrokes.
 * - Back/Forward (`popstate`) read the state from the URL again and add nothing.
 *
 * `codec` must keep its identity between renders (create it with useMemo); a new codec (one that
 * now knows more, such as the portfolio's page count once its catalogue arrived) reads the URL
 * again. With `enabled:
 * false` it is plain state: the URL is neither read nor written.
 */
import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';
import { historyMethod, type QueryCodec, type StateChange, type VisitorChange } from '@/lib/url-state';

export interface UrlStateOptions<T> {
  enabled?: boolean;
  /**
   * Applied once to the state read on load: keeps what the visitor entered into the
   * server-rendered controls before hydration (a search already typed), read from the page.
   */
  enteredBeforeHydration?: (fromUrl: T) => T;
}

export type UrlStateUpdate<T> = (next: SetStateAction<T>, change: VisitorChange) => void;

export function useUrlState<T>(
  codec: QueryCodec<T>,
  { enabled = true, enteredBeforeHydration }: UrlStateOptions<T> = {},
): [T, UrlStateUpdate<T>] {
  const [state, setState] = useState<T>(codec.defaults);
  /** Nothing is written before the URL has been read. */
  const [urlRead, setUrlRead] = useState(false);
  /** What made the latest state change, for the write that follows it. */
  const lastChange = useRef<StateChange>('url');
  /** Whether the current history entry was written by typing. */
  const entryFromTyping = useRef(false);
  const amendOnLoad = useRef(enteredBeforeHydration);

  useEffect(() => {
    if (!enabled) return;
    const read = () => {
      lastChange.current = 'url';
      entryFromTyping.current = false;
      setState(codec.parse(window.location.search));
      setUrlRead(true);
    };
    read();
    // Once: a later read (a new codec, Back) must not take the box's text for a new entry.
    const amend = amendOnLoad.current;
    amendOnLoad.current = undefined;
    if (amend) setState(amend);
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [codec, enabled]);

  useEffect(() => {
    if (!enabled || !urlRead) return;
    const change = lastChange.current;
    lastChange.current = 'url';
    const query = codec.serialise(state);
    const { pathname, search, hash } = window.location;
    if (query === search) return;
    const url = `${pathname}${query}${hash}`;
    if (historyMethod(change, entryFromTyping.current) === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(window.history.state, '', url);
    entryFromTyping.current = change === 'typing';
  }, [codec, enabled, urlRead, state]);

  const update = useCallback<UrlStateUpdate<T>>((next, change) => {
    lastChange.current = change;
    setState(next);
  }, []);

  return [state, update];
}
