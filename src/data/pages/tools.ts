/** What the tool pages show: /tools, /tools/{categoryId} and /tools/detail/{toolId}. */
import { render } from 'astro:content';
import { site } from '@/config/studio';
import { homeCrumb, toolsCrumb } from '@/config/trails';
import { getToolCards, getToolCategories, getTools, toolLinks, type ToolEntry } from '@/data/collections';
import { logoSrc } from '@/data/optimised-images';
import { filesDay, newestEntryDay } from '@/data/page-dates';
import { breadcrumbs } from '@/lib/breadcrumbs';
import type { ToolCategory } from '@/lib/content/schemas';
import { searchText } from '@/lib/content/search-descriptions';
import { collectionPageJsonLd, toolPageJsonLd } from '@/lib/structured-data';
import { builtIndex, type BuiltIndex } from '@/data/sharded-index';
import { indexFileUrl } from '@/lib/sharded-index/manifest';
import { TOOL_CARD_SHARD_SIZE, toolIndexSource } from '@/lib/tool-index';
import {
  categoryPlaceholders,
  featureIcon,
  relatedExpertise,
  relatedTools,
  toolCard,
  toolCardWords,
  toolFilterWords,
  type ToolCardData,
} from '@/lib/tools';
import {
  areaNamesIn,
  getDictionary,
  inLanguage,
  linkIn,
  toolCategoriesIn,
  translatedEntryPaths,
  translatedItemPaths,
  translationOf,
} from '@/data/languages';
import { DEFAULT_LANGUAGE, localizedPath } from '@/lib/i18n/languages';
import { fillTemplate } from '@/lib/template';
import { oncePerBuild } from '@/data/once-per-build';

const categoryPath = (id: string) => `/tools/${id}`;

/**
 * Every tool card on a list in a language: a tool translated into it in its texts, linking its
 * page in that language (its category's name in the language where the categories are translated
 * into it, else in English, marked so); any other in English, marked so and linking the English
 * page. In English, the cards as they are.
 */
export async function toolCardsIn(language: string = DEFAULT_LANGUAGE): Promise<ToolCardData[]> {
  const [cards, tools, categories] = await Promise.all([getToolCards(), getTools(), toolCategoriesIn(language)]);
  if (language === DEFAULT_LANGUAGE) return cards;
  const entries = new Map(tools.map((tool) => [tool.id, tool.data]));
  const ownNames = categories.language === language;
  const categoryNames = new Map(categories.data.map((category) => [category.id, category.data.name]));
  return Promise.all(
    cards.map(async (card) => {
      const data = entries.get(card.id);
      const translated = data && (await inLanguage('tools', card.id, data, language));
      if (translated?.language !== language) return { ...card, lang: DEFAULT_LANGUAGE };
      const categoryName = ownNames ? categoryNames.get(card.category) : undefined;
      return toolCard(card.id, translated.data, categoryName ?? card.categoryName, card.logoUrl, {
        href: localizedPath(card.href, language),
        categoryLang: categoryName === undefined ? DEFAULT_LANGUAGE : undefined,
      });
    }),
  );
}

/**
 * Every tool card of a language's list as a sharded index (src/lib/tool-index.ts), computed once
 * per build (per request on the dev server, so edits show at once): the filter island of /tools,
 * /de/tools and of each category page fetches its files as far as a filtered view needs them, and
 * src/pages/data/[file].json.ts writes them under /data/ (each language under its own prefix).
 */
const indexIn = oncePerBuild(async (language: string) =>
  builtIndex(toolIndexSource(await toolCardsIn(language), language), TOOL_CARD_SHARD_SIZE),
);
export const toolsIndex = (language: string = DEFAULT_LANGUAGE): Promise<BuiltIndex> => indexIn(language);

/** The URL of a language's tool index's manifest, for the filter island. */
const toolsIndexUrl = async (language?: string) => indexFileUrl((await toolsIndex(language)).manifestName);

/**
 * /tools and /{language}/tools: every tool card in the page's language and the categories they are
 * filtered and grouped by (noindex while there are none; each linking its page in the page's
 * language), and the page's words. The categories are in the page's language where their list
 * file is translated into it; else `english` marks their names.
 */
export async function toolsPage(language: string = DEFAULT_LANGUAGE) {
  const [categories, tools, entries, strings] = await Promise.all([
    toolCategoriesIn(language),
    toolCardsIn(language),
    getTools(),
    getDictionary(language),
  ]);
  return {
    // Each category's page is written in every language the list is (src/data/languages.ts).
    categories: categories.data.map((entry) => ({
      ...entry.data,
      href: localizedPath(categoryPath(entry.id), language),
    })),
    tools,
    indexUrl: await toolsIndexUrl(language),
    path: localizedPath('/tools', language),
    noindex: tools.length === 0,
    modified: newestEntryDay(entries),
    words: strings.toolList,
    filterWords: toolFilterWords(strings.toolList, strings.locale),
    cardWords: toolCardWords(strings.toolList, language),
    english: categories.language === language ? undefined : DEFAULT_LANGUAGE,
  };
}

