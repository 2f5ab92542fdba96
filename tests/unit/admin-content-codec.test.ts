/**
 * What the content editor reads and what a save writes (src/admin/node/content-codec.ts): a save
 * changes the lines whose values changed and nothing else, whatever formatting the editor uses.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Document, parse as parseYaml } from 'yaml';
import { toDisk, toEditor } from '@/admin/node/content-codec';
import { adminKindOfFile } from '@/admin/browser/kinds';
import { fixturePaths, livePaths } from '../support/fixture';
import { bytes, text } from '../support/editor-files';

/** Every entry file of a content/ folder, relative to it. */
function entryFiles(dir: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [relative(dir, path)];
    });
  return walk(dir).filter((path) => adminKindOfFile(path));
}

/**
 * The file as Keystatic writes it back: its YAML (long text folded at 80 columns, its own
 * quoting) or JSON with every object over several lines.
 */
function rewrittenByEditor(path: string, shown: string): string {
  if (!path.endsWith('.md')) return `${JSON.stringify(JSON.parse(shown), null, 2)}\n`;
  const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(shown) ?? [];
  return `---\n${new Document(parseYaml(frontmatter)).toString({ defaultStringType: 'QUOTE_SINGLE' })}---\n${body}`;
}

const roundTrip = (path: string, file: string, edit: (shown: string) => string = (shown) => shown) =>
  text(toDisk(path, bytes(rewrittenByEditor(path, edit(text(toEditor(path, bytes(file)))))), bytes(file)));

describe('saving without a change', () => {
  for (const [name, paths] of [
    ['the test catalogue', fixturePaths],
    ["the editors' content/", livePaths],
  ] as const) {
    it(`writes every file of ${name} back byte for byte`, () => {
      const files = entryFiles(paths.content);
      expect(files.length).toBeGreaterThan(0);
      for (const path of files) {
        const file = readFileSync(join(paths.content, path), 'utf8');
        expect(roundTrip(path, file), path).toBe(file);
      }
      // Every file of a catalogue: seconds on a busy machine.
    }, 60_000);
  }
});

describe('reading', () => {
  it('shows a list file as an object with its entries under items', () => {
    const file = '[\n  { "id": "a", "title": "A", "value": "1" }\n]\n';
    expect(JSON.parse(text(toEditor('highlights.json', bytes(file))))).toEqual({
      items: [{ id: 'a', title: 'A', value: '1' }],
    });
  });

  it('shows an optional block behind a checkbox, and reads other files as they are', () => {
    const comingSoon = '---\ntitle: A\nsummary: B\n---\n';
    expect(text(toEditor('area-case-studies/a.md', bytes(comingSoon)))).toBe(
      '---\ntitle: A\nsummary: B\ndetail:\n  discriminant: false\n---\n',
    );
    const tool = '---\nname: A\n---\nBody\n';
    expect(toEditor('tools/a.md', bytes(tool))).toEqual(bytes(tool));
    expect(toEditor('projects/a/thumbnailUrl.webp', bytes('x'))).toEqual(bytes('x'));
  });
});

describe('a file the form cannot hold', () => {
  const broken = '---\ntitle: A\nstatus: sould\nprojectType: saas\n---\nBody\n';

  it('opens with the misspelled choice shown as not chosen, and a choice made in the form fixes the file', () => {
    const shown = text(toEditor('projects/a.md', bytes(broken)));
    // The status is the choice the sale fields depend on: the form holds it as `{ discriminant }`.
    expect(parseYaml(shown.split('---')[1] ?? '')).toMatchObject({
      title: 'A',
      status: { discriminant: '' },
      projectType: 'saas',
    });
    const saved = roundTrip('projects/a.md', broken, (form) =>
      form.replace(/^status:\n {2}discriminant: .*$/m, 'status:\n  discriminant: portfolio'),
    );
    expect(saved).toBe(broken.replace('status: sould', 'status: portfolio'));
  });
});

