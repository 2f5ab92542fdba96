/**
 * Page state kept in the URL query (the portfolio and tool filters), so a view can be shared and
 * survives a reload. A query codec is built from one field per state property: it reads any
 * query into a valid state, each field falling back to its default when its parameter is
 * missing or makes no sense, and writes a state back with the defaults left out, so the default
 * view has no query at all. `historyMethod` is the one rule for how a change enters the session
 * history (the islands' hook, src/components/islands/hooks/useUrlState.ts, applies it).
 */

/** How one state property is read from and written to its query parameter. */
export interface QueryField<V> {
  readonly param: string;
  /** The value of a missing or invalid parameter; a state property at this value is left out. */
  readonly fallback: V;
  /** A valid value from the parameter's text (null when it is missing). */
  read(raw: string | null): V;
  /** The parameter's text for a value other than the fallback ('' leaves it out). */
  write(value: V): string;
}

export type QueryFields<T> = { readonly [K in keyof T]: QueryField<T[K]> };

export interface QueryCodec<T> {
  /** The state of the page without a query: what the server renders. */
  readonly defaults: T;
  /** A valid state from any query string ('?a=1' or 'a=1') or parameters. */
  parse(search: string | URLSearchParams): T;
  /** '' for the defaults, else '?' and the non-default fields in declaration order. */
  serialise(state: T): string;
}

/**
 * A codec from one field per property. `refine` makes a parsed state consistent across fields,
 * e.g. a page number within the pages that the parsed filters give.
 */
export function queryCodec<T extends object>(fields: QueryFields<T>, refine?: (state: T) => T): QueryCodec<T> {
  const keys = Object.keys(fields) as (keyof T)[];
  const build = (valueOf: (field: QueryField<T[keyof T]>) => T[keyof T]): T => {
    const state = {} as T;
    for (const key of keys) state[key] = valueOf(fields[key]);
    return state;
  };
  return {
    defaults: build((field) => field.fallback),
    parse(search) {
      const params = typeof search === 'string' ? new URLSearchParams(search) : search;
      const state = build((field) => field.read(params.get(field.param)));
      return refine ? refine(state) : state;
    },
    serialise(state) {
      const params = new URLSearchParams();
      for (const key of keys) {
        const field = fields[key];
        const text = state[key] === field.fallback ? '' : field.write(state[key]);
        if (text) params.set(field.param, text);
      }
      const query = params.toString();
      return query ? `?${query}` : '';
    },
  };
}

const field = <V>(
  param: string,
  fallback: V,
  read: (raw: string | null) => V,
  write: (value: V) => string = String,
): QueryField<V> => ({ param, fallback, read, write });

/** The longest search a filter reads from its URL, and its search box takes (the tools' and the portfolio's). */
export const SEARCH_MAX_LENGTH = 100;

/** Free text (a search), cut to `maxLength`; written trimmed, and left out when blank. */
export const textParam = (name: string, maxLength: number): QueryField<string> =>
  field(
    name,
    '',
    (raw) => (raw ?? '').slice(0, maxLength),
    (value) => value.trim(),
  );

/** One of `allowed`; any other value reads as `fallback`. */
export const choiceParam = <T extends string>(name: string, allowed: readonly T[], fallback: T): QueryField<T> =>
  field(name, fallback, (raw) => allowed.find((option) => option === raw) ?? fallback);

/**
 * Several of `allowed` (`kind=project,tool`): unknown and repeated values are dropped, and the
 * rest kept in `allowed`'s order, so one choice has one URL. None chosen reads as none.
 */
export const choicesParam = <T extends string>(name: string, allowed: readonly T[]): QueryField<readonly T[]> =>
  field<readonly T[]>(
    name,
    [],
    (raw) => {
      const given = new Set((raw ?? '').split(','));
      return allowed.filter((option) => given.has(option));
    },
    (value) => allowed.filter((option) => value.includes(option)).join(','),
  );

/** A switch: on for `1` or `true`, off for anything else; written as `1`. */
export const flagParam = (name: string): QueryField<boolean> =>
  field(
    name,
    false,
    (raw) => raw === '1' || raw === 'true',
    () => '1',
  );

/**
 * A page number: a whole number from 1 (trailing text ignored, as by parseInt); anything else is
 * `fallback`, the page the path itself shows (1, or n on a static page /projects/page/n).
 */
export const pageParam = (name: string, fallback = 1): QueryField<number> =>
  field(name, fallback, (raw) => {
    const page = Number.parseInt(raw ?? '', 10);
    return page >= 1 ? page : fallback;
  });

/** A state property that the query does not carry: always `value` (e.g. the category on a category's own page). */
export const fixedField = <V>(value: V): QueryField<V> =>
  field(
    '',
    value,
    () => value,
    () => '',
  );

/**
 * What changed a URL-kept state: a `choice` (a filter, a chip, Clear or Reset, a page number),
 * `typing` in a search box, or the `url` itself (read on load or on Back/Forward).
 */
export type StateChange = VisitorChange | 'url';
/** A change the visitor makes (not the URL): it may add a history entry. */
export type VisitorChange = 'choice' | 'typing';

/**
 * How a change enters the session history (when it changes the query at all):
 * - a choice pushes a new entry, so Back undoes it and Forward redoes it;
 * - typing pushes one entry for the search, then replaces that entry while the visitor keeps
 *   typing, so Back returns to the view before the search rather than through its keystrokes;
 * - a state read from the URL is only corrected in place (a bad value or a page past the last
 *   becomes the valid query): the entry is replaced, nothing is added.
 * `entryFromTyping` says whether the current entry was written by typing.
 */
export function historyMethod(change: StateChange, entryFromTyping: boolean): 'push' | 'replace' {
  if (change === 'choice') return 'push';
  if (change === 'typing') return entryFromTyping ? 'replace' : 'push';
  return 'replace';
}