/** The tool list's page data, as its sections take their parts. */
export type ToolsPageData = Awaited<ReturnType<typeof toolsPage>>;

export async function toolCategoryPaths() {
  const categories = await getToolCategories();
  return categories.map(({ data: category }) => ({ params: { categoryId: category.id }, props: { category } }));
}

/** /{language}/tools/{categoryId}: every category in each prefixed language /tools is written in (src/data/languages.ts). */
export async function translatedToolCategoryPaths() {
  const categories = new Map((await getToolCategories()).map((category) => [category.id, category.data]));
  return (await translatedItemPaths('/tools/')).flatMap(({ language, id }) => {
    const category = categories.get(id);
    return category ? [{ params: { language, categoryId: id }, props: { category } }] : [];
  });
}

/**
 * /tools/{categoryId} and its translations (/de/tools/{categoryId}): the category's tools and
 * links to the other categories that have tools, in the page's language (the category's name and
 * description from the list file's translation where it has one, else in English and marked so;
 * the cards as toolCardsIn gives them), and the page's words.
 * A category without tools is an empty listing: kept out of search results (noindex, and so out
 * of the sitemap) and of the other categories' links, its page leads on to the categories that
 * have tools and to the request form. It is indexed again once an editor adds a tool to it.
 */
export async function toolCategoryPage(entry: ToolCategory, siteUrl: string, language: string = DEFAULT_LANGUAGE) {
  const [categories, cards, entries, strings] = await Promise.all([
    toolCategoriesIn(language),
    toolCardsIn(language),
    getTools(),
    getDictionary(language),
  ]);
  /** The language of the categories' texts when it is not the page's (no translation of the list file). */
  const categoriesLang = categories.language === language ? undefined : DEFAULT_LANGUAGE;
  const category = categories.data.find((candidate) => candidate.id === entry.id)?.data ?? entry;
  const path = localizedPath(categoryPath(category.id), language);
  const [home, all, request] = await Promise.all(
    [homeCrumb.path, toolsCrumb.path, '/request'].map((above) => linkIn(above, language)),
  );
  const trail = breadcrumbs([
    { ...homeCrumb, label: strings.nav.home, path: home?.href ?? '/', hreflang: home?.hreflang },
    {
      ...toolsCrumb,
      label: strings.nav.tools,
      backLabel: strings.tool.back,
      path: all?.href ?? '/tools',
      hreflang: all?.hreflang,
    },
    { label: category.name, lang: categoriesLang, path },
  ]);
  const used = new Set(cards.map((tool) => tool.category));
  const tools = cards.filter((tool) => tool.category === category.id);
  const words = strings.toolCategory;
  const named = categoryPlaceholders(category.name, language === DEFAULT_LANGUAGE);
  const title = fillTemplate(words.title, named);
  const description = searchText('toolCategories', category);
  return {
    category,
    /** The category's language when it is not the page's. */
    categoryLang: categoriesLang,
    path,
    title,
    description,
    heading: fillTemplate(words.heading, named),
    searchLabel: fillTemplate(words.searchLabel, named),
    searchPlaceholder: fillTemplate(words.searchPlaceholder, named),
    tools,
    indexUrl: await toolsIndexUrl(language),
    words,
    filterWords: toolFilterWords(strings.toolList, strings.locale),
    cardWords: toolCardWords(strings.toolList, language),
    noindex: tools.length === 0,
    modified:
      newestEntryDay(entries.filter((tool) => tool.data.category === category.id)) ??
      filesDay({ content: ['tool-categories.json'] }),
    others: categories.data
      .filter((other) => other.data.id !== category.id && used.has(other.data.id))
      .map((other) => ({
        href: localizedPath(categoryPath(other.data.id), language),
        label: other.data.name,
        lang: categoriesLang,
      })),
    request: { href: request?.href ?? '/request', hreflang: request?.hreflang },
    /** The list of every tool in the page's language (an empty category's way on). */
    allTools: all?.href ?? '/tools',
    back: trail.back,
    breadcrumb: trail.crumbs,
    jsonLd: [collectionPageJsonLd({ path, name: title, description, language }, site, siteUrl)],
  };
}

/** A tool category page's data, as its screen takes it. */
export type ToolCategoryPageData = Awaited<ReturnType<typeof toolCategoryPage>>;

export async function toolDetailPaths() {
  return (await getTools()).map((tool) => ({ params: { toolId: tool.id }, props: { tool } }));
}

/** /{language}/tools/detail/{toolId}: the tools translated into each prefixed language (src/data/languages.ts). */
export async function translatedToolPaths() {
  const tools = new Map((await getTools()).map((tool) => [tool.id, tool]));
  return (await translatedEntryPaths('tools')).flatMap(({ language, id }) => {
    const tool = tools.get(id);
    return tool ? [{ params: { language, toolId: id }, props: { tool } }] : [];
  });
}