describe('saving a change', () => {
  it('changes only the line of the changed value, keeping quotes and comments', () => {
    const file = [
      '---',
      '# keep me',
      'title: "Old"',
      'techStack: [Astro, Hono]',
      'features:',
      '  - "One"',
      'createdAt: "2025-01-10"',
      '---',
      'Body',
      '',
    ].join('\n');
    // The editor shows the title in its own quoting (or none): change the line whatever it is.
    const saved = roundTrip('projects/a.md', file, (shown) => shown.replace(/^title: .*$/m, 'title: New'));
    expect(saved).toBe(file.replace('title: "Old"', 'title: "New"'));
  });

  it("keeps a JSON file's ending: one written without a final newline stays without one", () => {
    const file = JSON.stringify({ name: 'General', items: [{ id: 'a', question: 'Q?', answer: 'A.' }] }, null, 2);
    expect(roundTrip('faq/general.json', file)).toBe(file);
    const saved = roundTrip('faq/general.json', file, (shown) => shown.replace('"Q?"', '"Why?"'));
    expect(saved).toBe(file.replace('"Q?"', '"Why?"'));
    expect(roundTrip('highlights.json', '[\n  { "id": "a", "title": "A", "value": "1" }\n]')).toBe(
      '[\n  { "id": "a", "title": "A", "value": "1" }\n]',
    );
  });

  it('shows a year as a year ("2025", not 2,025) and writes it back as a number', () => {
    const file = readFileSync(join(fixturePaths.content, 'site.json'), 'utf8');
    const year = (JSON.parse(file) as { copyrightYear: number }).copyrightYear;
    const shown = JSON.parse(text(toEditor('site.json', bytes(file)))) as { copyrightYear: unknown };
    expect(shown.copyrightYear).toBe(String(year));
    expect(roundTrip('site.json', file)).toBe(file);
    const saved = roundTrip('site.json', file, (json) => json.replace(`"${year}"`, '"2031"'));
    expect(saved).toBe(file.replace(`"copyrightYear": ${year}`, '"copyrightYear": 2031'));
  });

  it('keeps a one-line JSON object on one line', () => {
    const file = '[\n  { "id": "a", "title": "A", "value": "1" },\n  { "id": "b", "title": "B", "value": "2" }\n]\n';
    const saved = roundTrip('highlights.json', file, (shown) => shown.replace('"B"', '"Bee"'));
    expect(saved).toBe(file.replace('"B"', '"Bee"'));
  });

  it('lays out a new list entry like the one before it', () => {
    const file = '[\n  { "id": "a", "title": "A", "value": "1" }\n]\n';
    const saved = roundTrip('highlights.json', file, (shown) => {
      const data = JSON.parse(shown) as { items: object[] };
      data.items.push({ id: 'b', title: 'B', value: '2' });
      return JSON.stringify(data);
    });
    expect(saved).toBe(
      '[\n  { "id": "a", "title": "A", "value": "1" },\n  { "id": "b", "title": "B", "value": "2" }\n]\n',
    );
  });

  it('leaves out what the editor fills in for nothing, unless the file had it', () => {
    const saved = text(
      toDisk(
        'areas/a.md',
        bytes('---\nname: A\nrelatedTools: []\nsidebar: true\ncaseStudies: []\nkeyCapabilities:\n  - x\n---\n'),
      ),
    );
    expect(saved).toBe('---\nname: A\nkeyCapabilities:\n  - x\n---\n');
    const hidden = text(toDisk('areas/a.md', bytes('---\nname: A\nsidebar: false\n---\n')));
    expect(hidden).toContain('sidebar: false');
    const previous = '---\nname: A\nrelatedTools: []\n---\n';
    expect(text(toDisk('areas/a.md', bytes('---\nname: A\n---\n'), bytes(previous)))).toBe(previous);
  });

  it('puts a new key beside its neighbour in the schema, and writes an unticked block as no block', () => {
    const previous = '---\ntitle: A\ndetail:\n  challenge: x\n---\nOverview\n';
    const saved = text(
      toDisk(
        'area-case-studies/a.md',
        bytes('---\nsummary: S\ntitle: A\ndetail:\n  discriminant: false\n---\nOverview\n'),
        bytes(previous),
      ),
    );
    expect(saved).toBe('---\ntitle: A\nsummary: S\n---\nOverview\n');
  });

  it('writes a date as its YYYY-MM-DD text', () => {
    const saved = text(toDisk('projects/a.md', bytes('---\ncreatedAt: 2025-05-01\n---\n')));
    expect(parseYaml(saved.split('---')[1] ?? '')).toEqual({ createdAt: '2025-05-01' });
  });
});

describe('a gallery of images with their alt texts', () => {
  const file = [
    '---',
    'title: "A"',
    'thumbnailUrl: "./a/thumbnailUrl.webp"',
    'images:',
    '  - src: "./a/images/0.webp"',
    '    alt: "The dashboard"',
    '  - src: "./a/images/1.webp"',
    '    alt: "The list of invoices"',
    'createdAt: "2025-01-10"',
    '---',
    'Body',
    '',
  ].join('\n');

  it('writes back as it is', () => {
    expect(roundTrip('projects/a.md', file)).toBe(file);
  });

  it("changes only the line of the alt text that changed, in the file's quoting", () => {
    const saved = roundTrip('projects/a.md', file, (shown) => shown.replace('The list of invoices', 'Unpaid invoices'));
    expect(saved).toBe(file.replace('"The list of invoices"', '"Unpaid invoices"'));
  });

  it('adds an image with its alt text after the others, and a thumbnail alt text after the thumbnail', () => {
    const saved = roundTrip('projects/a.md', file, (shown) => {
      const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(shown) ?? [];
      const data = parseYaml(frontmatter) as { images: { src: string; alt: string }[] };
      data.images.push({ src: './a/images/2.webp', alt: 'A report' });
      return `---\n${new Document({ thumbnailAlt: 'The home page', ...data }).toString()}---\n${body}`;
    });
    expect(saved).toBe(
      file
        .replace('thumbnailUrl: "./a/thumbnailUrl.webp"\n', '$&thumbnailAlt: The home page\n')
        .replace('    alt: "The list of invoices"\n', '$&  - src: ./a/images/2.webp\n    alt: A report\n'),
    );
  });
});
