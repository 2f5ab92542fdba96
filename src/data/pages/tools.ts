/** What the tool pages show: /tools, /tools/{categoryId} and /tools/detail/{toolId}. */
import { render } from 'astro:content';
import { homeCrumb, toolsCrumb } from '@/config/trails';
import { getAreas, getToolCards, getToolCategories, getTools, type ToolEntry } from '@/data/catalogue';
import { breadcrumbs } from '@/lib/breadcrumbs';
import type { ToolCategory } from '@/lib/content/schemas';
import { clampDescription } from '@/lib/seo';
import { softwareApplicationJsonLd } from '@/lib/structured-data';
import { relatedExpertise, relatedTools } from '@/lib/tools';

const categoryPath = (id: string) => `/tools/${id}`;

/** /tools: every tool card and the categories they are filtered and grouped by. */
export async function toolsPage() {
  const [categories, tools] = await Promise.all([getToolCategories(), getToolCards()]);
  return { categories: categories.map((entry) => entry.data), tools };
}

export async function toolCategoryPaths() {
  const categories = await getToolCategories();
  return categories.map(({ data: category }) => ({ params: { categoryId: category.id }, props: { category } }));
}

/** /tools/{categoryId}: the category's tools and links to the other categories. */
export async function toolCategoryPage(category: ToolCategory, siteUrl: string) {
  const [categories, cards] = await Promise.all([getToolCategories(), getToolCards()]);
  const trail = breadcrumbs(
    [homeCrumb, toolsCrumb, { label: category.name, path: categoryPath(category.id) }],
    siteUrl,
  );
  return {
    category,
    path: categoryPath(category.id),
    description: clampDescription(`${category.name}: ${category.description}`),
    tools: cards.filter((tool) => tool.category === category.id),
    others: categories
      .filter((other) => other.data.id !== category.id)
      .map((other) => ({ href: categoryPath(other.data.id), label: other.data.name })),
    back: trail.back,
    jsonLd: [trail.jsonLd],
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
  const trail = breadcrumbs(
    [
      homeCrumb,
      toolsCrumb,
      { label: categoryName, path: categoryPath(tool.category) },
      { label: tool.name, path: `/tools/detail/${entry.id}` },
    ],
    siteUrl,
  );
  return {
    id: entry.id,
    tool,
    category: { name: categoryName, path: categoryPath(tool.category) },
    related: relatedTools(
      { id: entry.id, category: tool.category },
      tools.map((other) => ({ id: other.id, category: other.data.category, data: other.data })),
    ),
    expertise: relatedExpertise(category?.relatedAreas ?? [], new Map(areas.map((area) => [area.id, area.data.name]))),
    Content: (await render(entry)).Content,
    back: trail.back,
    jsonLd: [softwareApplicationJsonLd(entry.id, tool, categoryName, siteUrl), trail.jsonLd],
  };
}
