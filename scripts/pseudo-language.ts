/**
 * `node scripts/pseudo-language.ts [from] [to]`: a copy of a content root (default the test
 * catalogue) with one more language, the pseudo-language (src/lib/i18n/pseudo.ts): its
 * dictionary made from the English one, and a translation of every entry another language
 * translates, made from the entry's English texts. Built like any content root
 * (CONTENT_ROOT=<to>), its pages under /qps/ show any word the code wrote itself in plain
 * English, and any box too tight for a longer language (tests/e2e/pseudo-language.spec.ts).
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { readTranslationFiles, splitFrontmatter } from '../src/content-reading/files.ts';
import { fitDescription } from '../src/lib/seo.ts';
import { SEARCH_DESCRIPTION_SOURCES } from '../src/lib/content/search-descriptions.ts';
import { CONTENT_KINDS, type ContentKinds } from '../src/lib/content/kinds/index.ts';
import type { ContentKind } from '../src/lib/content/kinds/kind.ts';
import { z } from 'zod';
import { PSEUDO_LANGUAGE, pseudoDictionary, pseudoMarkdown, pseudoTranslation } from '../src/lib/i18n/pseudo.ts';

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * The fields a pseudo-language translation writes, and the entry's texts they are made from: when
 * the entry leaves its search description to its card text or description (an idea's, an area's),
 * the lengthened text could not be cut to fit search results, so the translation writes a search
 * description made from that text as search results show it, as a translator would.
 */
function searchDescribed(kind: keyof ContentKinds, template: unknown, fields: unknown): [unknown, unknown] {
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  // A list file's translation (tool-categories.de.json): each item as an entry of its own, by id.
  if (Array.isArray(template) && Array.isArray(fields)) {
    const items = template.map((item: unknown) => {
      const id = isObject(item) ? item.id : undefined;
      return searchDescribed(
        kind,
        item,
        fields.find((candidate: unknown) => isObject(candidate) && candidate.id === id),
      );
    });
    return [items.map(([item]) => item), items.map(([, source]) => source)];
  }
  const schema = (CONTENT_KINDS[kind] as ContentKind).translation;
  const translatable = schema instanceof z.ZodObject && 'searchDescription' in schema.shape;
  if (!isObject(template) || !isObject(fields) || !translatable || !(kind in SEARCH_DESCRIPTION_SOURCES))
    return [template, fields];
  const text = fields[SEARCH_DESCRIPTION_SOURCES[kind as keyof typeof SEARCH_DESCRIPTION_SOURCES].field];
  const searchDescription =
    typeof fields.searchDescription === 'string'
      ? fields.searchDescription
      : typeof text === 'string'
        ? fitDescription(text)
        : undefined;
  if (searchDescription === undefined) return [template, fields];
  return [
    { ...template, searchDescription },
    { ...fields, searchDescription },
  ];
}

export function writePseudoLanguageRoot(fromRoot: string, toRoot: string): void {
  const from = join(fromRoot, 'content');
  const to = join(toRoot, 'content');
  rmSync(toRoot, { recursive: true, force: true });
  mkdirSync(toRoot, { recursive: true });
  cpSync(from, to, { recursive: true });
  writeJson(
    join(to, 'dictionaries', `${PSEUDO_LANGUAGE}.json`),
    pseudoDictionary(readJson(join(from, 'dictionaries', 'en.json'))),
  );
  const done = new Set<string>();
  for (const translation of readTranslationFiles(from).translations) {
    const key = `${translation.kind}/${translation.entry}`;
    if (done.has(key)) continue;
    done.add(key);
    const extension = extname(translation.file);
    const entryFile = join(from, translation.file.slice(0, -`.${translation.language}${extension}`.length));
    const target = `${entryFile.replace(from, to)}.${PSEUDO_LANGUAGE}${extension}`;
    if (extension === '.md') {
      // A Markdown entry's translation: its fields above, its body below, both from the entry's.
      const source = splitFrontmatter(readFileSync(`${entryFile}.md`, 'utf8'));
      const fields = stringify(
        pseudoTranslation(...searchDescribed(translation.kind, translation.data, source.frontmatter)),
      );
      writeFileSync(target, `---\n${fields}---\n${pseudoMarkdown(source.body)}\n`);
    } else
      writeJson(
        target,
        pseudoTranslation(...searchDescribed(translation.kind, translation.data, readJson(`${entryFile}.json`))),
      );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [fromRoot = 'tests/fixture', toRoot = '.astro/pseudo-language'] = process.argv.slice(2);
  writePseudoLanguageRoot(fromRoot, toRoot);
  console.log(`pseudo-language (${PSEUDO_LANGUAGE}) content root written to ${toRoot}`);
}
