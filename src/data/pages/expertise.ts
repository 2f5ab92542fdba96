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
import { areaCaseStudies, areaTools, areasForMethodology, methodologiesForArea } from '@/lib/expertise';

const areaPath = (id: string) => `/expertise/${id}`;
const methodologyPath = (id: string) => `/methodology/${id}`;

/** /expertise: a card per area (with the names of its tools) and per methodology. */
export async function expertisePage() {
  const [areas, methodologies, tools] = await Promise.all([getAreas(), getMethodologies(), getTools()]);
  const toolsById = byId(tools);
  return {
    modified: newestEntryDay([...areas, ...methodologies]),
    /** An empty listing stays out of search results until an area or methodology is added. */
    noindex: areas.length + methodologies.length === 0,
    areas: areas.map(({ id, data }) => ({
      id,
      name: data.name,
      description: data.description,
      icon: data.icon,
      keyCapabilities: data.keyCapabilities,
      toolNames: areaTools(data.relatedTools, toolsById).map((tool) => tool.data.name),
    })),
    methodologies: methodologies.map(({ id, data }) => ({
      id,
      name: data.name,
      description: data.description,
      steps: data.steps,
    })),
  };
}

export async function areaPaths() {
  return (await getAreas()).map((area) => ({ params: { areaId: area.id }, props: { area } }));
}

/** /expertise/{areaId}: the area, its case studies, tools and the methodologies that list it. */
export async function areaPage(area: AreaEntry) {
  const [tools, studies, methodologies] = await Promise.all([getTools(), getAreaCaseStudies(), getMethodologies()]);
  const trail = breadcrumbs([homeCrumb, expertiseCrumb, { label: area.data.name, path: areaPath(area.id) }]);
  return {
    id: area.id,
    area: area.data,
    caseStudies: areaCaseStudies(area.data.caseStudies, byId(studies)),
    tools: await toolLinks(areaTools(area.data.relatedTools, byId(tools))),
    methodologies: methodologiesForArea(
      area.id,
      methodologies.map((m) => ({ ...m, relatedExpertise: m.data.relatedExpertise })),
    ).map((m) => ({ href: methodologyPath(m.id), label: m.data.name, description: m.data.description })),
    description: searchText('areas', area.data),
    modified: entryDay(area),
    Content: (await render(area)).Content,
    back: trail.back,
    breadcrumb: trail.crumbs,
  };
}

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
