/**
 * Every kind of content the editor shows, where its files live inside content/ and how the
 * editor names it. The schemas are the content schemas themselves; what a schema cannot say
 * (which text is long, which id names another entry, how an enum value reads) is a hint here.
 */
import type { z } from 'astro/zod';
import {
  affiliatePageSchema,
  areaCaseStudySchema,
  areaSchema,
  faqCategorySchema,
  highlightSchema,
  ideaSchema,
  methodologySchema,
  projectSchema,
  serviceSchema,
  siteSchema,
  technologyCategorySchema,
  toolCategorySchema,
  toolSchema,
} from '../lib/content/schemas.ts';
import { MODEL_LABELS, STATUS_LABELS, TYPE_LABELS } from '../lib/portfolio.ts';
import type { FieldHint, Option } from './schema-fields.ts';

/** What the editor offers where an entry names an entry of another kind; read from content/ when the editor loads. */
export interface AdminOptions {
  siteName: string;
  /** Tool categories of tool-categories.json. */
  toolCategories: Option[];
  /** Tools, then technologies of technologies.json (an area's relatedTools accepts both). */
  relatedTools: Option[];
}

interface KindBase {
  label: string;
  schema: z.ZodType;
  hints?: (options: AdminOptions) => Record<string, FieldHint>;
}

/** One file per entry in a folder; the file name is the entry's id. */
export interface FolderKind extends KindBase {
  type: 'folder';
  folder: string;
  extension: '.md' | '.json';
  /** The field whose text suggests the file name of a new entry. */
  nameField: string;
  /** The Markdown body (for .md kinds). */
  body?: { label: string; description: string };
  /** Uploads go beside the entry: `{folder}/{slug}/{field}.{ext}`. */
  images?: boolean;
  /** Where an entry's page is (the page is this followed by the file name): the editor links to it. */
  page?: string;
  columns?: string[];
}

/** One JSON file: an object, or a list of entries (shown to the editor as a list named `items`). */
export interface FileKind extends KindBase {
  type: 'file';
  file: string;
  list?: boolean;
}

export type AdminKind = FolderKind | FileKind;

/** `label (value)`: the site's label for an enum value, with the value editors write in files. */
const labelled = (labels: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(labels).map(([value, label]) => [value, `${label} (${value})`]));

export const ADMIN_KINDS = {
  projects: {
    type: 'folder',
    label: 'Projects',
    folder: 'projects',
    page: '/case-studies/',
    extension: '.md',
    schema: projectSchema,
    nameField: 'title',
    images: true,
    body: { label: 'Full description', description: 'What the client needed, what we built, how it went.' },
    columns: ['status', 'projectType'],
    hints: () => ({
      status: { labels: labelled(STATUS_LABELS) },
      projectType: { labels: labelled(TYPE_LABELS) },
      monetizationModel: { labels: labelled(MODEL_LABELS) },
    }),
  },
  ideas: {
    type: 'folder',
    label: 'Business ideas',
    folder: 'ideas',
    page: '/business-ideas/',
    extension: '.md',
    schema: ideaSchema,
    nameField: 'title',
    images: true,
    body: { label: 'Full description', description: 'The idea in full, shown on its page.' },
  },
  tools: {
    type: 'folder',
    label: 'Tools',
    folder: 'tools',
    page: '/tools/detail/',
    extension: '.md',
    schema: toolSchema,
    nameField: 'name',
    images: true,
    body: { label: 'About', description: 'What it is and how we use it.' },
    columns: ['category'],
    hints: (options) => ({ category: { options: options.toolCategories } }),
  },
  toolCategories: {
    type: 'file',
    label: 'Tool categories',
    file: 'tool-categories.json',
    list: true,
    schema: toolCategorySchema,
  },
  areas: {
    type: 'folder',
    label: 'Expertise areas',
    folder: 'areas',
    page: '/expertise/',
    extension: '.md',
    schema: areaSchema,
    nameField: 'name',
    body: { label: 'How we work', description: 'The approach, shown on the area page.' },
    hints: (options) => ({
      relatedTools: { options: options.relatedTools },
      caseStudies: { collection: 'areaCaseStudies' },
    }),
  },
  areaCaseStudies: {
    type: 'folder',
    label: 'Area case studies',
    folder: 'area-case-studies',
    extension: '.md',
    schema: areaCaseStudySchema,
    nameField: 'title',
    body: { label: 'Overview', description: 'Shown with a full case study (one with its details filled in).' },
  },
  methodologies: {
    type: 'folder',
    label: 'Methodologies',
    folder: 'methodologies',
    page: '/methodology/',
    extension: '.md',
    schema: methodologySchema,
    nameField: 'name',
    body: { label: 'Introduction', description: 'Shown above the steps.' },
    hints: () => ({ relatedExpertise: { collection: 'areas' } }),
  },
  faq: {
    type: 'folder',
    label: 'FAQ categories',
    folder: 'faq',
    extension: '.json',
    schema: faqCategorySchema,
    nameField: 'name',
  },
  site: { type: 'file', label: 'Site', file: 'site.json', schema: siteSchema },
  services: { type: 'file', label: 'Services', file: 'services.json', list: true, schema: serviceSchema },
  technologies: {
    type: 'file',
    label: 'Technologies',
    file: 'technologies.json',
    list: true,
    schema: technologyCategorySchema,
  },
  highlights: { type: 'file', label: 'Highlights', file: 'highlights.json', list: true, schema: highlightSchema },
  affiliate: { type: 'file', label: 'Affiliate page', file: 'affiliate.json', schema: affiliatePageSchema },
} satisfies Record<string, AdminKind>;

export type AdminKindName = keyof typeof ADMIN_KINDS;

/** The key under which the editor shows a list file's entries. */
export const LIST_KEY = 'items';

/** The kind a file inside content/ belongs to ("projects/x.md", "site.json"), if any. */
export function kindOfFile(path: string): AdminKind | undefined {
  for (const kind of Object.values(ADMIN_KINDS) as AdminKind[]) {
    if (kind.type === 'file' ? path === kind.file : isEntryFile(kind, path)) return kind;
  }
  return undefined;
}

function isEntryFile(kind: FolderKind, path: string): boolean {
  const prefix = `${kind.folder}/`;
  return path.startsWith(prefix) && path.endsWith(kind.extension) && !path.slice(prefix.length).includes('/');
}
