/**
 * Fixing a broken file in the browser: problem lines read back into file, labels, key and line
 * (problem-lines.ts), JSON mistakes in plain words at the line to change (json-problems.ts), the
 * repair view's save through the editor's check (repair.ts), and the problems API.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import { adminConfig } from '@/admin/browser/config';
import { createContentApi } from '@/admin/node/content-api';
import { readAdminOptions } from '@/admin/node/options';
import { currentFileProblems, editorPathOf, saveEntryText, sitePageOf } from '@/admin/node/repair';
import { explainJsonMistake } from '@/lib/content/json-problems';
import { groupByFile, isFileProblem, parseProblemLine, problemLinesOf } from '@/lib/content/problem-lines';
import { lineRange } from '@/lib/content/text-lines';
import { contentProblemsPage } from '@/lib/content/problems-page';
import { isEditorFile } from '@/integrations/content-validation';
import { fixture } from '../support/fixture';
import { copyTestCatalogue } from '../support/dev-server';

describe('problem lines read back', () => {
  it('a labelled field: labels outermost first, its key', () => {
    expect(
      parseProblemLine(
        'content error in projects/x.md: Metrics › Monthly revenue (metrics.monthlyRevenue): expected a number, found "a"',
      ),
    ).toEqual({
      file: 'projects/x.md',
      field: 'Metrics › Monthly revenue (metrics.monthlyRevenue)',
      labels: ['Metrics', 'Monthly revenue'],
      key: 'metrics.monthlyRevenue',
      message: 'expected a number, found "a"',
    });
  });

  it("a list item's field, a bare key, a line of the file", () => {
    expect(
      parseProblemLine('content error in services.json: item 2 ("web") Title (title): is required but missing'),
    ).toMatchObject({ labels: ['Title'], key: 'title' });
    expect(parseProblemLine('content error in areas/a.md: relatedTools[1]: "nope" is not a tool')).toMatchObject({
      labels: [],
      key: 'relatedTools[1]',
    });
    const yaml = parseProblemLine('content error in projects/x.md: (line 7): "roi: 3" is indented more than ...');
    expect(yaml).toMatchObject({ line: 7, labels: [] });
    expect(yaml && isFileProblem(yaml)).toBe(true);
    expect(parseProblemLine('not a problem line')).toBeUndefined();
  });

  it("a refused save's text, and problems grouped by file in order", () => {
    const lines = problemLinesOf(
      'Not saved: this change would break the content check.\ncontent error in b.md: Title (title): x\ncontent error in a.md: Name (name): y\ncontent error in b.md: (line 2): z',
    );
    expect(lines.map(({ file, field }) => `${file} ${field}`)).toEqual([
      'b.md Title (title)',
      'a.md Name (name)',
      'b.md (line 2)',
    ]);
    expect(groupByFile(lines).map(({ file, problems }) => [file, problems.length])).toEqual([
      ['b.md', 2],
      ['a.md', 1],
    ]);
  });
});

describe('JSON that does not parse, at the line to change', () => {
  const mistake = (text: string) => {
    try {
      JSON.parse(text);
    } catch (error) {
      return explainJsonMistake(text, (error as Error).message);
    }
    throw new Error('parsed');
  };

  it('a missing comma is at the end of the line before the next value', () => {
    expect(mistake('{\n  "a": 1\n  "b": 2\n}\n')).toEqual({
      line: 2,
      message: 'a comma is missing at the end of this line, before "\\"b\\": 2" on line 3',
    });
  });

  it('a comma after the last field or item', () => {
    expect(mistake('{\n  "a": 1,\n}\n')).toEqual({
      line: 2,
      message: 'a comma follows the last field of a group: remove the comma',
    });
    expect(mistake('[\n  {"a": 1},\n]\n')).toEqual({
      line: 2,
      message: 'a comma follows the last item of a list or group: remove the comma',
    });
  });

  it('a name without quotes, and a file cut short', () => {
    expect(mistake('{\n  a: 1\n}')).toMatchObject({ line: 2 });
    expect(mistake('[\n  {"a": 1}\n')).toEqual({
      line: 2,
      message: 'the file ends before every { and [ is closed: add the missing } or ] at the end',
    });
  });
});

describe('lines of the text', () => {
  it('gives the offsets of a line, clamped', () => {
    expect(lineRange('ab\ncd\nef', 2)).toEqual([3, 5]);
    expect(lineRange('ab\ncd', 9)).toEqual([3, 5]);
    expect(lineRange('ab\r\ncd', 1)).toEqual([0, 2]);
  });
});

describe('the problems page links each file to the repair view', () => {
  it('one link per file the editor opens', () => {
    const html = contentProblemsPage(
      ['content error in projects/x.md: Title (title): a', 'content error in projects/x.md: (line 3): b'],
      { fixHref: (file) => `/keystatic/repair?file=${encodeURIComponent(file)}` },
    );
    expect(html.match(/href="\/keystatic\/repair\?file=projects%2Fx\.md"/g)).toHaveLength(1);
    expect(isEditorFile('projects/x.md')).toBe(true);
    expect(isEditorFile('projects/x/thumbnailUrl.webp')).toBe(false);
    expect(isEditorFile('site.json')).toBe(true);
  });
});

describe('the repair view on a copy of the test catalogue', { timeout: 60_000 }, () => {
  const copy = copyTestCatalogue('content-repair-');
  const content = copy.paths.content;
  afterAll(() => copy.remove());
  const project = fixture.projects[0]!;
  const file = join(content, project.file);
  const original = readFileSync(file, 'utf8');

  it('names the editor page and site page of a file', () => {
    expect(editorPathOf(project.file)).toBe(`/keystatic/collection/projects/item/${project.id}`);
    expect(editorPathOf('site.json')).toBe('/keystatic/singleton/site');
    expect(editorPathOf('projects/x/thumbnailUrl.webp')).toBeUndefined();
    expect(sitePageOf(project.file)).toBe(`/case-studies/${project.id}`);
  });

  it('lists a YAML slip at its line, refuses a text that adds a problem, and saves the fix as typed', async () => {
    const slipped = original.replace(/^(title: .*)$/m, '$1\n  extra: 1');
    writeFileSync(file, slipped);
    const [broken] = await currentFileProblems(content);
    expect(broken?.file).toBe(project.file);
    expect(broken?.repairPath).toBe(`/keystatic/repair?file=${encodeURIComponent(project.file)}`);
    expect(broken?.problems[0]?.line).toBe(slipped.split('\n').findIndex((line) => line === '  extra: 1') + 1);

    const worse = saveEntryText(content, project.file, original.replace(/^status: .*$/m, 'status: sould'));
    expect(worse.saved).toBe(false);
    expect(worse.saved ? [] : worse.lines).toEqual([
      expect.stringMatching(new RegExp(`^content error in ${project.file}: Status \\(status\\): expected one of`)),
    ]);
    expect(readFileSync(file, 'utf8'), 'nothing written').toBe(slipped);

    // A form posts CRLF line breaks; the file keeps its LF.
    expect(saveEntryText(content, project.file, original.replace(/\n/g, '\r\n'))).toEqual({ saved: true });
    expect(readFileSync(file, 'utf8')).toBe(original);
    expect(await currentFileProblems(content)).toEqual([]);
  });

  it('the editor API answers the problems by file', async () => {
    const config = adminConfig(readAdminOptions(content));
    const api = createContentApi(content, makeGenericAPIRouteHandler({ config, localBaseDirectory: content }));
    writeFileSync(file, original.replace(/^status: .*$/m, 'status: sould'));
    const response = await api(new Request('http://127.0.0.1/api/keystatic/problems', { headers: { 'no-cors': '1' } }));
    const { files } = (await response.json()) as { files: { file: string; problems: { labels: string[] }[] }[] };
    expect(files.map(({ file: name, problems }) => [name, problems[0]?.labels])).toEqual([[project.file, ['Status']]]);
    writeFileSync(file, original);
  });
});
