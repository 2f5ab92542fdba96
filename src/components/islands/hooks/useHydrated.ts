/**
 * False while React renders on the server and while it hydrates the server's HTML, true from the
 * first render after that (and at once for a component first rendered in the browser). Forms
 * use it to keep the browser's own behaviour (native validation, a plain date input, posting to
 * the API) until their island has taken over.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
