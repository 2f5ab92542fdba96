/**
 * The build runs the content validator before it builds anything: the integration's setup hook
 * throws with the same lines as `npm run content:check`, and passes on valid content.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sitePaths, type SitePaths } from '@/config/site-paths';
import { contentValidationIntegration } from '@/integrations/content-validation';
import { imageFileOf } from '@/lib/content/integrity';
import { fixture, fixturePaths } from '../support/fixture';

type SetupHook = NonNullable<AstroIntegration['hooks']['astro:config:setup']>;

const root = mkdtempSync(join(tmpdir(), 'content-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
cpSync(fixturePaths.content, join(root, 'content'), { recursive: true });
const paths = sitePaths(root, {});

function setup(paths: SitePaths, command: 'build' | 'dev') {
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  const updateConfig = vi.fn();
  const hook = contentValidationIntegration(paths).hooks['astro:config:setup'] as SetupHook;
  // The project root: where the dev server keeps its data store (`.astro/`).
  const config = { root: pathToFileURL(`${root}/`) };
  const run = () => hook({ command, config, logger, updateConfig } as unknown as Parameters<SetupHook>[0]);
  return { run, logger, updateConfig };
}

describe('the build validates content first', { timeout: 60_000 }, () => {
  it('passes valid content', async () => {
    const { run, updateConfig } = setup(paths, 'build');
    await expect(run()).resolves.toBeUndefined();
    expect(updateConfig).not.toHaveBeenCalled();
  });

  it('stops on a content error, naming file and field, in the content:check words', async () => {
    const tool = fixture.tools[0]!;
    const file = join(paths.content, tool.file);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^category:.*$/m, 'category: productivty'));
    const { run, logger } = setup(paths, 'build');
    await expect(run()).rejects.toThrow(
      /1 content error; nothing was built:\ncontent error in tools\/.+\.md: Category \(category\): "productivty" is not a category/,
    );
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringMatching(/^content error in tools\/.+: Category \(category\): /),
    );
    writeFileSync(file, readFileSync(join(fixturePaths.content, tool.file), 'utf8'));
  });

  it('stops on an image that does not decode, naming the file', async () => {
    const project = fixture.projects[0]!;
    const imageFile = imageFileOf(project.file, project.data.thumbnailUrl);
    const image = join(paths.content, imageFile);
    const original = readFileSync(image);
    writeFileSync(image, 'not an image, only named like one\n');
    const { run } = setup(paths, 'build');
    await expect(run()).rejects.toThrow(
      new RegExp(
        `content error in ${project.file}: Thumbnail \\(thumbnailUrl\\): the image content/${imageFile} is not an image that can be read`,
      ),
    );
    writeFileSync(image, original);
  });

  it('does not stop `astro dev`: the overlay shows the problems instead', async () => {
    const { run } = setup(paths, 'dev');
    await expect(run()).resolves.toBeUndefined();
  });
});
