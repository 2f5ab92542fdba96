/**
 * Every mistake an editor can make stops the validator (and so the build) with one line that
 * names the file, the field and what was expected. Each test starts from a copy of the test
 * catalogue and makes one mistake.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '@/lib/content/issues';
import { imageFileOf } from '@/lib/content/integrity';
import { readTranslationFiles, splitFrontmatter } from '@/content-reading/files';
import { validateContent } from '@/content-reading/validate';
import { copyTestCatalogue, type ContentCopy } from '../support/dev-server';
import { fixture, fixturePaths } from '../support/fixture';

const copies: ContentCopy[] = [];
afterEach(async () => {
  await Promise.all(copies.splice(0).map((copy) => copy.remove()));
});

/** A copy of the test catalogue, changed by `change`, and the validator's lines for it. */
function problemsAfter(change: (content: string) => void): string[] {
  const copy = copyTestCatalogue('content-check-');
  copies.push(copy);
  const { paths } = copy;
  change(paths.content);
  return validateContent(paths).problems.map(formatProblem);
}

const project = fixture.projects[0]!;
const tool = fixture.tools[0]!;

/** Rewrites one file of the copy. */
const edit = (content: string, file: string, rewrite: (text: string) => string) =>
  writeFileSync(join(content, file), rewrite(readFileSync(join(content, file), 'utf8')));
const setField = (field: string, value: string) => (text: string) => {
  const pattern = new RegExp(`^${field}:.*$`, 'm');
  expect(text, `${field} in the fixture`).toMatch(pattern);
  return text.replace(pattern, `${field}: ${value}`);
};

