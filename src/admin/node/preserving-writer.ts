/**
 * The text of a saved file, keeping the previous file's wherever a value did not change: keys
 * keep their order and unchanged values keep their text (quotes, comments, folded lines, one-line
 * JSON objects), so a save changes the lines that changed and `git diff` shows exactly that. Text
 * only: which values a save writes is content-codec.ts's business.
 */
import { isDeepStrictEqual } from 'node:util';
import { Document, isMap, isNode, isScalar, isSeq, parseDocument, Pair, YAMLMap, type Node as YamlNode } from 'yaml';

/** How the editor's files write YAML: no folding of long lines, `[a, b]` for flow lists. */
export const YAML_OPTIONS = { lineWidth: 0, flowCollectionPadding: false } as const;

/** A plain object (not a list, not a date). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** A Markdown file: its front matter between two --- lines, then the body. */
export const markdown = (frontmatter: string, body: string) => `---\n${frontmatter}---\n${body}`;

const keyOf = (pair: Pair): string => String(isScalar(pair.key) ? pair.key.value : pair.key);
/** A YAML node's value as plain data. */
const plain = (node: unknown): unknown => (isNode(node) ? node.toJSON() : node);

/** Updates a YAML node to `value`, keeping the style (quotes, flow or block) of what stays. */
function syncNode(doc: Document, current: unknown, value: unknown): unknown {
  if (isNode(current) && isDeepStrictEqual(current.toJSON(), value)) return current;
  if (isMap(current) && isRecord(value)) {
    current.items = current.items.filter((pair) => keyOf(pair) in value);
    let at = 0;
    for (const [key, inner] of Object.entries(value)) {
      const index = current.items.findIndex((pair) => keyOf(pair) === key);
      if (index >= 0) {
        const pair = current.items[index] as Pair;
        pair.value = syncNode(doc, pair.value, inner);
        at = index + 1;
      } else current.items.splice(at++, 0, doc.createPair(key, inner));
    }
    return current;
  }
  if (isSeq(current) && Array.isArray(value)) {
    current.items = value.map((inner, index) => syncNode(doc, current.items[index], inner));
    return current;
  }
  if (isScalar(current) && typeof current.value === typeof value && typeof value !== 'object') {
    current.value = value;
    // A plain or quoted one-liner that gains a line break is written as a block.
    if (typeof value === 'string' && value.includes('\n') && !current.type?.startsWith('BLOCK')) delete current.type;
    return current;
  }
  return doc.createNode(value);
}

/**
 * Front matter with the previous file's text for every top-level key whose value did not
 * change; a changed key is written again from its previous node, so its quoting stays.
 */
function frontmatterText(previous: string | undefined, value: Record<string, unknown>): string {
  const doc = previous === undefined ? undefined : parseDocument(previous);
  const map = doc?.contents;
  if (!doc || previous === undefined || doc.errors.length > 0 || !isMap(map) || map.items.length === 0)
    return new Document(value).toString(YAML_OPTIONS);
  const starts = map.items.map((pair) => (pair.key as YamlNode).range?.[0] ?? 0);
  let text = previous.slice(0, starts[0]);
  for (const [key, inner] of Object.entries(value)) {
    const index = map.items.findIndex((pair) => keyOf(pair) === key);
    const pair = map.items[index];
    if (pair && isDeepStrictEqual(plain(pair.value), inner)) {
      text += previous.slice(starts[index], starts[index + 1] ?? previous.length);
      continue;
    }
    // A fresh key: comments above the key belong to the text before it, which is kept.
    const single = new Document(new YAMLMap());
    const node = pair ? syncNode(doc, pair.value, inner) : doc.createNode(inner);
    (single.contents as YAMLMap).items.push(new Pair(doc.createNode(key), node));
    text += single.toString(YAML_OPTIONS);
  }
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** JSON in the previous file's layout: unchanged values keep their text, one-line objects stay on one line. */
function jsonText(source: string | undefined, node: unknown, value: unknown, indent: string, reuse = true): string {
  const range = (node as YamlNode | undefined)?.range;
  if (reuse && source !== undefined && range && isDeepStrictEqual(plain(node), value))
    return source.slice(range[0], range[1]);
  const oneLine = source !== undefined && range && !source.slice(range[0], range[1]).includes('\n');
  const inner = `${indent}  `;
  const wrap = (open: string, close: string, parts: string[], spaced: boolean) =>
    parts.length === 0
      ? open + close
      : oneLine
        ? `${open}${spaced ? ' ' : ''}${parts.join(', ')}${spaced ? ' ' : ''}${close}`
        : `${open}\n${inner}${parts.join(`,\n${inner}`)}\n${indent}${close}`;
  if (isRecord(value) && isMap(node)) {
    const parts = Object.entries(value).map(([key, item]) => {
      const pair = node.items.find((candidate) => keyOf(candidate) === key);
      return `${JSON.stringify(key)}: ${jsonText(source, pair?.value, item, inner, reuse)}`;
    });
    return wrap('{', '}', parts, true);
  }
  if (Array.isArray(value) && isSeq(node)) {
    const parts = value.map((item, index) => {
      // A new item is laid out like the one before it.
      const existing = node.items[index];
      const template = existing ?? node.items[node.items.length - 1];
      return jsonText(source, template, item, inner, reuse && existing !== undefined);
    });
    return wrap('[', ']', parts, false);
  }
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
}

/** The previous file: its text, whether it parsed, and for Markdown its front matter and body. */
export interface PreviousFile {
  text: string;
  parsed: boolean;
  frontmatter?: string;
  body?: string;
}

/**
 * The bytes of a file holding `value` (for Markdown, the front matter and `body`), in the layout
 * of `previous` (the file as it is) wherever that has the same values.
 */
export function preservingText(path: string, value: unknown, body: string, previous: PreviousFile | undefined): string {
  if (!path.endsWith('.md')) {
    const source = previous?.parsed ? previous.text : undefined;
    const root = source === undefined ? undefined : parseDocument(source).contents;
    // The file's own ending stays: a file written without a final newline is saved without one.
    const ending = previous !== undefined && !previous.text.endsWith('\n') ? '' : '\n';
    return `${jsonText(source, root ?? undefined, value, '')}${ending}`;
  }
  const kept = previous?.body !== undefined && sameMarkdown(previous.body, body) ? previous.body : body;
  return markdown(frontmatterText(previous?.frontmatter, value as Record<string, unknown>), kept);
}

/** Whether two Markdown bodies differ only in how the editor writes the same text (trailing whitespace). */
function sameMarkdown(a: string, b: string): boolean {
  return a.trimEnd() === b.trimEnd();
}
