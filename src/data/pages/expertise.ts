/** What the expertise pages show: /expertise, /expertise/{areaId} and /methodology/{methodologyId}. */
import { render } from 'astro:content';
import { expertiseCrumb, homeCrumb, methodologiesCrumb } from '@/config/trails';
import {
  byId,
  getAreaCaseStudies,
  getAreas,
  getMethodologies,
  getTools,
  toolLinks,
  type AreaEntry,
  type MethodologyEntry,
} from '@/data/collections';
import { entryDay, newestEntryDay } from '@/data/page-dates';
import { breadcrumbs } from '@/lib/breadcrumbs';
import { searchText } from '@/lib/content/search-descriptions';
import { getDictionary, inLanguage, linkIn, translatedEntryPaths, translationOf } from '@/data/languages';
import { DEFAULT_LANGUAGE, localizedPath } from '@/lib/i18n/languages';
import { fillTemplate } from '@/lib/template';
import { areaCaseStudies, areaTools, areasForMethodology, methodologiesForArea } from '@/lib/expertise';
import { collectionPageJsonLd } from '@/lib/structured-data';
import { site } from '@/config/studio';

const areaPath = (id: string) => `/expertise/${id}`;
const toolPath = (id: string) => `/tools/detail/${id}`;
const methodologyPath = (id: string) => `/methodology/${id}`;

/**
 * /expertise and its translations (/de/expertise): a card per area (with the names of its tools)
 * and per methodology, and the page's words. An area translated into the page's language shows
 * in it and links its page in it; any other area, and every methodology (methodologies are not
 * translated), shows in English, marked so (`lang`), and links the English page.
 */
export async function expertisePage(siteUrl: string, language: string = DEFAULT_LANGUAGE) {
  const [areas, methodologies, tools, strings] = await Promise.all([
    getAreas(),
    getMethodologies(),
    getTools(),
    getDictionary(language),
  ]);
  const toolsById = byId(tools);
  const english = language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
  const [translated, translations] = await Promise.all([
    Promise.all(areas.map((area) => inLanguage('areas', area.id, area.data, language))),
    Promise.all(areas.map((area) => translationOf('areas', area.id, language))),
  ]);
  const words = strings.expertise;
  const path = localizedPath('/expertise', language);
  return {
    words,
    /** The words' language, for a card's words inside a card marked as another language's. */
    language,
    inEnglish: strings.toolList.inEnglish,
    /** Figures ("+2 more") as the page's language writes them. */
    locale: strings.locale,
    // The page changes with its entries and with the translations it shows.
    modified: newestEntryDay([
      ...areas,
      ...methodologies,
      ...translations.filter((translation) => translation !== undefined),
    ]),
    /** An empty listing stays out of search results until an area or methodology is added. */
    noindex: areas.length + methodologies.length === 0,
    areas: areas.map(({ id, data: entry }, index) => {
      const area = translated[index];
      const own = area?.language === language;
      const data = own && area ? area.data : entry;
      return {
        id,
        name: data.name,
        description: data.description,
        icon: entry.icon,
        keyCapabilities: data.keyCapabilities,
        toolNames: areaTools(entry.relatedTools, toolsById).map((tool) => tool.data.name),
        href: own ? localizedPath(areaPath(id), language) : areaPath(id),
        lang: own ? undefined : english,
      };
    }),
    methodologies: methodologies.map(({ id, data }) => ({
      id,
      name: data.name,
      description: data.description,
      steps: data.steps,
      href: methodologyPath(id),
      lang: english,
    })),
    jsonLd: [
      collectionPageJsonLd({ path, name: words.title, description: words.description, language }, site, siteUrl),
    ],
  };
}

/** The expertise list's data, as its screen takes it. */
export type ExpertisePageData = Awaited<ReturnType<typeof expertisePage>>;

export async function areaPaths() {
  return (await getAreas()).map((area) => ({ params: { areaId: area.id }, props: { area } }));
}

/** /{language}/expertise/{areaId}: the areas translated into each prefixed language (src/data/languages.ts). */
export async function translatedAreaPaths() {
  const areas = new Map((await getAreas()).map((area) => [area.id, area]));
  return (await translatedEntryPaths('areas')).flatMap(({ language, id }) => {
    const area = areas.get(id);
    return area ? [{ params: { language, areaId: id }, props: { area } }] : [];
  });
}

