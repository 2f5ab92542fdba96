/**
 * The content schemas and their types, one file per kind in ./kinds/ (see ./kinds/index.ts).
 *
 * Conventions for editors:
 * - the file name is the entry's id / slug (`content/projects/{slug}.md` -> `{slug}`);
 * - the Markdown body holds the long prose (a project's or idea's full description, a tool's
 *   "About" text, a case study's overview);
 * - money is in US dollars as plain numbers (16900, not "$16,900").
 */
export { ID_PATTERN } from './kinds/fields.ts';
export * from './kinds/project.ts';
export * from './kinds/idea.ts';
export * from './kinds/tool.ts';
export * from './kinds/tool-category.ts';
export * from './kinds/area.ts';
export * from './kinds/area-case-study.ts';
export * from './kinds/methodology.ts';
export * from './kinds/faq-category.ts';
export * from './kinds/service.ts';
export * from './kinds/technology-category.ts';
export * from './kinds/highlight.ts';
export * from './kinds/site.ts';
export * from './kinds/affiliate-page.ts';
