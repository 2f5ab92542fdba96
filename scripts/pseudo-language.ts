/**
 * `node scripts/pseudo-language.ts [from] [to]`: a copy of a content root (default the test
 * catalogue) with one more language, the pseudo-language (src/lib/i18n/pseudo.ts): its
 * dictionary made from the English one, and a translation of every entry another language
 * translates, made from the entry's English texts. Built like any content root
 * (CONTENT_ROOT=<to>), its pages under /qps/ show any word the code wrote itself in plain
 * English, and any box too tight for a longer language (tests/e2e/pseudo-language.spec.ts).
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTranslationFiles } from '../src/content-reading/files.ts';
import { PSEUDO_LANGUAGE, pseudoDictionary, pseudoTranslation } from '../src/lib/i18n/pseudo.ts';

const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

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
    const suffix = `.${translation.language}.json`;
    const source = readJson(join(from, translation.file.slice(0, -suffix.length) + '.json'));
    const target = join(to, `${translation.file.slice(0, -suffix.length)}.${PSEUDO_LANGUAGE}.json`);
    writeJson(target, pseudoTranslation(translation.data, source));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [fromRoot = 'tests/fixture', toRoot = '.astro/pseudo-language'] = process.argv.slice(2);
  writePseudoLanguageRoot(fromRoot, toRoot);
  console.log(`pseudo-language (${PSEUDO_LANGUAGE}) content root written to ${toRoot}`);
}
