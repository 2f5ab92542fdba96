/**
 * Content is parsed once per build: the content check remembers what each file parsed to, and
 * the collections' loaders (src/content.config.ts) take it while the file's text is unchanged.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentFiles } from '@/content-reading/files';
import { rememberParsed, reuseParsed, takeParseCounts } from '@/content-reading/parsed-files';
import { fixturePaths } from '../support/fixture';

/** The entry files of a content folder: its JSON files and the Markdown or JSON files of its folders. */
function entryFiles(dir: string, depth = 0): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return depth === 0 ? entryFiles(path, 1) : [];
    return /\.(md|json)$/.test(name) ? [path] : [];
  });
}

describe('parsed files', () => {
  it('are reused only while their text is the one parsed, and counted', () => {
    takeParseCounts();
    rememberParsed('/content/a.md', { text: 'one', data: { title: 'A' }, body: 'Body', rawData: 'title: A' });
    expect(reuseParsed('/content/a.md', 'one')).toEqual({
      text: 'one',
      data: { title: 'A' },
      body: 'Body',
      rawData: 'title: A',
    });
    expect(reuseParsed('/content/a.md', 'one, edited')).toBeUndefined();
    expect(reuseParsed('/content/never-read.md', 'x')).toBeUndefined();
    expect(takeParseCounts()).toEqual({ reused: 1, parsedAgain: ['/content/a.md', '/content/never-read.md'] });
    expect(takeParseCounts()).toEqual({ reused: 0, parsedAgain: [] });
  });

  it('hold every entry file the content check read, so the build parses none of them again', () => {
    const { problems } = readContentFiles(fixturePaths.content);
    expect(problems).toEqual([]);
    const files = entryFiles(fixturePaths.content);
    expect(files.length).toBeGreaterThan(20);
    const missed = files.filter((file) => reuseParsed(file, readFileSync(file, 'utf8')) === undefined);
    expect(missed).toEqual([]);
  });

  it('give a Markdown file its front matter and trimmed body, and a JSON file its whole value', () => {
    readContentFiles(fixturePaths.content);
    const markdown = entryFiles(join(fixturePaths.content, 'projects')).find((file) => file.endsWith('.md'));
    if (!markdown) throw new Error('the test catalogue has no project');
    const text = readFileSync(markdown, 'utf8');
    const parsed = reuseParsed(markdown, text);
    expect(parsed?.data).toMatchObject({ title: expect.any(String) as unknown });
    expect(parsed?.body).toBe(text.split(/^---$/m).slice(2).join('---').trim());
    expect(text).toContain(parsed?.rawData);

    const json = join(fixturePaths.content, 'site.json');
    expect(reuseParsed(json, readFileSync(json, 'utf8'))?.data).toEqual(JSON.parse(readFileSync(json, 'utf8')));
  });
});