describe('one mistake, one line naming file and field', () => {
  it('a misspelled status', () => {
    expect(problemsAfter((c) => edit(c, project.file, setField('status', 'sould')))).toEqual([
      `content error in ${project.file}: Status (status): expected one of "sold", "in_development", "in_pipeline", "portfolio", "request", found "sould"`,
    ]);
  });

  it('a missing required field', () => {
    expect(problemsAfter((c) => edit(c, project.file, (text) => text.replace(/^shortDescription:.*\n/m, '')))).toEqual([
      `content error in ${project.file}: Short description (shortDescription): is required but missing`,
    ]);
  });

  it('a misspelled field name', () => {
    expect(problemsAfter((c) => edit(c, project.file, (text) => text.replace(/^features:/m, 'featurs:')))).toEqual([
      `content error in ${project.file}: Features (features): is required but missing`,
      `content error in ${project.file}: featurs: unknown field (check its spelling, or remove it)`,
    ]);
  });

  it('an unknown tool category', () => {
    expect(problemsAfter((c) => edit(c, tool.file, setField('category', 'productivty')))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content error in ${tool.file}: Category \\(category\\): "productivty" is not a category in tool-categories.json; use one of `,
        ),
      ),
    ]);
  });

  it('an unknown related tool id', () => {
    const area = fixture.areas[0]!;
    const problems = problemsAfter((c) =>
      edit(c, area.file, (text) => text.replace(/^relatedTools: \[/m, 'relatedTools: [langchian, ')),
    );
    expect(problems).toEqual([
      `content error in ${area.file}: Related tools (relatedTools): "langchian" is neither a tool in tools/ nor a technology in technologies.json`,
    ]);
  });

  it('a methodology pointing at a missing area', () => {
    const method = fixture.methodologies[0]!;
    const problems = problemsAfter((c) =>
      edit(c, method.file, (text) => text.replace(/^relatedExpertise: \[/m, 'relatedExpertise: [no-such-area, ')),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content error in ${method.file}: Related expertise \\(relatedExpertise\\): "no-such-area" is not an area`,
        ),
      ),
    ]);
  });

  it('two projects with the same title (whatever the case), or the same id', () => {
    const other = fixture.projects[1]!;
    const shouted = project.data.title.toUpperCase();
    expect(problemsAfter((c) => edit(c, other.file, setField('title', JSON.stringify(shouted))))).toEqual(
      expect.arrayContaining([
        `content error in ${other.file}: Title (title): the title ${JSON.stringify(shouted)} is already used by ${project.data.title} (${project.file})`,
        `content error in ${project.file}: Title (title): the title ${JSON.stringify(project.data.title)} is already used by ${shouted} (${other.file})`,
      ]),
    );
    expect(problemsAfter((c) => edit(c, other.file, setField('id', String(project.data.id))))).toEqual(
      expect.arrayContaining([
        `content error in ${other.file}: Number (id): the id "${project.data.id}" is already used by ${project.data.title} (${project.file})`,
      ]),
    );
  });

  it('a missing image file', () => {
    const imageFile = `content/${imageFileOf(project.file, project.data.thumbnailUrl)}`;
    const problems = problemsAfter((c) => rmSync(join(c, '..', imageFile)));
    expect(problems).toEqual([
      `content error in ${project.file}: Thumbnail (thumbnailUrl): the image "${project.data.thumbnailUrl}" is not there: expected the file ${imageFile} (add it, or run npm run content:images)`,
    ]);
  });

  it('an image path that leaves content/', () => {
    const problems = problemsAfter((c) => edit(c, project.file, setField('thumbnailUrl', '"../../package.json"')));
    expect(problems).toEqual([expect.stringMatching(/Thumbnail \(thumbnailUrl\): expected an image file \(\.webp, /)]);
    const outside = problemsAfter((c) => {
      writeFileSync(join(c, '..', 'outside.webp'), 'not inside content/');
      edit(c, project.file, setField('thumbnailUrl', '"../../outside.webp"'));
    });
    expect(outside).toEqual([
      expect.stringMatching(/Thumbnail \(thumbnailUrl\): the image "\.\.\/\.\.\/outside\.webp" is not there/),
    ]);
  });

  it('an image written as a site path, as before images moved beside their entries', () => {
    const problems = problemsAfter((c) =>
      edit(c, project.file, setField('thumbnailUrl', '"/images/portfolio/x/thumbnail.webp"')),
    );
    expect(problems).toEqual([
      expect.stringMatching(/Thumbnail \(thumbnailUrl\): expected a path relative to this file, starting with \.\/ /),
    ]);
  });

  it('a file name with a space or capitals', () => {
    // A project without a translation: a translated one's would then translate an entry that has no file.
    const untranslated = fixture.projects.find(
      (entry) => !existsSync(join(fixturePaths.content, `projects/${entry.id}.de.md`)),
    )!;
    const problems = problemsAfter((c) =>
      renameSync(join(c, untranslated.file), join(c, 'projects/Acme Dashboard.md')),
    );
    expect(problems).toEqual([
      'content error in projects/Acme Dashboard.md: (file name): the file name is the entry\'s id and URL: use lowercase letters, digits and hyphens, like "acme-dashboard.md"',
    ]);
  });

  it('a file that is not Markdown', () => {
    const problems = problemsAfter((c) => renameSync(join(c, tool.file), join(c, `${tool.file}.txt`)));
    expect(problems.some((p) => p.startsWith(`content error in ${tool.file}.txt: (file name): is not read`))).toBe(
      true,
    );
  });

  it('broken YAML, with the line number of the file', () => {
    const source = readFileSync(join(fixturePaths.content, project.file), 'utf8');
    const line = source.split('\n').findIndex((l) => l.startsWith('techStack:')) + 1;
    const problems = problemsAfter((c) =>
      edit(c, project.file, (text) => text.replace(/^techStack:/m, '  techStack:\n bad: [')),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^content error in ${project.file}: \\(line ${line}\\): `));
  });

  it('a field indented by mistake, at its own line and in plain words', () => {
    const source = readFileSync(join(fixturePaths.content, project.file), 'utf8');
    const lines = source.split('\n');
    // The second field of the first group of fields, pushed two spaces right.
    const slip = lines.findIndex((l, i) => /^ {2}\w+: \S/.test(l) && /^ {2}\w+: \S/.test(lines[i - 1] ?? ''));
    expect(slip).toBeGreaterThan(0);
    const problems = problemsAfter((c) =>
      edit(c, project.file, () => lines.map((l, i) => (i === slip ? `  ${l}` : l)).join('\n')),
    );
    expect(problems).toEqual([
      `content error in ${project.file}: (line ${slip + 1}): ${JSON.stringify(lines[slip]!.trim())} is indented more than the line above it, so it reads as part of "${lines[slip - 1]!.trim().split(':')[0]}"'s value: line it up with the fields of its group`,
    ]);
  });

  it('a JSON list entry names the item', () => {
    const problems = problemsAfter((c) =>
      edit(c, 'tool-categories.json', (text) => text.replace('"name": "AI & Machine Learning"', '"name": ""')),
    );
    expect(problems).toEqual([
      'content error in tool-categories.json: item 1 ("ai-ml") Name (name): name must not be empty',
    ]);
  });

  it('a highlight that features a missing project, or one without the figure it should show', () => {
    const withoutPotential = fixture.projects.find((p) => !p.data.revenuePotential);
    expect(withoutPotential, 'a fixture project without revenuePotential').toBeDefined();
    const problems = problemsAfter((c) => {
      edit(c, 'highlights.json', (text) => {
        const [first, second, ...rest] = JSON.parse(text) as Record<string, unknown>[];
        return JSON.stringify([
          { ...first, project: 'no-such-project' },
          { id: second?.id, title: second?.title, project: withoutPotential?.id },
          ...rest,
        ]);
      });
      // Its translation translates the value line only where the entry has one.
      edit(c, 'highlights.de.json', (text) => {
        const [first, second, ...rest] = JSON.parse(text) as Record<string, unknown>[];
        return JSON.stringify([first, { id: second?.id, title: second?.title }, ...rest]);
      });
    });
    const [first, second] = JSON.parse(readFileSync(join(fixturePaths.content, 'highlights.json'), 'utf8')) as {
      id: string;
    }[];
    expect(problems).toEqual([
      `content error in highlights.json: item "${first?.id}" Project (project): "no-such-project" is not a file in projects/`,
      `content error in highlights.json: item "${second?.id}" Project (project): "${withoutPotential?.id}" has no revenuePotential to show; give the highlight a value or the project a revenuePotential`,
    ]);
  });

  it('invalid JSON', () => {
    const problems = problemsAfter((c) => edit(c, 'services.json', (text) => text.replace(/\]\s*$/, '')));
    const lines = readFileSync(join(fixturePaths.content, 'services.json'), 'utf8').trimEnd().split('\n');
    expect(problems).toEqual([
      `content error in services.json: (line ${lines.length - 1}): the file ends before every { and [ is closed: add the missing } or ] at the end`,
    ]);
  });

  it('a second FAQ question with the same id', () => {
    const category = fixture.faq[0]!;
    const first = category.data.items[0]!;
    const problems = problemsAfter((c) =>
      edit(c, category.file, (text) => {
        const data = JSON.parse(text) as { items: unknown[] };
        data.items.push({ ...first, question: `${first.question} (again)` });
        return JSON.stringify(data);
      }),
    );
    expect(problems).toEqual([
      `content error in ${category.file}: items "${first.id}": the id "${first.id}" is used by two questions`,
    ]);
  });
});

