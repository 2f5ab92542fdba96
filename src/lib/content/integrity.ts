/**
 * What no single file's schema can see: references between entries (a tool's category, an
 * area's tools and case studies, a methodology's areas), ids and titles used twice within a
 * kind, images that are not there, and pages that could not be described in search results. Pure: give it the parsed catalogue and a way to ask
 * whether an image exists, get problems back. Every problem stops the build.
 */
import type { ContentProblem } from './issues.ts';
import { searchDescriptionProblem } from './search-descriptions.ts';

interface Entry<D> {
  id: string;
  file: string;
  data: D;
}

/** An entry whose page is described by its description (src/lib/content/search-descriptions.ts). */
interface Described {
  description: string;
  searchDescription?: string | undefined;
}

export interface IntegrityInput {
  projects: Entry<{
    id: number;
    title: string;
    shortDescription: string;
    searchDescription?: string | undefined;
    thumbnailUrl: string;
    images: { src: string }[];
    revenuePotential?: { min: number; max: number } | undefined;
  }>[];
  ideas: Entry<{
    id: number;
    title: string;
    shortDescription: string;
    searchDescription?: string | undefined;
    thumbnailUrl: string;
    conceptImages: { src: string }[];
    mockupUrl?: string | undefined;
  }>[];
  tools: Entry<{ name: string; category: string; logoUrl?: string | undefined } & Described>[];
  toolCategories: ({ id: string; name: string; relatedAreas: string[] } & Described)[];
  areas: Entry<{ name: string; relatedTools: string[]; caseStudies?: string[] | undefined } & Described>[];
  areaCaseStudies: Entry<{ title: string }>[];
  methodologies: Entry<{ name: string; relatedExpertise: string[] } & Described>[];
  faq: Entry<{ name: string; items: { id: string; question: string }[] }>[];
  services: { id: string; title: string }[];
  technologies: { id: string; name: string; technologies: { id: string; name: string }[] }[];
  highlights: { id: string; value?: string | undefined; project?: string | undefined }[];
}

/**
 * Whether an image field's path ("./x/thumbnailUrl.webp", relative to the entry's file) names an
 * image file inside content/. `entryFile` is the entry's path within content/ ("projects/x.md").
 */
export type ImageExists = (entryFile: string, path: string) => boolean;

