/**
 * The one place content is read from (routes get theirs through src/data/pages/). Wraps
 * Astro's collections with the orderings the site uses (projects, ideas and tools by their
 * optional `order`, then by id or name; categories and areas by `order`), so no page sorts on
 * its own.
 */
import { getEntry, type CollectionEntry } from 'astro:content';
import { navAfterGroups, navBeforeGroups } from '@/config/nav';
import type { AffiliatePage, Highlight, Service, TechnologyCategory } from '@/lib/content/schemas';
import { byDisplayOrder } from '@/lib/display-order';
import { publishedEntries, type MaybeDraft } from '@/lib/content/drafts';
import { sidebarNav, type NavEntry, type NavWords } from '@/lib/nav';
import { toolCard, type ToolCardData } from '@/lib/tools';
import { readCollection } from './collection-reads.ts';
import { logoSrc } from './optimised-images.ts';

export type ProjectEntry = CollectionEntry<'projects'>;
export type IdeaEntry = CollectionEntry<'ideas'>;
export type ToolEntry = CollectionEntry<'tools'>;
export type AreaEntry = CollectionEntry<'areas'>;
export type AreaCaseStudyEntry = CollectionEntry<'areaCaseStudies'>;
export type MethodologyEntry = CollectionEntry<'methodologies'>;
/** An idea's fields as pages see them (images as Astro's image metadata). */
export type IdeaData = IdeaEntry['data'];

const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;
const byName = <T extends { data: { name: string } }>(a: T, b: T) => a.data.name.localeCompare(b.data.name);

type WithDisplayOrder = { data: { order?: number | undefined } };
const displayOrder = <T extends WithDisplayOrder>(usual: (a: T, b: T) => number) =>
  byDisplayOrder<T>((entry) => entry.data.order, usual);
const byNumericId = <T extends { data: { id: number } }>(a: T, b: T) => a.data.id - b.data.id;

/** Drafts are on the dev server only (src/lib/content/drafts.ts). */
const published = <T extends MaybeDraft>(entries: T[]) => publishedEntries(entries, import.meta.env.DEV);

export const getProjects = async () => published(await readCollection('projects')).sort(displayOrder(byNumericId));
export const getIdeas = async () => published(await readCollection('ideas')).sort(displayOrder(byNumericId));
export const getToolCategories = async () =>
  (await listItems('toolCategories')).map((data) => ({ id: data.id, data })).sort(byOrder);
export const getTools = async () => published(await readCollection('tools')).sort(displayOrder(byName));
export const getAreas = async () => published(await readCollection('areas')).sort(byOrder);
export const getAreaCaseStudies = () => readCollection('areaCaseStudies');
export const getMethodologies = async () => published(await readCollection('methodologies')).sort(byOrder);
export const getFaqCategories = async () => (await readCollection('faq')).sort(byOrder);
/** The items of a list file, in the order the editor wrote them (one entry named after its kind). */
async function listItems<C extends 'toolCategories' | 'services' | 'technologies' | 'highlights'>(
  name: C,
): Promise<CollectionEntry<C>['data']['items']> {
  const entry: { data: { items: CollectionEntry<C>['data']['items'] } } | undefined = await getEntry(name, name);
  return entry?.data.items ?? [];
}
export const getServices = (): Promise<Service[]> => listItems('services');
export const getTechnologyCategories = (): Promise<TechnologyCategory[]> => listItems('technologies');
export const getHighlights = (): Promise<Highlight[]> => listItems('highlights');

/** The affiliate page's copy (content/affiliate.json), its placeholders unfilled. */
export async function getAffiliateCopy(): Promise<AffiliatePage> {
  const entry = await getEntry('affiliate', 'affiliate');
  if (!entry) throw new Error('content/affiliate.json was not loaded');
  return entry.data;
}

/** A tool as a compact link (Related Tools, Tools We Use): its logo as the square copy. */
export interface ToolLink {
  id: string;
  name: string;
  description: string;
  logoSrc?: string | undefined;
}

/** Tools as compact links, in the order given. */
export const toolLinks = (tools: readonly { id: string; data: ToolEntry['data'] }[]): Promise<ToolLink[]> =>
  Promise.all(
    tools.map(async ({ id, data }) => ({
      id,
      name: data.name,
      description: data.description,
      logoSrc: data.logoUrl && (await logoSrc(data.logoUrl)),
    })),
  );

/** Every tool as its card needs it (the filter island's props), in display order. */
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

/**
 * The sidebar: fixed routes around the Tools and Expertise groups, built from the content, named
 * in the page's words; `localized` gives a path's address in the page's language.
 */
export async function getSidebarNav(
  words: NavWords,
  options: Parameters<typeof sidebarNav>[1] = {},
  /** The areas' names in the page's language, where they are translated into it. */
  areaNames: ReadonlyMap<string, { name: string; own: boolean }> = new Map(),
  /** The tool categories' names (and sidebar labels) in the page's language, where they are translated into it. */
  categoryNames: ReadonlyMap<string, { name: string; navLabel?: string | undefined; own: boolean }> = new Map(),
): Promise<NavEntry[]> {
  const [categories, areas] = await Promise.all([getToolCategories(), getAreas()]);
  return sidebarNav(
    {
      words,
      before: navBeforeGroups,
      toolCategories: categories.map((c) => ({ ...c.data, ...categoryNames.get(c.id) })),
      areas: areas.map((a) => ({ id: a.id, ...a.data, ...areaNames.get(a.id) })),
      after: navAfterGroups,
    },
    options,
  );
}
