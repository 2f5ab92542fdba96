/**
 * The build runs the content validator before it builds anything: the integration's setup hook
 * throws with the same lines as `npm run content:check`, and passes on valid content.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sitePaths, type SitePaths } from '@/config/site-paths';
import { contentValidationIntegration } from '@/integrations/content-validation';
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
  const run = () => hook({ command, logger, updateConfig } as unknown as Parameters<SetupHook>[0]);
  return { run, logger, updateConfig };
}

describe('the build validates content first', () => {
  it('passes valid content', () => {
    const { run, updateConfig } = setup(paths, 'build');
    expect(run).not.toThrow();
    expect(updateConfig).not.toHaveBeenCalled();
  });

  it('stops on a content error, naming file and field, in the content:check words', () => {
    const tool = fixture.tools[0]!;
    const file = join(paths.content, tool.file);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^category:.*$/m, 'category: productivty'));
    const { run, logger } = setup(paths, 'build');
    expect(run).toThrow(
      /1 content error; nothing was built:\ncontent error in tools\/.+\.md: category: "productivty" is not a category/,
    );
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/^content error in tools\/.+: category: /));
  });

  it('does not stop `astro dev`: the overlay shows the problems instead', () => {
    const { run } = setup(paths, 'dev');
    expect(run).not.toThrow();
  });
});
