/**
 * The stable number of a project or idea (src/admin/browser/numbers.ts), never typed: a new entry
 * gets the next free number of its folder, read from disk (src/admin/node/options.ts), and an
 * existing entry keeps its own (content-codec.ts).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toDisk } from '@/admin/node/content-codec';
import { ADMIN_KINDS, type FolderKind } from '@/admin/browser/kinds';
import { nextNumber } from '@/admin/browser/numbers';
import { entryNumbers, readAdminOptions, saveContextOf } from '@/admin/node/options';
import { fixture, fixturePaths } from '../support/fixture';
import { bytes, frontmatterOf, markdownFile, text } from '../support/editor-files';

const projects = ADMIN_KINDS.projects as FolderKind;

describe('the stable number', () => {
  const root = mkdtempSync(join(tmpdir(), 'admin-numbers-'));
  cpSync(fixturePaths.content, root, { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const taken = fixture.projects.map((project) => project.data.id);
  const next = Math.max(...taken) + 1;

  it('is offered as the next free number of its folder', () => {
    expect(nextNumber([])).toBe(1);
    expect(nextNumber([3, 1, 2])).toBe(4);
    expect(entryNumbers(root, projects).sort((a, b) => a - b)).toEqual([...taken].sort((a, b) => a - b));
    expect(readAdminOptions(root).nextNumbers).toMatchObject({
      projects: next,
      ideas: Math.max(...fixture.ideas.map((idea) => idea.data.id)) + 1,
    });
  });

  it('is written by the save for a new entry, and for a copy whose number is taken', () => {
    const context = saveContextOf(root);
    const fresh = text(
      toDisk('projects/new.md', bytes(markdownFile({ title: 'New', status: 'in_pipeline' })), undefined, context),
    );
    expect(Object.entries(frontmatterOf(fresh))[0]).toEqual(['id', next]);
    const copy = text(
      toDisk('projects/copy.md', bytes(markdownFile({ id: taken[0], title: 'Copy' })), undefined, context),
    );
    expect(frontmatterOf(copy).id).toBe(next);
  });

  it('stays as it is for an existing entry, also when the form sends none', () => {
    const context = saveContextOf(root);
    const file = join('projects', `${fixture.projects[0]!.id}.md`);
    const existing = markdownFile({ id: 3, title: 'A' });
    expect(frontmatterOf(text(toDisk(file, bytes(markdownFile({ title: 'B' })), bytes(existing), context))).id).toBe(3);
    expect(
      frontmatterOf(text(toDisk(file, bytes(markdownFile({ id: 3, title: 'B' })), bytes(existing), context))).id,
    ).toBe(3);
  });
});
