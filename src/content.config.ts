/**
 * Content collections: one per kind of editor file in the top-level `content/` folder.
 * The schemas live in src/lib/content/schemas.ts so the tests can validate the same files.
 */
import { defineCollection } from 'astro:content';
import { pathToFileURL } from 'node:url';
import { file, glob } from 'astro/loaders';
import {
  areaCaseStudySchema,
  areaSchema,
  faqCategorySchema,
  highlightSchema,
  ideaSchema,
  methodologySchema,
  projectSchema,
  serviceSchema,
  technologyCategorySchema,
  toolCategorySchema,
  toolSchema,
} from './lib/content/schemas.ts';
import { sitePaths } from './config/site-paths.ts';

/** content/ of the chosen content root (CONTENT_ROOT, default the project). */
const contentDir = sitePaths(process.cwd()).content;
const folder = (name: string) => pathToFileURL(`${contentDir}/${name}/`);
const markdown = (name: string) => glob({ pattern: '*.md', base: folder(name) });
const jsonList = (name: string) => file(`${contentDir}/${name}.json`);

export const collections = {
  projects: defineCollection({ loader: markdown('projects'), schema: projectSchema }),
  ideas: defineCollection({ loader: markdown('ideas'), schema: ideaSchema }),
  tools: defineCollection({ loader: markdown('tools'), schema: toolSchema }),
  toolCategories: defineCollection({ loader: jsonList('tool-categories'), schema: toolCategorySchema }),
  areas: defineCollection({ loader: markdown('areas'), schema: areaSchema }),
  areaCaseStudies: defineCollection({ loader: markdown('area-case-studies'), schema: areaCaseStudySchema }),
  methodologies: defineCollection({ loader: markdown('methodologies'), schema: methodologySchema }),
  faq: defineCollection({ loader: glob({ pattern: '*.json', base: folder('faq') }), schema: faqCategorySchema }),
  services: defineCollection({ loader: jsonList('services'), schema: serviceSchema }),
  technologies: defineCollection({ loader: jsonList('technologies'), schema: technologyCategorySchema }),
  highlights: defineCollection({ loader: jsonList('highlights'), schema: highlightSchema }),
};
