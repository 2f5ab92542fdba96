/** What the tool pages show: /tools, /tools/{categoryId} and /tools/detail/{toolId}. */
import { render } from 'astro:content';
import { site } from '@/config/studio';
import { homeCrumb, toolsCrumb } from '@/config/trails';
import { getAreas, getToolCards, getToolCategories, getTools, toolLinks, type ToolEntry } from '@/data/collections';
import { logoSrc } from '@/data/optimised-images';
import { entryDay, filesDay, newestEntryDay } from '@/data/page-dates';
import { breadcrumbs } from '@/lib/breadcrumbs';
import type { ToolCategory } from '@/lib/content/schemas';
import { searchText } from '@/lib/content/search-descriptions';
import { toolPageJsonLd } from '@/lib/structured-data';
import { builtIndex, type BuiltIndex } from '@/data/sharded-index';
import { indexFileUrl } from '@/lib/sharded-index/manifest';
import { TOOL_CARD_SHARD_SIZE, toolIndexSource } from '@/lib/tool-index';
import { relatedExpertise, relatedTools } from '@/lib/tools';

const categoryPath = (id: string) => `/tools/${id}`;

/**
 * Every tool card as a sharded index (src/lib/tool-index.ts), computed once per build (per request
 * on the dev server, so edits show at once): the filter island of /tools and of each category page
 * fetches its files as far as a filtered view needs them, and src/pages/data/[file].json.ts
 * writes them under /data/.
 */
let built: Promise<BuiltIndex> | undefined;
export function toolsIndex(): Promise<BuiltIndex> {
  const compute = async () => builtIndex(toolIndexSource(await getToolCards()), TOOL_CARD_SHARD_SIZE);
  if (import.meta.env.DEV) return compute();
  built ??= compute();
  return built;
}

/** The URL of the tool index's manifest, for the filter island. */
const toolsIndexUrl = async () => indexFileUrl((await toolsIndex()).manifestName);

/** /tools: every tool card and the categories they are filtered and grouped by (noindex while there are none). */
export async function toolsPage() {
  const [categories, tools, entries] = await Promise.all([getToolCategories(), getToolCards(), getTools()]);
  return {
    categories: categories.map((entry) => entry.data),
    tools,
    indexUrl: await toolsIndexUrl(),
    noindex: tools.length === 0,
    modified: newestEntryDay(entries),
  };
}

export async function toolCategoryPaths() {
  const categories = await getToolCategories();
  return categories.map(({ data: category }) => ({ params: { categoryId: category.id }, props: { category } }));
}

/**
 * /tools/{categoryId}: the category's tools and links to the other categories that have tools.
 * A category without tools is an empty listing: kept out of search results (noindex, and so out
 * of the sitemap) and of the other categories' links, its page leads on to the categories that
 * have tools and to the request form. It is indexed again once an editor adds a tool to it.
 */
export async function toolCategoryPage(category: ToolCategory) {
  const [categories, cards, entries] = await Promise.all([getToolCategories(), getToolCards(), getTools()]);
  const trail = breadcrumbs([homeCrumb, toolsCrumb, { label: category.name, path: categoryPath(category.id) }]);
  const used = new Set(cards.map((tool) => tool.category));
  const tools = cards.filter((tool) => tool.category === category.id);
  return {
    category,
    path: categoryPath(category.id),
    description: searchText('toolCategories', category),
    tools,
    indexUrl: await toolsIndexUrl(),
    noindex: tools.length === 0,
    modified:
      newestEntryDay(entries.filter((entry) => entry.data.category === category.id)) ??
      filesDay({ content: ['tool-categories.json'] }),
    others: categories
      .filter((other) => other.data.id !== category.id && used.has(other.data.id))
      .map((other) => ({ href: categoryPath(other.data.id), label: other.data.name })),
    back: trail.back,
    breadcrumb: trail.crumbs,
  };
}

export async function toolDetailPaths() {
  return (await getTools()).map((tool) => ({ params: { toolId: tool.id }, props: { tool } }));
}

/** /tools/detail/{toolId}: the tool, its related tools and the expertise its category links to. */
export async function toolDetailPage(entry: ToolEntry, siteUrl: string) {
  const [tools, categories, areas] = await Promise.all([getTools(), getToolCategories(), getAreas()]);
  const tool = entry.data;
  const category = categories.find((candidate) => candidate.data.id === tool.category)?.data;
  const categoryName = category?.name ?? tool.category;
  const path = `/tools/detail/${entry.id}`;
  const trail = breadcrumbs([
    homeCrumb,
    toolsCrumb,
    { label: categoryName, path: categoryPath(tool.category) },
    { label: tool.name, path },
  ]);
  return {
    id: entry.id,
    tool,
    /** The logo's square copy, for the header. */
    logoSrc: tool.logoUrl && (await logoSrc(tool.logoUrl)),
    category: { name: categoryName, path: categoryPath(tool.category) },
    related: await toolLinks(
      relatedTools(
        { id: entry.id, category: tool.category },
        tools.map((other) => ({ id: other.id, category: other.data.category, data: other.data })),
      ),
    ),
    expertise: relatedExpertise(category?.relatedAreas ?? [], new Map(areas.map((area) => [area.id, area.data.name]))),
    Content: (await render(entry)).Content,
    back: trail.back,
    description: searchText('tools', tool),
    modified: entryDay(entry),
    breadcrumb: trail.crumbs,
    jsonLd: [toolPageJsonLd(path, tool, site, siteUrl)],
  };
}
