/**
 * The one place content is read from (routes get theirs through src/data/pages/). Wraps
 * Astro's collections with the orderings the site uses (projects, ideas and tools by their
 * optional `order`, then by id or name; categories and areas by `order`), so no page sorts on
 * its own.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { z } from 'astro/zod';
import highlightsFile from '../../content/highlights.json' with { type: 'json' };
import servicesFile from '../../content/services.json' with { type: 'json' };
import technologiesFile from '../../content/technologies.json' with { type: 'json' };
import { navAfterGroups, navBeforeGroups } from '@/config/nav';
import { parseContentFile } from '@/config/content-file';
import {
  highlightSchema,
  serviceSchema,
  technologyCategorySchema,
  type Highlight,
  type Service,
  type TechnologyCategory,
} from '@/lib/content/schemas';
import { byDisplayOrder } from '@/lib/display-order';
import { publishedEntries, type MaybeDraft } from '@/lib/content/drafts';
import { sidebarNav, type NavEntry } from '@/lib/nav';
import { toolCard, type ToolCardData } from '@/lib/tools';
import { logoSrc } from './images.ts';

export type ProjectEntry = CollectionEntry<'projects'>;
export type IdeaEntry = CollectionEntry<'ideas'>;
export type ToolEntry = CollectionEntry<'tools'>;
export type ToolCategoryEntry = CollectionEntry<'toolCategories'>;
export type AreaEntry = CollectionEntry<'areas'>;
export type AreaCaseStudyEntry = CollectionEntry<'areaCaseStudies'>;
export type MethodologyEntry = CollectionEntry<'methodologies'>;
export type FaqEntry = CollectionEntry<'faq'>;
/** An entry's fields as pages see them (images as Astro's image metadata). */
export type ProjectData = ProjectEntry['data'];
export type IdeaData = IdeaEntry['data'];

const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;
const byName = <T extends { data: { name: string } }>(a: T, b: T) => a.data.name.localeCompare(b.data.name);

type WithDisplayOrder = { data: { order?: number | undefined } };
const displayOrder = <T extends WithDisplayOrder>(usual: (a: T, b: T) => number) =>
  byDisplayOrder<T>((entry) => entry.data.order, usual);
const byNumericId = <T extends { data: { id: number } }>(a: T, b: T) => a.data.id - b.data.id;

/** Drafts are on the dev server only (src/lib/content/drafts.ts). */
const published = <T extends MaybeDraft>(entries: T[]) => publishedEntries(entries, import.meta.env.DEV);

export const getProjects = async () => published(await getCollection('projects')).sort(displayOrder(byNumericId));
export const getIdeas = async () => published(await getCollection('ideas')).sort(displayOrder(byNumericId));
export const getToolCategories = async () => (await getCollection('toolCategories')).sort(byOrder);
export const getTools = async () => published(await getCollection('tools')).sort(displayOrder(byName));
export const getAreas = async () => (await getCollection('areas')).sort(byOrder);
export const getAreaCaseStudies = () => getCollection('areaCaseStudies');
export const getMethodologies = async () => (await getCollection('methodologies')).sort(byOrder);
export const getFaqCategories = async () => (await getCollection('faq')).sort(byOrder);
/** The JSON lists, in the order the editor wrote them. */
const services = parseContentFile(z.array(serviceSchema), servicesFile, 'services.json');
const technologyCategories = parseContentFile(z.array(technologyCategorySchema), technologiesFile, 'technologies.json');
const highlights = parseContentFile(z.array(highlightSchema), highlightsFile, 'highlights.json');
export const getServices = async (): Promise<Service[]> => services;
export const getTechnologyCategories = async (): Promise<TechnologyCategory[]> => technologyCategories;
export const getHighlights = async (): Promise<Highlight[]> => highlights;

export const getProject = (slug: string) => getEntry('projects', slug);
export const getTool = (id: string) => getEntry('tools', id);

/** Every tool as its card needs it (the filter island's props), in catalogue order. */
export async function getToolCards(): Promise<ToolCardData[]> {
  const [tools, categories] = await Promise.all([getTools(), getToolCategories()]);
  const names = new Map(categories.map((category) => [category.data.id, category.data.name]));
  return Promise.all(
    tools.map(async (tool) =>
      toolCard(
        tool.id,
        tool.data,
        names.get(tool.data.category) ?? tool.data.category,
        tool.data.logoUrl && (await logoSrc(tool.data.logoUrl)),
      ),
    ),
  );
}

/** Lookup tables by id, for pages that resolve references (related tools, areas, case studies). */
export const byId = <T extends { id: string }>(entries: readonly T[]): Map<string, T> =>
  new Map(entries.map((entry) => [entry.id, entry]));

/** The sidebar: fixed routes around the Tools and Expertise groups, built from the content. */
export async function getSidebarNav(): Promise<NavEntry[]> {
  const [categories, areas] = await Promise.all([getToolCategories(), getAreas()]);
  return sidebarNav({
    before: navBeforeGroups,
    toolCategories: categories.map((c) => c.data),
    areas: areas.map((a) => ({ id: a.id, ...a.data })),
    after: navAfterGroups,
  });
}
