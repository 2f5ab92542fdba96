/**
 * A copy of the project with synthetic projects, as bench:scale and bench:search build it: the
 * sources, the editors' content, the migrations (for a server that serves the copy) and a link to
 * node_modules, in a temporary folder, plus `n` projects made from the first project of
 * content/projects, numbered from 1,000,001 and titled "Synthetic Project <i>".
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { translationFileParts } from '../../src/lib/i18n/translations.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const projectsDir = join(root, 'content/projects');
const FIRST_ID = 1_000_000;

/**
 * The editors' projects, and the first one, which the synthetic projects copy. A project's
 * translations (`cashcast.de.md`) are not projects of their own: they hold only the translated
 * fields.
 */
export function projectFiles(): { count: number; template: string; templateFile: string } {
  const files = readdirSync(projectsDir)
    .filter((name) => name.endsWith('.md') && !translationFileParts(name))
    .sort();
  const [templateFile] = files;
  if (!templateFile) throw new Error('content/projects has no project to copy');
  return { count: files.length, templateFile, template: readFileSync(join(projectsDir, templateFile), 'utf8') };
}

/** Where the i-th synthetic project of a copy lives. */
export const syntheticProjectFile = (work: string, i: number): string =>
  join(work, 'content/projects', `synthetic-project-${i}.md`);

/** The i-th synthetic project's file. */
export const syntheticProject = (template: string, i: number, title = `Synthetic Project ${i}`): string =>
  template.replace(/^id: .*$/m, `id: ${FIRST_ID + i}`).replace(/^title: .*$/m, `title: "${title}"`);

/** A new copy of the project with `n` synthetic projects; the caller removes it. */
export function scaleCopy(n: number, prefix: string): string {
  const { template } = projectFiles();
  const work = mkdtempSync(join(tmpdir(), `${prefix}-${n}-`));
  for (const entry of ['src', 'content', 'migrations', 'astro.config.mjs', 'package.json', 'tsconfig.json'])
    cpSync(join(root, entry), join(work, entry), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));
  for (let i = 1; i <= n; i++) writeFileSync(syntheticProjectFile(work, i), syntheticProject(template, i));
  return work;
}