/** The file an image path names, within content/ ("projects/x/thumbnailUrl.webp"), for messages. */
export function imageFileOf(entryFile: string, path: string): string {
  const parts = entryFile.split('/').slice(0, -1);
  for (const segment of path.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

/** One image an entry names: the entry's file, the field, and the path as written. */
export interface ImageReference {
  file: string;
  field: string;
  path: string;
}

/** Every image the entries name, field by field. */
export function imageReferences(c: Pick<IntegrityInput, 'projects' | 'ideas' | 'tools'>): ImageReference[] {
  const refs: ImageReference[] = [];
  const image = (file: string, field: string, path: string | undefined) => {
    if (path !== undefined) refs.push({ file, field, path });
  };
  for (const p of c.projects) {
    image(p.file, 'thumbnailUrl', p.data.thumbnailUrl);
    p.data.images.forEach(({ src }, i) => image(p.file, `images[${i}].src`, src));
  }
  for (const idea of c.ideas) {
    image(idea.file, 'thumbnailUrl', idea.data.thumbnailUrl);
    idea.data.conceptImages.forEach(({ src }, i) => image(idea.file, `conceptImages[${i}].src`, src));
    image(idea.file, 'mockupUrl', idea.data.mockupUrl);
  }
  for (const tool of c.tools) image(tool.file, 'logoUrl', tool.data.logoUrl);
  return refs;
}

/** How an entry is named in messages: its title or name, when it has one. */
function nameOf(entry: unknown): string | undefined {
  const data = entry && typeof entry === 'object' && 'data' in entry ? entry.data : undefined;
  if (!data || typeof data !== 'object') return undefined;
  const name = 'title' in data ? data.title : 'name' in data ? data.name : undefined;
  return typeof name === 'string' ? name : undefined;
}

function duplicates<T>(values: readonly T[]): T[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

const normalizeTitle = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ');

export function checkIntegrity(c: IntegrityInput, imageExists: ImageExists = () => true): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (file: string, field: string, message: string) => problems.push({ file, field, message });

  /**
   * Every entry that shares a value (compared by `key`) with another: each names the others by
   * their name and file, so whichever file an editor is working on, its own line says what to change.
   */
  function unique<E>(
    entries: readonly E[],
    value: (e: E) => string,
    where: (e: E) => [string, string],
    what: string,
    key: (value: string) => string = (v) => v,
  ) {
    const groups = new Map<string, E[]>();
    for (const entry of entries) groups.set(key(value(entry)), [...(groups.get(key(value(entry))) ?? []), entry]);
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      for (const entry of group) {
        const [file, field] = where(entry);
        const others = group
          .filter((other) => other !== entry)
          .map((other) => {
            const [otherFile] = where(other);
            if (otherFile === file) return 'another item of this file';
            const name = nameOf(other);
            return name ? `${name} (${otherFile})` : otherFile;
          });
        add(file, field, `${what} ${JSON.stringify(value(entry))} is already used by ${[...new Set(others)].join(', ')}`);
      }
    }
  }
  const titled = (what: string) => [what, normalizeTitle] as const;

  // Ids and titles used twice within a kind.
  unique(c.projects, (p) => String(p.data.id), (p) => [p.file, 'id'], 'the id');
  unique(c.projects, (p) => p.data.title, (p) => [p.file, 'title'], ...titled('the title'));
  unique(c.ideas, (i) => String(i.data.id), (i) => [i.file, 'id'], 'the id');
  unique(c.ideas, (i) => i.data.title, (i) => [i.file, 'title'], ...titled('the title'));
  unique(c.tools, (t) => t.data.name, (t) => [t.file, 'name'], ...titled('the name'));
  unique(c.areas, (a) => a.data.name, (a) => [a.file, 'name'], ...titled('the name'));
  unique(c.areaCaseStudies, (s) => s.data.title, (s) => [s.file, 'title'], ...titled('the title'));
  unique(c.methodologies, (m) => m.data.name, (m) => [m.file, 'name'], ...titled('the name'));
  unique(c.faq, (f) => f.data.name, (f) => [f.file, 'name'], ...titled('the name'));
  const listItem = (file: string) => (e: { id: string }): [string, string] => [file, `item "${e.id}" id`];
  unique(c.toolCategories, (t) => t.id, listItem('tool-categories.json'), 'the id');
  unique(c.toolCategories, (t) => t.name, (t) => ['tool-categories.json', `item "${t.id}" name`], ...titled('the name'));
  unique(c.services, (s) => s.id, listItem('services.json'), 'the id');
  unique(c.services, (s) => s.title, (s) => ['services.json', `item "${s.id}" title`], ...titled('the title'));
  unique(c.technologies, (t) => t.id, listItem('technologies.json'), 'the id');
  unique(
    c.technologies.flatMap((group) => group.technologies.map((t) => ({ ...t, group: group.id }))),
    (t) => t.id,
    (t) => ['technologies.json', `item "${t.group}" technologies "${t.id}"`],
    'the id',
  );
  unique(c.highlights, (h) => h.id, listItem('highlights.json'), 'the id');
  for (const category of c.faq) {
    for (const dup of duplicates(category.data.items.map((item) => item.id)))
      add(category.file, `items "${dup}"`, `the id "${dup}" is used by two questions`);
  }

  // References between entries.
  const toolIds = new Set(c.tools.map((t) => t.id));
  const technologyIds = new Set(c.technologies.flatMap((group) => group.technologies.map((t) => t.id)));
  const categoryIds = new Set(c.toolCategories.map((t) => t.id));
  const areaIds = new Set(c.areas.map((a) => a.id));
  const caseStudyIds = new Set(c.areaCaseStudies.map((s) => s.id));
  const oneOf = (ids: Set<string>) => [...ids].sort().join(', ');

  const projectsBySlug = new Map(c.projects.map((p) => [p.id, p.data]));
  for (const highlight of c.highlights) {
    if (highlight.project === undefined) continue;
    const project = projectsBySlug.get(highlight.project);
    const field = `item "${highlight.id}" project`;
    if (!project) add('highlights.json', field, `"${highlight.project}" is not a file in projects/`);
    else if (highlight.value === undefined && !project.revenuePotential)
      add(
        'highlights.json',
        field,
        `"${highlight.project}" has no revenuePotential to show; give the highlight a value or the project a revenuePotential`,
      );
  }
  for (const tool of c.tools) {
    if (!categoryIds.has(tool.data.category))
      add(tool.file, 'category', `"${tool.data.category}" is not a category in tool-categories.json; use one of ${oneOf(categoryIds)}`);
  }
  for (const area of c.areas) {
    for (const toolId of area.data.relatedTools) {
      // A technology the studio uses that has no tool page (n8n) is allowed and not shown.
      if (!toolIds.has(toolId) && !technologyIds.has(toolId))
        add(area.file, 'relatedTools', `"${toolId}" is neither a tool in tools/ nor a technology in technologies.json`);
    }
    for (const studyId of area.data.caseStudies ?? []) {
      if (!caseStudyIds.has(studyId))
        add(area.file, 'caseStudies', `"${studyId}" is not a file in area-case-studies/`);
    }
  }
  for (const category of c.toolCategories) {
    for (const areaId of category.relatedAreas) {
      if (!areaIds.has(areaId))
        add(
          'tool-categories.json',
          `item "${category.id}" relatedAreas`,
          `"${areaId}" is not an area in areas/; use one of ${oneOf(areaIds)}`,
        );
    }
  }
  for (const method of c.methodologies) {
    for (const areaId of method.data.relatedExpertise) {
      if (!areaIds.has(areaId))
        add(method.file, 'relatedExpertise', `"${areaId}" is not an area in areas/; use one of ${oneOf(areaIds)}`);
    }
  }

  // Pages whose description could not be cut to fit a results page.
  const describe = (file: string, field: string, problem: string | undefined) => {
    if (problem) add(file, field, problem);
  };
  for (const p of c.projects) describe(p.file, 'searchDescription', searchDescriptionProblem('projects', p.data));
  for (const i of c.ideas) describe(i.file, 'searchDescription', searchDescriptionProblem('ideas', i.data));
  for (const t of c.tools) describe(t.file, 'searchDescription', searchDescriptionProblem('tools', t.data));
  for (const a of c.areas) describe(a.file, 'searchDescription', searchDescriptionProblem('areas', a.data));
  for (const m of c.methodologies)
    describe(m.file, 'searchDescription', searchDescriptionProblem('methodologies', m.data));
  for (const category of c.toolCategories)
    describe(
      'tool-categories.json',
      `item "${category.id}" searchDescription`,
      searchDescriptionProblem('toolCategories', category),
    );

  // Images the pages would request.
  for (const { file, field, path } of imageReferences(c)) {
    if (!imageExists(file, path))
      add(
        file,
        field,
        `the image "${path}" is not there: expected the file content/${imageFileOf(file, path)} (add it, or run npm run content:images)`,
      );
  }

  return problems;
}
