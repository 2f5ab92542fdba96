/**
 * Every kind of content, each declared once in its own file: where its files live, its schema
 * with the editor's words for each field, and how the editor lists it. The Astro collections
 * (src/content.config.ts), the content check's readers (src/content-reading/files.ts) and the
 * content editor (src/admin/browser/config.ts) are made from this list, in this order.
 */
import { affiliate } from './affiliate-page.ts';
import { areaCaseStudies } from './area-case-study.ts';
import { areas } from './area.ts';
import { dictionaries } from './dictionary.ts';
import { faq } from './faq-category.ts';
import { highlights } from './highlight.ts';
import { ideas } from './idea.ts';
import { methodologies } from './methodology.ts';
import { projects } from './project.ts';
import { services } from './service.ts';
import { site } from './site.ts';
import { technologies } from './technology-category.ts';
import { toolCategories } from './tool-category.ts';
import { tools } from './tool.ts';

export const CONTENT_KINDS = {
  projects,
  ideas,
  tools,
  toolCategories,
  areas,
  areaCaseStudies,
  methodologies,
  site,
  services,
  technologies,
  highlights,
  faq,
  affiliate,
  dictionaries,
};

export type ContentKinds = typeof CONTENT_KINDS;

/**
 * The one kind read outside the collections: the site's settings, read by src/config/studio.ts
 * when the config loads (src/content.config.ts makes a collection of every other kind).
 */
export const READ_BY_CONFIG = 'site' satisfies keyof ContentKinds;
export type KindName = keyof ContentKinds;