describe('two mistakes in two files', () => {
  const unknownCategory = new RegExp(
    `^content error in ${tool.file}: Category \\(category\\): "productivty" is not a category in tool-categories.json`,
  );

  it("a broken entry and another file's unknown reference are named together", () => {
    const problems = problemsAfter((c) => {
      edit(c, project.file, setField('status', 'sould'));
      edit(c, tool.file, setField('category', 'productivty'));
    });
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^content error in ${project.file}: Status \\(status\\): expected one of`)),
      expect.stringMatching(unknownCategory),
    ]);
  });

  it('a reference to the broken entry is not called unknown while that entry does not parse', () => {
    const highlighted = fixture.highlights.find((highlight) => highlight.project !== undefined);
    const target = fixture.projects.find((entry) => entry.id === highlighted?.project)!;
    expect(target, 'a highlight of a project in the test catalogue').toBeDefined();
    const problems = problemsAfter((c) => edit(c, target.file, setField('status', 'sould')));
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^content error in ${target.file}: Status`))]);
  });

  it('a broken single file holds the checks across files back', () => {
    const problems = problemsAfter((c) => {
      edit(c, 'tool-categories.json', (text) => text.replace(/\]\s*$/, ',]'));
      edit(c, tool.file, setField('category', 'productivty'));
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content error in tool-categories.json/);
  });
});

