/**
 * The editors' files as the content check parsed them, so that the build's content loaders
 * (src/content.config.ts) take the same values instead of parsing every file again: content/ is
 * parsed once per build, and the check and the pages can never read a file differently.
 *
 * The check runs in Astro's configuration (Node's modules), the loaders in Vite's module runner of
 * the same process: the two share this map through `globalThis`. A file is reused only when its
 * text is the one that was parsed; any other read (a file changed since, a loader running alone)
 * parses as usual.
 */

/** A parsed file: its text, and the value it parsed to (a Markdown file's front matter, a JSON file's value). */
export interface ParsedFile {
  text: string;
  data: unknown;
  /** A Markdown file's body, trimmed, and its raw front matter. */
  body?: string;
  rawData?: string;
}

interface ParsedFiles {
  files: Map<string, ParsedFile>;
  /** The absolute paths a loader took from the map, and those it had to parse itself. */
  reused: Set<string>;
  parsedAgain: Set<string>;
}

const KEY = Symbol.for('studio.content.parsed-files');

function shared(): ParsedFiles {
  const holder = globalThis as { [KEY]?: ParsedFiles };
  holder[KEY] ??= { files: new Map(), reused: new Set(), parsedAgain: new Set() };
  return holder[KEY];
}

/** Remembers what the file at `path` (absolute) parsed to. */
export function rememberParsed(path: string, parsed: ParsedFile): void {
  shared().files.set(path, parsed);
}

/**
 * What the file at `path` parsed to, when its text is still `text` (counted as reused);
 * otherwise undefined, and the caller parses it (counted as parsed again).
 */
export function reuseParsed(path: string, text: string): ParsedFile | undefined {
  const state = shared();
  const known = state.files.get(path);
  if (known?.text === text) {
    state.reused.add(path);
    return known;
  }
  state.parsedAgain.add(path);
  return undefined;
}

/** How many files the loaders reused, and which they parsed again, since the last call; then forgets them. */
export function takeParseCounts(): { reused: number; parsedAgain: string[] } {
  const state = shared();
  const counts = { reused: state.reused.size, parsedAgain: [...state.parsedAgain].sort() };
  state.reused.clear();
  state.parsedAgain.clear();
  return counts;
}
