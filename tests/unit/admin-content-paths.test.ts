import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isContentPath } from '@/admin/node/content-paths';

let root = '';
let content = '';
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'content-paths-'));
  content = join(root, 'content');
  mkdirSync(join(content, 'projects'), { recursive: true });
  mkdirSync(join(root, 'outside'));
  writeFileSync(join(root, 'outside', 'secret.md'), 'secret');
  symlinkSync(join(root, 'outside', 'secret.md'), join(content, 'projects', 'linked.md'));
  symlinkSync(join(root, 'outside'), join(content, 'linked-folder'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('isContentPath', () => {
  it('takes plain relative paths inside content/, existing or new', () => {
    expect(isContentPath(content, 'projects/new-one.md')).toBe(true);
    expect(isContentPath(content, 'projects/new-one/thumbnailUrl.webp')).toBe(true);
    expect(isContentPath(content, 'site.json')).toBe(true);
  });

  it('refuses parent segments, absolute paths, backslashes, empty and dot segments', () => {
    for (const path of [
      '../outside/secret.md',
      'projects/../../outside/secret.md',
      '/etc/passwd',
      'projects\\..\\..\\x',
      'projects//x.md',
      './site.json',
      'projects/x.md\0',
      'projects/%2e%2e/%2e%2e/x.md',
      'projects/a b.md',
      '',
    ])
      expect(isContentPath(content, path), path).toBe(false);
  });

  it('refuses a symbolic link in content/, to a file or a folder outside', () => {
    expect(isContentPath(content, 'projects/linked.md')).toBe(false);
    expect(isContentPath(content, 'linked-folder/secret.md')).toBe(false);
    expect(isContentPath(content, 'linked-folder/new.md')).toBe(false);
  });
});
