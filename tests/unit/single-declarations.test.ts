/**
 * Concepts declared once in src/: a project status's texts and the revenue badges' labels, the
 * "sold with a price" rule, the `{ value, label }` option type and the form limits are each
 * written in one file and read everywhere else. A second copy fails here, naming its file.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_STATUS } from '@/lib/content/kinds/project-options';
import { REVENUE } from '@/lib/portfolio/badges';
import { projectRoot } from '../support/fixture';

const SOURCE = /\.(ts|tsx|astro|mjs)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(join(projectRoot, 'src')).map((path) => {
  const text = readFileSync(path, 'utf8');
  return { file: relative(projectRoot, path).replaceAll('\\', '/'), text, lines: text.split('\n') };
});

/** A comment line, where a label may be quoted to explain the code. */
const isComment = (line: string) => /^\s*(\*|\/\/|\/\*)/.test(line);

/** The files of src/ with a line that `matches`. */
const filesWhere = (matches: (line: string) => boolean): string[] =>
  files.filter(({ lines }) => lines.some(matches)).map(({ file }) => file);

/** The same words meaning something else than a status or a revenue badge. */
const OTHER_MEANINGS: readonly { text: string; line: RegExp }[] = [
  // The /projects page's name in the menus.
  { text: 'Portfolio', line: /label: 'Portfolio', href: '\/projects'/ },
  // The editor's group of portfolio content.
  { text: 'Portfolio', line: /group: 'Portfolio'|EDITOR_GROUPS = \['Portfolio'/ },
  // The stats card's count of sold projects.
  { text: 'Sold', line: /site\.stats\.sold|count\('Sold'/ },
  // The dictionary's names of its words for editors (src/lib/content/kinds/dictionary.ts), often
  // the English word itself; the words visitors read are the dictionaries' (content/dictionaries/).
  ...['Sold', 'Portfolio', 'Earning', 'Pre-revenue'].map((text) => ({ text, line: /^\s*\w+: (words|group)\('/ })),
];

/** Whether `line` writes `text` as a string of its own: quoted, or as the whole text of an element. */
function writes(text: string, line: string): boolean {
  const written =
    [`'${text}'`, `"${text}"`, `\`${text}\``, `>${text}<`].some((form) => line.includes(form)) || line.trim() === text;
  return written && !isComment(line) && !OTHER_MEANINGS.some((other) => other.text === text && other.line.test(line));
}

describe('a project status', () => {
  const texts: (string | null)[] = [
    ...Object.values(PROJECT_STATUS).flatMap((status) => [status.label, status.footer, status.filterLabel]),
    ...Object.values(REVENUE).map((revenue) => revenue.label),
  ];

  it.each([...new Set(texts.filter((text) => text !== null))])('%s is written in one file of src/', (text) => {
    expect(
      filesWhere((line) => writes(text, line)),
      `"${text}" written in more than one file`,
    ).toHaveLength(1);
  });
});

describe('one rule, one function', () => {
  it('"sold with a price" is decided in one place', () => {
    expect(filesWhere((line) => /salePrice\s*!=\s*null/.test(line))).toEqual(['src/lib/portfolio/price.ts']);
  });
});

describe('one option type', () => {
  it('declares `{ value, label }` once', () => {
    const declares = ({ text }: { text: string }) =>
      /\binterface \w*Option\b[^}]*\bvalue: \w+;[^}]*\blabel: string/.test(text) ||
      /\{ value: string; label: string \}/.test(text);
    expect(files.filter(declares).map(({ file }) => file)).toEqual(['src/lib/option.ts']);
  });
});

describe('the form limits', () => {
  it('an input reads its length limits from LIMITS (or a named constant), never a number of its own', () => {
    expect(filesWhere((line) => /\b(maxlength|minlength)(=\{|="|:\s*)\d/i.test(line))).toEqual([]);
  });
});
