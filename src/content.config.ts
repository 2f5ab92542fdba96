/**
 * Content collections: one per kind of editor file in the top-level `content/` folder (the
 * single JSON files, site.json to highlights.json, are read in src/config and src/data, in the
 * order the editor wrote them).
 * The schemas live in src/lib/content/schemas.ts so the content check and the tests validate the
 * same files; here the image fields go through Astro's `image()`, which resolves them beside the
 * entry and gives the pages their real size and optimised copies.
 */
import { defineCollection } from 'astro:content';
import { pathToFileURL } from 'node:url';
import { file, glob } from 'astro/loaders';
import {
  areaCaseStudySchema,
  areaSchema,
  faqCategorySchema,
  ideaFields,
  methodologySchema,
  projectFields,
  toolCategorySchema,
  toolFields,
} from './lib/content/schemas.ts';
import { sitePaths } from './config/site-paths.ts';

/** content/ of the chosen content root (CONTENT_ROOT, default the project). */
const contentDir = sitePaths(process.cwd()).content;
const folder = (name: string) => pathToFileURL(`${contentDir}/${name}/`);
const markdown = (name: string) => glob({ pattern: '*.md', base: folder(name) });
const jsonList = (name: string) => file(`${contentDir}/${name}.json`);

export const collections = {
  projects: defineCollection({ loader: markdown('projects'), schema: ({ image }) => projectFields(image()) }),
  ideas: defineCollection({ loader: markdown('ideas'), schema: ({ image }) => ideaFields(image()) }),
  tools: defineCollection({ loader: markdown('tools'), schema: ({ image }) => toolFields(image()) }),
  toolCategories: defineCollection({ loader: jsonList('tool-categories'), schema: toolCategorySchema }),
  areas: defineCollection({ loader: markdown('areas'), schema: areaSchema }),
  areaCaseStudies: defineCollection({ loader: markdown('area-case-studies'), schema: areaCaseStudySchema }),
  methodologies: defineCollection({ loader: markdown('methodologies'), schema: methodologySchema }),
  faq: defineCollection({ loader: glob({ pattern: '*.json', base: folder('faq') }), schema: faqCategorySchema }),
};
