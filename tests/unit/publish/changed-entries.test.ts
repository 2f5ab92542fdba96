import { describe, expect, it } from 'vitest';
import { changeOfStatus, groupByEntry, publishCommitMessage } from '@/lib/publish/changed-entries';
import { CONTENT_KINDS } from '@/lib/content/kinds/index';

const projects = CONTENT_KINDS.projects;
const folder = projects.source.type === 'folder' ? projects.source.folder : '';

describe('what a publish sends', () => {
  it('groups an entry with the images in its folder, naming its page', () => {
    const entries = groupByEntry([
      { path: `${folder}/alpha/images/0.webp`, change: 'added' },
      { path: `${folder}/alpha.md`, change: 'modified' },
      { path: 'site.json', change: 'modified' },
    ]);
    expect(entries.map((entry) => entry.key)).toEqual([`${folder}/alpha`, 'site.json']);
    expect(entries[0]?.files.map((file) => file.path)).toEqual([`${folder}/alpha.md`, `${folder}/alpha/images/0.webp`]);
    expect(entries[0]?.label).toBe(`${projects.editor.label} › alpha`);
    expect(entries[0]?.page).toBe(`${projects.editor.page}alpha`);
    expect(entries[1]?.page).toBeUndefined();
  });

  it('names the entries in the subject and every file in the body', () => {
    const message = publishCommitMessage(
      groupByEntry([
        { path: `${folder}/alpha.md`, change: 'modified' },
        { path: `${folder}/beta.md`, change: 'deleted' },
      ]),
    );
    const [subject, blank, ...body] = message.trimEnd().split('\n');
    expect(subject).toBe(`Publish ${folder}/alpha, ${folder}/beta`);
    expect(blank).toBe('');
    expect(body).toEqual([`- modified content/${folder}/alpha.md`, `- deleted content/${folder}/beta.md`]);
  });

  it('keeps the subject within 72 characters, counting the entries it leaves out', () => {
    const files = Array.from({ length: 12 }, (_, index) => ({
      path: `${folder}/a-rather-long-entry-name-${index}.md`,
      change: 'added' as const,
    }));
    const subject = publishCommitMessage(groupByEntry(files)).split('\n')[0] ?? '';
    expect(subject.length).toBeLessThanOrEqual(72);
    const shown = subject.split(', ').length;
    expect(subject).toMatch(new RegExp(` and ${12 - shown} more$`));
    expect(publishCommitMessage(groupByEntry(files)).match(/^- added /gm)).toHaveLength(12);
  });

  it('reads git status letters as a change', () => {
    expect(changeOfStatus('??')).toBe('added');
    expect(changeOfStatus(' M')).toBe('modified');
    expect(changeOfStatus(' D')).toBe('deleted');
    expect(changeOfStatus('A ')).toBe('added');
  });
});