/**
 * /tools/detail/{toolId} and its translations (/de/tools/detail/{toolId}): the tool in the page's
 * language, its related tools (each in the page's language where its page is written in it, else
 * in English and marked so), the expertise its category links to (likewise), and the page's
 * words. Its category in the page's language where the list of categories is translated into it
 * (else in English, marked so), linking its page in that language.
 */
export async function toolDetailPage(entry: ToolEntry, siteUrl: string, language: string = DEFAULT_LANGUAGE) {
  const [tools, categories, areaNames, strings, translated, translation] = await Promise.all([
    getTools(),
    toolCategoriesIn(language),
    areaNamesIn(language),
    getDictionary(language),
    inLanguage('tools', entry.id, entry.data, language),
    translationOf('tools', entry.id, language),
  ]);
  const tool = translated.data;
  const words = strings.tool;
  /** The language of the untranslated content (areas) when it is not the page's. */
  const english = language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
  /** The category's language when it is not the page's (no translation of the list of categories). */
  const categoryLang = categories.language === language ? undefined : DEFAULT_LANGUAGE;
  const category = categories.data.find((candidate) => candidate.id === tool.category)?.data;
  const categoryName = category?.name ?? tool.category;
  const path = `/tools/detail/${entry.id}`;
  // Each page above it in the page's language where it is written in it, else in English.
  const [home, all, listing] = await Promise.all(
    [homeCrumb.path, toolsCrumb.path, categoryPath(tool.category)].map((above) => linkIn(above, language)),
  );
  const crumb = (link: { href: string; hreflang?: string } | undefined) => ({
    path: link?.href ?? '/',
    hreflang: link?.hreflang,
  });
  const trail = breadcrumbs([
    { ...homeCrumb, label: strings.nav.home, ...crumb(home) },
    { ...toolsCrumb, label: strings.nav.tools, backLabel: words.back, ...crumb(all) },
    { label: categoryName, lang: categoryLang, ...crumb(listing) },
    { label: tool.name, path: localizedPath(path, language) },
  ]);
  const related = relatedTools(
    { id: entry.id, category: tool.category },
    tools.map((other) => ({ id: other.id, category: other.data.category, data: other.data })),
  );
  const relatedIn = await Promise.all(related.map((other) => inLanguage('tools', other.id, other.data, language)));
  const links = await toolLinks(
    related.map((other, index) => ({ id: other.id, data: relatedIn[index]?.data ?? other.data })),
  );
  const categoryWords = categoryPlaceholders(categoryName, english === undefined);
  return {
    id: entry.id,
    tool: {
      ...tool,
      // A feature's icon follows the keywords of its name in the entry (src/lib/tools.ts).
      features: tool.features.map((feature, index) => ({
        ...feature,
        icon: featureIcon(entry.data.features[index]?.name ?? feature.name),
      })),
    },
    words,
    title: fillTemplate(words.pageTitle, { name: tool.name, ...categoryWords }),
    /** The logo's square copy, for the header. */
    logoSrc: tool.logoUrl && (await logoSrc(tool.logoUrl)),
    category: { name: categoryName, path: crumb(listing).path, lang: categoryLang, hreflang: listing?.hreflang },
    related: links.map((link, index) => {
      const own = relatedIn[index]?.language === language;
      const toolPath = `/tools/detail/${link.id}`;
      return {
        ...link,
        href: own ? localizedPath(toolPath, language) : toolPath,
        lang: own ? undefined : DEFAULT_LANGUAGE,
      };
    }),
    viewAll: {
      href: crumb(listing).path,
      hreflang: listing?.hreflang,
      label: fillTemplate(words.viewAll, categoryWords),
    },
    // Each area's page in the page's language where it is written in it, else in English, marked.
    expertise: await Promise.all(
      relatedExpertise(
        category?.relatedAreas ?? [],
        new Map([...areaNames].map(([id, area]) => [id, area.name])),
        words.allExpertise,
      ).map(async (link, index, all) => {
        const target = await linkIn(link.href, language);
        return { ...link, ...target, lang: target.hreflang && index < all.length - 1 ? english : undefined };
      }),
    ),
    // The translation's body in its place when it has one (a tool's translation is Markdown).
    Content: (await render(translation?.body === undefined ? entry : translation)).Content,
    back: trail.back,
    description: searchText('tools', tool),
    // The page changes with its entry (shared fields) and with its translation (the texts).
    modified: newestEntryDay(translation ? [entry, translation] : [entry]),
    breadcrumb: trail.crumbs,
    jsonLd: [{ ...toolPageJsonLd(localizedPath(path, language), tool, site, siteUrl), inLanguage: language }],
  };
}

/** The tool page's data, as its sections take their parts. */
export type ToolDetailPageData = Awaited<ReturnType<typeof toolDetailPage>>;