describe('splitFrontmatter', () => {
  it('reads front matter and body', () => {
    expect(splitFrontmatter('---\na: 1\n---\nHello\n')).toEqual({
      frontmatter: { a: 1 },
      body: 'Hello',
      rawFrontmatter: 'a: 1',
    });
  });

  it('reports a file without front matter', () => {
    const problems: { file: string; field: string; message: string }[] = [];
    expect(splitFrontmatter('No front matter', 'x.md', problems).frontmatter).toBeUndefined();
    expect(problems).toEqual([
      { file: 'x.md', field: '(file)', message: 'must start with a block of fields between two --- lines' },
    ]);
  });
});

describe('languages: dictionaries and translations are checked like the entries', () => {
  const json = (content: string, file: string, change: (value: Record<string, unknown>) => void) =>
    edit(content, file, (text) => {
      const value = JSON.parse(text) as Record<string, unknown>;
      change(value);
      return JSON.stringify(value, null, 2);
    });

  it('a dictionary missing a key or holding an extra one names the file and the key', () => {
    const lines = problemsAfter((c) =>
      json(c, 'dictionaries/de.json', (value) => {
        const shell = value.shell as Record<string, unknown>;
        delete shell.search;
        shell.searhc = 'Suche';
      }),
    );
    expect(lines).toEqual([
      'content error in dictionaries/de.json: Page frame › Search (shell.search): is required but missing',
      'content error in dictionaries/de.json: shell.searhc: unknown field (check its spelling, or remove it)',
    ]);
  });

  it('a translation of a missing entry, in a language with no dictionary, or of a shared field is refused', () => {
    const lines = problemsAfter((c) => {
      writeFileSync(join(c, 'faq/gone.de.json'), '{ "name": "Weg", "items": [] }');
      writeFileSync(join(c, 'faq/pricing.fr.json'), '{ "name": "Prix", "items": [] }');
      json(c, 'faq/pricing.de.json', (value) => {
        value.order = 9;
      });
    });
    expect(lines).toEqual([
      'content error in faq/gone.de.json: (file name): translates "gone", which has no file of its own: a translation sits beside its entry',
      'content error in faq/pricing.de.json: Position (order): is the same in every language: change it in the entry, not in its translation',
      'content error in faq/pricing.fr.json: (file name): "fr" is not a language of the site (content/dictionaries/ has de.json, en.json)',
    ]);
  });

  describe("a Markdown entry's translation (tools/agno.de.md)", () => {
    const translation = 'tools/agno.de.md';
    const read = () => readFileSync(join(fixturePaths.content, translation), 'utf8');

    it('is read with its translated fields and its own body', () => {
      const { translations, problems } = readTranslationFiles(fixturePaths.content);
      expect(problems).toEqual([]);
      const agno = translations.find((candidate) => candidate.file === translation);
      const source = splitFrontmatter(read());
      expect(agno).toMatchObject({ kind: 'tools', entry: 'agno', language: 'de', body: source.body });
      expect(agno?.data).toMatchObject({ description: (source.frontmatter as { description: string }).description });
      expect(agno?.body).not.toBe(fixture.tools.find((entry) => entry.id === 'agno')?.body);
    });

    it('without its entry, as JSON, or repeating a field that is not translatable is refused, naming file and field', () => {
      const lines = problemsAfter((c) => {
        writeFileSync(join(c, 'tools/gone.de.md'), read());
        writeFileSync(join(c, 'tools/posthog.de.json'), '{ "description": "Eine Plattform." }');
        edit(c, translation, (text) =>
          text.replace(/^---\n/, '---\nname: Agno auf Deutsch\nwebsite: https://agno.de\n'),
        );
      });
      expect(lines).toEqual([
        'content error in tools/agno.de.md: Name (name): is the same in every language: change it in the entry, not in its translation',
        'content error in tools/agno.de.md: Website (website): is the same in every language: change it in the entry, not in its translation',
        'content error in tools/gone.de.md: (file name): translates "gone", which has no file of its own: a translation sits beside its entry',
        'content error in tools/posthog.de.json: (file name): a translation is a .md file like its entry: name it posthog.de.md',
      ]);
    });

    it('whose description cannot be cut for search results without a search description of its own is refused', () => {
      const lines = problemsAfter((c) => edit(c, translation, (text) => text.replace(/^searchDescription: .*\n/m, '')));
      expect(lines).toEqual([
        'content error in tools/agno.de.md: Search description (searchDescription): the description (190 characters) cannot be cut at the end of a sentence or clause into 70 to 160 characters for search results; shorten it or write a search description',
      ]);
    });

    it('without a body, or with a feature more than its entry, is refused', () => {
      const lines = problemsAfter((c) =>
        edit(c, translation, (text) =>
          text
            .replace(/\n---\n[\s\S]*$/, '\n---\n')
            .replace(/ {2}- name: Toolkits und MCP\n {4}description: .*\n/, (item) => item + item),
        ),
      );
      expect(lines).toEqual([
        'content error in tools/agno.de.md: features: has 7 items where the entry has 6: translate each, in order',
        "content error in tools/agno.de.md: (body): has no text below its fields: translate the entry's text too",
      ]);
    });
  });

  describe("an expertise area's translation (areas/ai-agent-development.de.md)", () => {
    const translation = 'areas/ai-agent-development.de.md';
    const read = () => readFileSync(join(fixturePaths.content, translation), 'utf8');

    it('is read with its translated name, texts and its own body', () => {
      const { translations, problems } = readTranslationFiles(fixturePaths.content);
      expect(problems).toEqual([]);
      const area = translations.find((candidate) => candidate.file === translation);
      const source = splitFrontmatter(read());
      expect(area).toMatchObject({ kind: 'areas', entry: 'ai-agent-development', language: 'de', body: source.body });
      expect(area?.data).toMatchObject({ name: (source.frontmatter as { name: string }).name });
      expect(area?.body).not.toBe(fixture.areas.find((entry) => entry.id === 'ai-agent-development')?.body);
    });

    it('without its entry, or repeating a shared field (icon, tools, case studies), is refused, naming file and field', () => {
      const lines = problemsAfter((c) => {
        writeFileSync(join(c, 'areas/gone.de.md'), read());
        edit(c, translation, (text) =>
          text.replace(/^---\n/, '---\nicon: bot\nrelatedTools: [agno]\ncaseStudies: [ai-research-assistant]\n'),
        );
      });
      expect(lines).toEqual([
        'content error in areas/ai-agent-development.de.md: Icon (icon): is the same in every language: change it in the entry, not in its translation',
        'content error in areas/ai-agent-development.de.md: Related tools (relatedTools): is the same in every language: change it in the entry, not in its translation',
        'content error in areas/ai-agent-development.de.md: Case studies (caseStudies): is the same in every language: change it in the entry, not in its translation',
        'content error in areas/gone.de.md: (file name): translates "gone", which has no file of its own: a translation sits beside its entry',
      ]);
    });

    it('without a body, or with a capability more than its entry, is refused', () => {
      const lines = problemsAfter((c) =>
        edit(c, translation, (text) =>
          text.replace(/\n---\n[\s\S]*$/, '\n---\n').replace(/^ {2}- Live-Recherche.*\n/m, (item) => item + item),
        ),
      );
      expect(lines).toEqual([
        'content error in areas/ai-agent-development.de.md: keyCapabilities: has 8 items where the entry has 7: translate each, in order',
        "content error in areas/ai-agent-development.de.md: (body): has no text below its fields: translate the entry's text too",
      ]);
    });
  });

  describe("a business idea's translation (ideas/ai-content-calendar.de.md)", () => {
    const translation = 'ideas/ai-content-calendar.de.md';
    const read = () => readFileSync(join(fixturePaths.content, translation), 'utf8');

    it('is read with its translated texts and its own body', () => {
      const { translations, problems } = readTranslationFiles(fixturePaths.content);
      expect(problems).toEqual([]);
      const idea = translations.find((candidate) => candidate.file === translation);
      const source = splitFrontmatter(read());
      expect(idea).toMatchObject({ kind: 'ideas', entry: 'ai-content-calendar', language: 'de', body: source.body });
      expect(idea?.data).toMatchObject({ title: 'KI-Redaktionskalender' });
      expect(idea?.body).not.toBe(fixture.ideas.find((entry) => entry.id === 'ai-content-calendar')?.body);
    });

    it('without its entry, or repeating a shared field (money, enums, dates, links), is refused', () => {
      const lines = problemsAfter((c) => {
        writeFileSync(join(c, 'ideas/gone.de.md'), read());
        edit(c, translation, (text) =>
          text.replace(
            /^---\n/,
            '---\nbusinessModelType: saas\nestimatedRevenue: { min: 1, max: 2 }\nupdatedAt: 2025-04-01\n',
          ),
        );
      });
      expect(lines).toEqual([
        'content error in ideas/ai-content-calendar.de.md: Business model (businessModelType): is the same in every language: change it in the entry, not in its translation',
        'content error in ideas/ai-content-calendar.de.md: Estimated revenue (estimatedRevenue): is the same in every language: change it in the entry, not in its translation',
        'content error in ideas/ai-content-calendar.de.md: Updated (updatedAt): is the same in every language: change it in the entry, not in its translation',
        'content error in ideas/gone.de.md: (file name): translates "gone", which has no file of its own: a translation sits beside its entry',
      ]);
    });

    it("repeating a shared field inside a group or a story (a number, a story's link) is refused", () => {
      const lines = problemsAfter((c) =>
        edit(c, translation, (text) =>
          text
            .replace(/^developmentResources:\n/m, 'developmentResources:\n  estimatedTimeMonths: 5\n')
            .replace(/^ {4}description: "Begann/m, '    url: "https://buffer.com"\n    description: "Begann'),
        ),
      );
      expect(lines).toEqual([
        'content error in ideas/ai-content-calendar.de.md: developmentResources.estimatedTimeMonths: unknown field (check its spelling, or remove it)',
        'content error in ideas/ai-content-calendar.de.md: successStories[0].url: unknown field (check its spelling, or remove it)',
      ]);
    });

    it('without a body, or with a challenge more than its entry, is refused', () => {
      const lines = problemsAfter((c) =>
        edit(c, translation, (text) =>
          text
            .replace(/\n---\n[\s\S]*$/, '\n---\n')
            .replace(/^ {2}- challenge: "Generische[\s\S]*?(?=^ {2}- challenge)/m, (item) => item + item),
        ),
      );
      expect(lines).toEqual([
        'content error in ideas/ai-content-calendar.de.md: challenges: has 5 items where the entry has 4: translate each, in order',
        "content error in ideas/ai-content-calendar.de.md: (body): has no text below its fields: translate the entry's text too",
      ]);
    });
  });

  describe("a project's translation (projects/cashcast.de.md)", () => {
    const translation = 'projects/cashcast.de.md';
    const read = () => readFileSync(join(fixturePaths.content, translation), 'utf8');

    it('is read with its translated texts and its own body', () => {
      const { translations, problems } = readTranslationFiles(fixturePaths.content);
      expect(problems).toEqual([]);
      const cashcast = translations.find((candidate) => candidate.file === translation);
      const source = splitFrontmatter(read());
      expect(cashcast).toMatchObject({ kind: 'projects', entry: 'cashcast', language: 'de', body: source.body });
      expect(cashcast?.data).toMatchObject({
        title: 'CashCast Forecaster',
        businessDetails: { location: 'Deutschland' },
      });
      expect(cashcast?.body).not.toBe(fixture.projects.find((entry) => entry.id === 'cashcast')?.body);
    });

    it('without its entry, or repeating a shared field (enums, figures, tech stack, links, dates), is refused', () => {
      const lines = problemsAfter((c) => {
        writeFileSync(join(c, 'projects/gone.de.md'), read());
        edit(c, translation, (text) =>
          text.replace(
            /^---\n/,
            '---\nstatus: sold\nprojectType: saas\nmetrics: { monthlyRevenue: 1 }\ntechStack: [Python]\nliveUrl: "https://example.com"\nupdatedAt: 2025-04-01\n',
          ),
        );
      });
      expect(lines).toEqual([
        'content error in projects/cashcast.de.md: Status (status): is the same in every language: change it in the entry, not in its translation',
        'content error in projects/cashcast.de.md: Project type (projectType): is the same in every language: change it in the entry, not in its translation',
        'content error in projects/cashcast.de.md: Metrics (metrics): is the same in every language: change it in the entry, not in its translation',
        'content error in projects/cashcast.de.md: Tech stack (techStack): is the same in every language: change it in the entry, not in its translation',
        'content error in projects/cashcast.de.md: Live site (liveUrl): is the same in every language: change it in the entry, not in its translation',
        'content error in projects/cashcast.de.md: Updated (updatedAt): is the same in every language: change it in the entry, not in its translation',
        'content error in projects/gone.de.md: (file name): translates "gone", which has no file of its own: a translation sits beside its entry',
      ]);
    });

    it("repeating a shared field inside a group or an image (a margin, an image's file) is refused", () => {
      const lines = problemsAfter((c) =>
        edit(c, translation, (text) =>
          text
            .replace(/^businessDetails:\n/m, 'businessDetails:\n  profitMargin: 82\n')
            .replace(/^ {2}- alt: "Das Dashboard/m, '  - src: "./cashcast/images/0.webp"\n    alt: "Das Dashboard'),
        ),
      );
      expect(lines).toEqual([
        'content error in projects/cashcast.de.md: images[0].src: unknown field (check its spelling, or remove it)',
        'content error in projects/cashcast.de.md: businessDetails.profitMargin: unknown field (check its spelling, or remove it)',
      ]);
    });

    it('without a body, or with a feature more than its entry, is refused', () => {
      const lines = problemsAfter((c) =>
        edit(c, translation, (text) =>
          text.replace(/\n---\n[\s\S]*$/, '\n---\n').replace(/^ {2}- "Szenarien.*\n/m, (item) => item + item),
        ),
      );
      expect(lines).toEqual([
        'content error in projects/cashcast.de.md: features: has 7 items where the entry has 6: translate each, in order',
        "content error in projects/cashcast.de.md: (body): has no text below its fields: translate the entry's text too",
      ]);
    });
  });

  describe("a list file's translation (services.de.json, tool-categories.de.json ...)", () => {
    const list = (content: string, file: string, change: (items: Record<string, unknown>[]) => void) =>
      edit(content, file, (text) => {
        const items = JSON.parse(text) as Record<string, unknown>[];
        change(items);
        return JSON.stringify(items, null, 2);
      });

    it('the test catalogue translates every list file, item by item, and the check reads each', () => {
      const { translations, problems } = readTranslationFiles(fixturePaths.content);
      expect(problems).toEqual([]);
      const lists = translations.filter((candidate) => Array.isArray(candidate.data));
      expect(lists.map(({ kind, entry, language, file }) => ({ kind, entry, language, file }))).toEqual([
        { kind: 'toolCategories', entry: 'toolCategories', language: 'de', file: 'tool-categories.de.json' },
        { kind: 'services', entry: 'services', language: 'de', file: 'services.de.json' },
        { kind: 'technologies', entry: 'technologies', language: 'de', file: 'technologies.de.json' },
        { kind: 'highlights', entry: 'highlights', language: 'de', file: 'highlights.de.json' },
      ]);
      for (const { file, data } of lists) {
        const own = JSON.parse(readFileSync(join(fixturePaths.content, file.replace('.de', '')), 'utf8')) as {
          id: string;
        }[];
        expect(
          (data as { id: string }[]).map((item) => item.id),
          file,
        ).toEqual(own.map((item) => item.id));
      }
    });

    it('an item left out, one the list lacks, or a shared field is named by file, item and field', () => {
      const lines = problemsAfter((c) => {
        list(c, 'services.de.json', (items) => {
          items.splice(0, 1);
          items.push({ id: 'gone', title: 'Weg', description: 'Weg.', examples: ['a', 'b'] });
        });
        list(c, 'tool-categories.de.json', (items) => {
          items[0]!.icon = 'brain';
        });
        list(c, 'highlights.de.json', (items) => {
          items[0]!.value = 'Viel Umsatz';
        });
      });
      expect(lines).toEqual([
        'content error in tool-categories.de.json: item 1 ("ai-ml") Icon (icon): is the same in every language: change it in the entry, not in its translation',
        'content error in services.de.json: (items): translates "gone", which the entry does not have',
        'content error in services.de.json: (items): leaves "custom-crm" untranslated: translate every item of the entry',
        'content error in highlights.de.json: item 1 ("face-swap-ai-app") value: the entry has none: leave it out of the translation',
      ]);
    });

    it('a translation of a list file that is not there, or that is no list, is refused', () => {
      const lines = problemsAfter((c) => {
        rmSync(join(c, 'technologies.json'));
        writeFileSync(join(c, 'highlights.de.json'), '{ "title": "Höhepunkte" }');
      });
      expect(lines).toContain(
        'content error in technologies.de.json: (file name): translates "technologies", which has no file of its own: a translation sits beside its entry',
      );
      expect(lines).toContain(
        'content error in highlights.de.json: (file): expected a list of the entry\'s items, each with its "id": [ { "id": ... }, ... ]',
      );
    });
  });

  it('a translation that leaves a question out or adds one the entry lacks', () => {
    const lines = problemsAfter((c) =>
      json(c, 'faq/pricing.de.json', (value) => {
        const items = value.items as { id: string }[];
        const first = items[0]!;
        items.splice(0, 1, { ...first, id: 'not-in-the-entry' });
      }),
    );
    const first = (
      JSON.parse(readFileSync(join(fixturePaths.content, 'faq/pricing.de.json'), 'utf8')) as {
        items: { id: string }[];
      }
    ).items[0]!.id;
    expect(lines).toEqual([
      'content error in faq/pricing.de.json: items: translates "not-in-the-entry", which the entry does not have',
      `content error in faq/pricing.de.json: items: leaves "${first}" untranslated: translate every item of the entry`,
    ]);
  });
});
