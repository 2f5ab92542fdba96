/**
 * What the editor offers where an entry names an entry of another kind (a tool's category, an
 * area's tools and technologies), read from content/ when the editor loads. Files that do not
 * parse are skipped, so the editor still opens while the content has a problem to fix.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readContentFiles, readKind, splitFrontmatter } from '../../content-reading/files.ts';
import { projects } from '../../lib/content/kinds/project.ts';
import { toolCategories } from '../../lib/content/kinds/tool-category.ts';
import type { ReferenceNames } from '../browser/list-columns.ts';
import type { SaveContext } from './content-codec.ts';
import { DEFAULT_LANGUAGE } from '../../lib/i18n/languages.ts';
import { ADMIN_KINDS, type AdminOptions, type FolderKind } from '../browser/kinds.ts';
import { isNumbered, NUMBER_KEY, nextNumber } from '../browser/numbers.ts';

/**
 * The numbers a numbered kind's files hold, whether or not the file passes the check (a number
 * in a broken file is taken all the same). `except` leaves one file out (the one being saved).
 */
export function entryNumbers(contentDir: string, kind: FolderKind, except?: string): number[] {
  const dir = join(contentDir, kind.folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(kind.extension) && `${kind.folder}/${name}` !== except)
    .flatMap((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      let data: unknown;
      try {
        data = kind.extension === '.md' ? splitFrontmatter(text).frontmatter : JSON.parse(text);
      } catch {
        return [];
      }
      const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[NUMBER_KEY] : undefined;
      return typeof value === 'number' && Number.isInteger(value) ? [value] : [];
    });
}

/** What a save in `contentDir` needs from the disk: the numbers taken (content-codec.ts `toDisk`). */
export const saveContextOf = (contentDir: string): SaveContext => ({
  takenNumbers: (kind, path) => entryNumbers(contentDir, kind, path),
});

/**
 * Every technology name a project file names, whether or not the file passes the check: the
 * editor's pick list refuses to open an entry holding a name it does not offer, and a file with
 * a problem elsewhere (a misspelled status) must still open so it can be fixed.
 */
export function namedTechnologies(contentDir: string): string[] {
  const { folder, extension } = projects.source;
  const dir = join(contentDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .flatMap((name) => {
      const { frontmatter } = splitFrontmatter(readFileSync(join(dir, name), 'utf8'));
      const stack =
        frontmatter && typeof frontmatter === 'object' ? (frontmatter as { techStack?: unknown }).techStack : [];
      return Array.isArray(stack) ? stack.filter((item): item is string => typeof item === 'string') : [];
    });
}

export function readAdminOptions(contentDir: string): AdminOptions {
  const { catalogue } = readContentFiles(contentDir);
  const categories = [...(catalogue.toolCategories ?? [])].sort((a, b) => a.order - b.order);
  const tools = [...(catalogue.tools ?? [])].sort((a, b) => a.data.name.localeCompare(b.data.name));
  const technologies = (catalogue.technologies ?? []).flatMap((group) => group.technologies);
  const toolIds = new Set(tools.map((tool) => tool.id));
  const listed = new Set(technologies.map(({ name }) => name));
  const unlisted = [...new Set(namedTechnologies(contentDir).filter((name) => !listed.has(name)))].sort((a, b) =>
    a.localeCompare(b),
  );
  const nextNumbers = Object.fromEntries(
    Object.values(ADMIN_KINDS).flatMap((kind) =>
      isNumbered(kind) ? [[kind.folder, nextNumber(entryNumbers(contentDir, kind))]] : [],
    ),
  );
  const languages = (catalogue.dictionaries ?? [])
    .filter(({ id }) => id !== DEFAULT_LANGUAGE)
    .map(({ id, data }) => ({ value: id, label: data.name }));
  return {
    siteName: catalogue.site?.name ?? 'Content',
    languages,
    nextNumbers,
    toolCategories: categories.map(({ id, name }) => ({ value: id, label: name })),
    relatedTools: [
      ...tools.map(({ id, data }) => ({ value: id, label: data.name })),
      ...technologies
        .filter(({ id }) => !toolIds.has(id))
        .map(({ id, name }) => ({ value: id, label: `${name} (technology, no tool page)` })),
    ],
    technologies: [
      ...[...listed].map((name) => ({ value: name, label: name })),
      ...unlisted.map((name) => ({ value: name, label: `${name} (not in the technology list)` })),
    ],
  };
}

/**
 * The names of the entries a list column may name (a tool's category), read from
 * tool-categories.json alone, not the whole catalogue; an item with a problem names nothing (its
 * id shows until it is fixed).
 */
export function readReferenceNames(contentDir: string): ReferenceNames {
  const categories = readKind(contentDir, toolCategories, []);
  return { toolCategories: Object.fromEntries(categories.map(({ id, name }) => [id, name])) };
}
