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
import { PSEUDO_LANGUAGE, pseudoDictionary, pseudoMarkdown, pseudoTranslation } from '../src/lib/i18n/pseudo.ts';

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * An entry's fields as the pseudo-language translates them: when its translation writes a search
 * description that the entry leaves to its description (an area's), the description as search
 * results show it, so the pseudo-language's stays within their limits as a translator's does.
 */
function searchDescribed(template: unknown, fields: unknown): unknown {
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  if (!isObject(template) || !isObject(fields)) return fields;
  const { description } = fields;
  if (!('searchDescription' in template) || 'searchDescription' in fields || typeof description !== 'string')
    return fields;
  const searchDescription = fitDescription(description);
  return searchDescription === undefined ? fields : { ...fields, searchDescription };
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
        pseudoTranslation(translation.data, searchDescribed(translation.data, source.frontmatter)),
      );
      writeFileSync(target, `---\n${fields}---\n${pseudoMarkdown(source.body)}\n`);
    } else writeJson(target, pseudoTranslation(translation.data, readJson(`${entryFile}.json`)));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [fromRoot = 'tests/fixture', toRoot = '.astro/pseudo-language'] = process.argv.slice(2);
  writePseudoLanguageRoot(fromRoot, toRoot);
  console.log(`pseudo-language (${PSEUDO_LANGUAGE}) content root written to ${toRoot}`);
}
