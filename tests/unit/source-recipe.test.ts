/**
 * A cached build step's recipe (src/build-time/source-recipe.ts): the sources of its module and
 * of everything it imports, and its packages' versions.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceGraph, sourceRecipe } from '@/build-time/source-recipe';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A folder of modules: step.ts imports helper.ts, which imports deep/leaf.ts and the package `pkg`. */
function modules() {
  const dir = mkdtempSync(join(tmpdir(), 'source-recipe-'));
  mkdirSync(join(dir, 'deep'));
  mkdirSync(join(dir, 'node_modules', 'pkg'), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(join(dir, file), text);
  write(
    'step.ts',
    "import { helper } from './helper.ts';\n// Words, not a module: from './nowhere.ts'\nexport const step = helper;\n",
  );
  write(
    'helper.ts',
    "import { leaf } from './deep/leaf';\nimport pkg from 'pkg/sub';\nexport const helper = [leaf, pkg];\n",
  );
  write('deep/leaf.ts', "import type { X } from 'node:fs';\nexport const leaf = 1;\n");
  write('node_modules/pkg/package.json', '{"name":"pkg","version":"1.0.0"}');
  return { dir, entry: join(dir, 'step.ts'), write };
}

describe("a cached step's recipe", () => {
  it('follows imports to any depth, with or without an extension, and names the packages with their versions', () => {
    const { dir, entry } = modules();
    const graph = sourceGraph([entry]);
    expect(graph.modules.map(({ file }) => relative(dir, file))).toEqual(['deep/leaf.ts', 'helper.ts', 'step.ts']);
    expect(graph.packages).toEqual(['pkg@1.0.0']);
  });

  it('changes when a module imported at any depth changes, or a package version, and only then', () => {
    const { entry, write } = modules();
    const first = sourceRecipe('step', [entry]);
    expect(sourceRecipe('step', [entry])).toBe(first);
    expect(sourceRecipe('another step', [entry])).not.toBe(first);
    write('deep/leaf.ts', 'export const leaf = 2;\n');
    const second = sourceRecipe('step', [entry]);
    expect(second).not.toBe(first);
    write('node_modules/pkg/package.json', '{"name":"pkg","version":"1.0.1"}');
    expect(sourceRecipe('step', [entry])).not.toBe(second);
  });

  it("covers the site search records' helpers, through the @/ alias and relative imports", () => {
    const graph = sourceGraph([join(root, 'src/build-time/site-search-records.ts')]);
    const files = graph.modules.map(({ file }) => relative(root, file));
    for (const helper of ['src/lib/site-search/kinds.ts', 'src/lib/site-search/relevance.ts', 'src/lib/seo.ts'])
      expect(files).toContain(helper);
    expect(graph.packages.some((name) => name.startsWith('node-html-parser@'))).toBe(true);
  });
});
