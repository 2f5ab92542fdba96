import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, readJsonList, readMarkdownDir, splitFrontmatter } from '@/lib/content/files';
import { checkIntegrity } from '@/lib/content/integrity';
import { projectSchema, serviceSchema } from '@/lib/content/schemas';

function tempContent(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('a bad content file names the file, the field and what was expected', () => {
  it('reports every wrong field of a Markdown entry', () => {
    const root = tempContent({
      'projects/broken.md': '---\nid: 3\ntitle: ""\nprojectType: saasy\nstatus: sold\ncreatedAt: 2025-13-45\n---\nBody',
    });
    let error: unknown;
    try {
      readMarkdownDir(root, 'projects', projectSchema);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const { file, problems } = error as ContentError;
    expect(file).toBe('projects/broken.md');
    expect(problems).toEqual(
      expect.arrayContaining([
        'title: title must not be empty',
        expect.stringMatching(/^projectType: Invalid option: expected one of "saas"/),
        expect.stringMatching(/^shortDescription: /),
        expect.stringMatching(/^techStack: /),
        expect.stringMatching(/^createdAt: /),
      ]),
    );
  });

  it('names the list entry of a JSON list file', () => {
    const root = tempContent({
      'services.json': JSON.stringify([{ id: 'Bad Id', title: 'x', description: 'y', icon: 'z', examples: ['one'] }]),
    });
    expect(() => readJsonList(root, 'services.json', serviceSchema)).toThrow(
      /services\.json \[0\]:[\s\S]*id: expected a lowercase id[\s\S]*examples: /,
    );
  });

  it('rejects unknown fields (typos) instead of ignoring them', () => {
    const root = tempContent({
      'services.json': JSON.stringify([
        { id: 'a', title: 'x', description: 'y', icon: 'z', examples: ['1', '2'], exampels: [] },
      ]),
    });
    expect(() => readJsonList(root, 'services.json', serviceSchema)).toThrow(/exampels/);
  });

  it('reads front matter and body', () => {
    expect(splitFrontmatter('---\na: 1\n---\nHello\n')).toEqual({ frontmatter: { a: 1 }, body: 'Hello' });
    expect(splitFrontmatter('No front matter')).toEqual({ frontmatter: {}, body: 'No front matter' });
  });
});

describe('checkIntegrity', () => {
  it('reports dangling references as errors, unknown related tools as warnings', () => {
    const report = checkIntegrity({
      projects: [
        { id: 'a', file: 'projects/a.md', data: { id: 1 } },
        { id: 'b', file: 'projects/b.md', data: { id: 1 } },
      ],
      ideas: [],
      tools: [{ id: 't', file: 'tools/t.md', data: { category: 'nope' } }],
      toolCategories: [{ id: 'ai-ml' }],
      areas: [{ id: 'x', file: 'areas/x.md', data: { relatedTools: ['t', 'ghost'], caseStudies: ['missing'] } }],
      areaCaseStudies: [],
      methodologies: [{ id: 'm', file: 'methodologies/m.md', data: { relatedExpertise: ['y'] } }],
    });
    expect(report.errors).toEqual([
      'projects: id 1 is used twice',
      'tools/t.md: category "nope" is not in tool-categories.json',
      'areas/x.md: caseStudies "missing" is not in content/area-case-studies/',
      'methodologies/m.md: relatedExpertise "y" is not in content/areas/',
    ]);
    expect(report.warnings).toEqual(['areas/x.md: relatedTools "ghost" is not in content/tools/ (hidden on the site)']);
  });
});
