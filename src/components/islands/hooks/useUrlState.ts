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
 * - A new codec reads the current state again (as the URL holds it, with any change of the
 *   visitor's that is not written yet), never the URL over that change.
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

  /** The codec the URL was last read with (none before the first read). */
  const readWith = useRef<QueryCodec<T> | null>(null);

  useEffect(() => {
    if (!enabled) return;
    if (readWith.current === null) {
      lastChange.current = 'url';
      setState(codec.parse(window.location.search));
      // Once: a later read (a new codec, Back) must not take the box's text for a new entry.
      const amend = amendOnLoad.current;
      amendOnLoad.current = undefined;
      if (amend) setState(amend);
    } else {
      // A new codec (one that now knows more) reads the state again, as the URL would give it
      // once a change of the visitor's not yet written is in it: the portfolio's catalogue can
      // arrive in the same moment as the first letter typed, which must not be read over.
      setState((current) => codec.parse(codec.serialise(current)));
    }
    readWith.current = codec;
    setUrlRead(true);
    const read = () => {
      lastChange.current = 'url';
      entryFromTyping.current = false;
      setState(codec.parse(window.location.search));
    };
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [codec, enabled]);

  useEffect(() => {
    if (!enabled || !urlRead) return;
    const query = codec.serialise(state);
    const { pathname, search, hash } = window.location;
    // Nothing to write: a change still on its way keeps its kind for its own write.
    if (query === search) return;
    const change = lastChange.current;
    lastChange.current = 'url';
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