/**
 * /expertise/{areaId} and its translations (/de/expertise/{areaId}): the area in the page's
 * language, its case studies, its tools (each in the page's language where its page is written in
 * it, else in English and marked so), the methodologies that list it, and the page's words. Case
 * studies and methodologies have no translations: on another language's page they are marked as
 * English (`english`), and their links lead to the English pages.
 */
export async function areaPage(area: AreaEntry, language: string = DEFAULT_LANGUAGE) {
  const [tools, studies, methodologies, strings, translated, translation] = await Promise.all([
    getTools(),
    getAreaCaseStudies(),
    getMethodologies(),
    getDictionary(language),
    inLanguage('areas', area.id, area.data, language),
    translationOf('areas', area.id, language),
  ]);
  const data = translated.data;
  const words = strings.area;
  /** The language of the untranslated content (case studies, methodologies) when it is not the page's. */
  const english = language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
  // Each page above it, and every tool page, in the page's language where it is written in it, else in English.
  const [home, all, toolList] = await Promise.all([
    linkIn(homeCrumb.path, language),
    linkIn(expertiseCrumb.path, language),
    linkIn('/tools', language),
  ]);
  const trail = breadcrumbs([
    { ...homeCrumb, label: strings.nav.home, path: home.href, hreflang: home.hreflang },
    { ...expertiseCrumb, label: strings.nav.expertise, backLabel: words.back, path: all.href, hreflang: all.hreflang },
    { label: data.name, path: localizedPath(areaPath(area.id), language) },
  ]);
  const related = areaTools(area.data.relatedTools, byId(tools));
  const relatedIn = await Promise.all(related.map((tool) => inLanguage('tools', tool.id, tool.data, language)));
  const links = await toolLinks(
    related.map((tool, index) => ({ id: tool.id, data: relatedIn[index]?.data ?? tool.data })),
  );
  return {
    id: area.id,
    area: data,
    words,
    title: fillTemplate(words.pageTitle, { name: data.name }),
    english,
    caseStudies: areaCaseStudies(area.data.caseStudies, byId(studies)),
    tools: links.map((link, index) => {
      const own = relatedIn[index]?.language === language;
      return {
        ...link,
        href: own ? localizedPath(toolPath(link.id), language) : toolPath(link.id),
        lang: own ? undefined : DEFAULT_LANGUAGE,
      };
    }),
    allTools: { href: toolList.href, hreflang: toolList.hreflang, label: words.allTools },
    methodologies: methodologiesForArea(
      area.id,
      methodologies.map((m) => ({ ...m, relatedExpertise: m.data.relatedExpertise })),
    ).map((m) => ({
      href: methodologyPath(m.id),
      label: m.data.name,
      description: m.data.description,
      lang: english,
      hreflang: english,
    })),
    description: searchText('areas', data),
    // The page changes with its entry (shared fields) and with its translation (the texts).
    modified: newestEntryDay(translation ? [area, translation] : [area]),
    // The translation's body in its place when it has one (an area's translation is Markdown).
    Content: (await render(translation?.body === undefined ? area : translation)).Content,
    back: trail.back,
    breadcrumb: trail.crumbs,
  };
}

/** The area page's data, as its screen takes it. */
export type AreaPageData = Awaited<ReturnType<typeof areaPage>>;

export async function methodologyPaths() {
  return (await getMethodologies()).map((methodology) => ({
    params: { methodologyId: methodology.id },
    props: { methodology },
  }));
}

/** /methodology/{methodologyId}: the steps, benefits and the areas it lists. */
export async function methodologyPage(methodology: MethodologyEntry) {
  const { data } = methodology;
  const areas = areasForMethodology(data.relatedExpertise, byId(await getAreas()));
  const trail = breadcrumbs([
    homeCrumb,
    methodologiesCrumb,
    { label: data.name, path: methodologyPath(methodology.id) },
  ]);
  return {
    methodology: data,
    areas: areas.map((area) => ({
      href: areaPath(area.id),
      label: area.data.name,
      description: area.data.description,
      icon: area.data.icon,
    })),
    description: searchText('methodologies', data),
    modified: entryDay(methodology),
    Content: (await render(methodology)).Content,
    back: trail.back,
    breadcrumb: trail.crumbs,
  };
}
