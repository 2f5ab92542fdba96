/**
 * Every tie of the editor to Keystatic 0.6.9's internals, in one place. Keystatic has public
 * APIs for its routes (the `@keystatic/astro` integration, src/integrations/keystatic-dev.ts),
 * its API handler (`makeGenericAPIRouteHandler`, src/admin/node/api-route.ts), its page
 * (`makePage`, AdminApp.tsx) and custom fields (`BasicFormField`, assigned-number.tsx), used as
 * they are. For the rest it has none, so the editor relies on what its code and markup hold:
 *
 * - source rewrites of its UI module, which the dev server applies as it serves it
 *   (`withEditorChanges`): the list filter searches the columns too (list-search.ts), and the
 *   stylesheet of a remote web font is left out;
 * - a watch on the answers to its saves (`watchSaves`, a wrapper of `window.fetch` that only
 *   looks): Keystatic offers no event for a save or its refusal;
 * - selectors of its markup (`ENTRY_FORM`, `NOTICE`, `PAGE_MAIN`), where the content check's
 *   problems are shown (problems/).
 *
 * Each tie names, in KEYSTATIC_TIES, the text of the installed Keystatic it relies on;
 * tests/unit/admin-keystatic-adapter.test.ts checks every one against node_modules, so an update
 * that moves one fails there, naming it, instead of the editor quietly losing a feature.
 */

/** A text of installed Keystatic that one of the ties below relies on. */
export interface KeystaticTie {
  /** What the editor relies on, in words. */
  what: string;
  /** The package and the files of its `dist/` folder that hold it (a pattern: some names carry a hash). */
  where: { package: '@keystatic/core' | '@keystar/ui'; files: RegExp };
  /** The text itself. */
  holds: string | RegExp;
  /** How many times the files hold it together, when that matters (a rewrite must find exactly one). */
  times?: number;
}

/** Keystatic's UI module, whose code the ties below are read from. */
const UI_MODULE = { package: '@keystatic/core', files: /^keystatic-core-ui\.js$/ } as const;
/** The browser chunks of @keystatic/core (not its .node, .worker or .react-server builds). */
const UI_CHUNKS = { package: '@keystatic/core', files: /^(?!.*\.(node|worker|react-server)\.)[\w-]+\.js$/ } as const;

/** Keystatic's filter of a list's rows in its UI module, as published (`item => ...`) or as the dev server's dependency bundle writes it (`(item) => ...`). */
const LIST_FILTER = /(?:\(item\)|item) => item\.name\.toLowerCase\(\)\.includes\(searchTerm\.toLowerCase\(\)\)/g;
/** The stylesheet Keystatic's UI links (its Inter font, from Google); an empty one takes its place. */
const REMOTE_FONT = 'https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&display=swap';
/** Where Keystatic's local mode posts a save (additions and deletions). */
const SAVE_API = '/api/keystatic/update';

/** Keystatic's form of an entry: one being edited, a new one, a singleton (each `{name}-form`), else a form in its page. */
export const ENTRY_FORM = '#item-edit-form, form[id$="-form"], main form';
/** Keystatic's notices (a refused save's message, an entry it could not read): @keystar/ui's critical Notice. */
export const NOTICE = 'main [role="alert"]';
/** The main region of Keystatic's page (its PageRoot), where a form or a notice is shown. */
export const PAGE_MAIN = 'main';

export const KEYSTATIC_TIES: readonly KeystaticTie[] = [
  {
    what: "the list's filter by file name, rewritten to search the columns",
    where: UI_MODULE,
    holds: LIST_FILTER,
    times: 1,
  },
  { what: 'the link to the remote web font, left out', where: UI_MODULE, holds: REMOTE_FONT, times: 1 },
  {
    what: `a save posted to ${SAVE_API}, watched for its answer`,
    where: UI_MODULE,
    holds: /fetch\('\/api\/keystatic\/update', \{\s+method: 'POST'/,
  },
  {
    what: "a refused save's answer shown as the text of Keystatic's notice",
    where: UI_MODULE,
    holds: /if \(!res\.ok\) \{\s+throw new Error\(await res\.text\(\)\);/,
  },
  {
    what: "a refused save's notice (NOTICE)",
    where: UI_MODULE,
    holds: /updateResult\.kind === "error" && \/\*#__PURE__\*\/jsx\(Notice, \{\s+tone: "critical"/,
  },
  {
    what: 'the notice of an entry that could not be read (NOTICE)',
    where: UI_MODULE,
    holds: /jsx\(Notice, \{\s+margin: "xxlarge",\s+tone: "critical",\s+children: itemData\.error\.message/,
  },
  {
    what: 'a critical Notice is role="alert" (NOTICE)',
    where: { package: '@keystar/ui', files: /^keystar-ui-notice\.js$/ },
    holds: "critical: 'alert'",
  },
  { what: 'the form of an entry being edited (ENTRY_FORM)', where: UI_MODULE, holds: 'id: "item-edit-form"' },
  { what: 'the form of a new entry (ENTRY_FORM)', where: UI_MODULE, holds: 'id: "item-create-form"' },
  { what: "a singleton's form (ENTRY_FORM)", where: UI_MODULE, holds: 'id: "singleton-form"' },
  { what: "the page's main region (PAGE_MAIN, NOTICE)", where: UI_CHUNKS, holds: 'elementType: "main"' },
];

const count = (code: string, text: string | RegExp): number =>
  typeof text === 'string' ? code.split(text).length - 1 : (code.match(new RegExp(text.source, 'g'))?.length ?? 0);

/**
 * Whether a module is the one the rewrites apply to: Keystatic's UI module, served from
 * node_modules or, as the dev server does, from its bundle of dependencies (node_modules/.vite/deps).
 */
const isKeystaticUi = (code: string): boolean => count(code, LIST_FILTER) > 0;

/**
 * Keystatic's UI module with the editor's changes (its list filter calling `entryMatchesSearch`,
 * imported from `matcherUrl`, list-search.ts as the dev server serves it; no remote font), or null
 * for any other module. Throws unless the module holds the filter exactly once.
 */
export function withEditorChanges(code: string, matcherUrl: string): string | null {
  if (!isKeystaticUi(code)) return code.includes(REMOTE_FONT) ? code.replaceAll(REMOTE_FONT, 'data:text/css,') : null;
  const filters = count(code, LIST_FILTER);
  if (filters !== 1)
    throw new Error(
      `Keystatic's list filter was found ${filters} times, expected once: see src/admin/browser/keystatic-adapter.ts`,
    );
  const searched = code.replace(
    LIST_FILTER,
    'item => __studioEntryMatchesSearch(item, collection.columns ?? [], searchTerm)',
  );
  return `import { entryMatchesSearch as __studioEntryMatchesSearch } from ${JSON.stringify(matcherUrl)};\n${searched.replaceAll(REMOTE_FONT, 'data:text/css,')}`;
}

/** How many times a file's text holds a tie's text (the guard's test counts with it). */
export const timesHeld = (code: string, tie: KeystaticTie): number => count(code, tie.holds);

/**
 * Lets `onAnswer` see the answer to each of Keystatic's saves before Keystatic reads it (a copy:
 * it never changes what Keystatic sends or receives). Returns the page's fetch as it was, for
 * the editor's own requests.
 */
export function watchSaves(onAnswer: (answer: Response) => Promise<void> | void): typeof window.fetch {
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await original(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (url.pathname === SAVE_API && method === 'POST') await onAnswer(response.clone());
    return response;
  };
  return original;
}
