/**
 * What the editor offers where an entry names an entry of another kind (a tool's category, an
 * area's tools and technologies), read from content/ when the editor loads. Files that do not
 * parse are skipped, so the editor still opens while the content has a problem to fix.
 */
import { readContentFiles } from '../build-time/content/files.ts';
import type { AdminOptions } from './kinds.ts';

export function readAdminOptions(contentDir: string): AdminOptions {
  const { catalogue } = readContentFiles(contentDir);
  const categories = [...(catalogue.toolCategories ?? [])].sort((a, b) => a.order - b.order);
  const tools = [...(catalogue.tools ?? [])].sort((a, b) => a.data.name.localeCompare(b.data.name));
  const technologies = (catalogue.technologies ?? []).flatMap((group) => group.technologies);
  const toolIds = new Set(tools.map((tool) => tool.id));
  const listed = new Set(technologies.map(({ name }) => name));
  const unlisted = [
    ...new Set(
      (catalogue.projects ?? []).flatMap((project) => project.data.techStack).filter((name) => !listed.has(name)),
    ),
  ].sort((a, b) => a.localeCompare(b));
  return {
    siteName: catalogue.site?.name ?? 'Content',
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
