/** What the home page (/, /de/) shows from the content in the page's language, and the studio's structured data. */
import { site } from '@/config/studio';
import { getAreas, getIdeas, getProjects, getTools } from '@/data/collections';
import {
  areaNamesIn,
  getDictionary,
  highlightsIn,
  inLanguage,
  linkIn,
  servicesIn,
  technologiesIn,
  toolCategoriesIn,
} from '@/data/languages';
import type { IconName } from '@/lib/icon-names';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { highlightLines, revenuePotentialText, type RevenuePotential } from '@/lib/highlights';
import { localizedMonthlyRange } from '@/lib/ideas';
import { PAGE_SIZE } from '@/lib/portfolio/pagination';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';
import { fillTemplate } from '@/lib/template';
import { filesDay, newestEntryDay } from '@/data/page-dates';
import { newestDay } from '@/build-time/git-dates';
import { ideaCards } from './ideas.ts';
import { portfolioData } from './portfolio.ts';

/** A link of the 'Our Tools' and 'Our Expertise' blocks: to an entry's page, with a line of text. */
export interface FeaturedLink {
  href: string;
  /** The language of the page it leads to when it is not the page's. */
  hreflang?: string | undefined;
  icon: IconName;
  title: string;
  /** The title's language when it is not the page's (an entry not translated into it). */
  lang?: string | undefined;
  text: string;
}

/** An entry marked `featuredOnHome`, named in the page's language where it is translated. */
interface Featured {
  id: string;
  data: { featuredOnHome: boolean; icon: IconName };
  name: string;
  /** Whether the name is in the page's language. */
  own: boolean;
}

/** The entries marked `featuredOnHome`, each a link to its page under `base` (in the page's language where it exists) with a line of text. */
async function featuredLinks(
  entries: readonly Featured[],
  base: string,
  language: string,
  text: (entry: Featured) => string,
): Promise<FeaturedLink[]> {
  return Promise.all(
    entries
      .filter((entry) => entry.data.featuredOnHome)
      .map(async (entry) => {
        const link = await linkIn(`${base}/${entry.id}`, language);
        return {
          href: link.href,
          ...(link.hreflang && { hreflang: link.hreflang }),
          icon: entry.data.icon,
          title: entry.name,
          ...(!entry.own && { lang: DEFAULT_LANGUAGE }),
          text: text(entry),
        };
      }),
  );
}

export async function homePage(siteUrl: string, language: string = DEFAULT_LANGUAGE) {
  const [projects, ideas, tools, areas, strings, studio, categories, areaNames] = await Promise.all([
    getProjects(),
    getIdeas(),
    getTools(),
    getAreas(),
    getDictionary(language),
    inLanguage('site', 'site', site, language),
    toolCategoriesIn(language),
    areaNamesIn(language),
  ]);
  const words = strings.home;
  const toolCount = (id: string) => tools.filter((t) => t.data.category === id).length;
  const potentials = new Map(projects.map((p) => [p.id, p.data.revenuePotential]));
  // A revenue potential written as the page's language writes money: "$1,500 - $4,000/mo", "1.500 $ – 4.000 $/Monat".
  const range = (potential: RevenuePotential) =>
    language === DEFAULT_LANGUAGE
      ? revenuePotentialText(potential)
      : localizedMonthlyRange(potential.min, potential.max, 'USD', strings.locale, strings.idea);
  const count = (template: string, value: number) =>
    fillTemplate(template, { count: new Intl.NumberFormat(strings.locale).format(value) });
  return {
    language,
    words,
    studio: studio.data,
    /** What the studio does, before its name ("AI & SaaS Development | Nexora Studio"). */
    title: studio.data.hero.subtitle,
    highlights: highlightLines(
      (await highlightsIn(language)).data,
      (slug) => potentials.get(slug),
      (potential) => fillTemplate(words.potential, { range: range(potential) }),
    ),
    portfolio: await portfolioData(PAGE_SIZE.embedded, 1, language),
    services: (await servicesIn(language)).data,
    technologies: (await technologiesIn(language)).data,
    ideas: await ideaCards(ideas, language),
    toolLinks: await featuredLinks(
      categories.data.map((category) => ({
        ...category,
        name: category.data.name,
        own: categories.language === language,
      })),
      '/tools',
      language,
      (c) => count(words.toolCount, toolCount(c.id)),
    ),
    areaLinks: await featuredLinks(
      areas.map((area) => ({
        ...area,
        name: areaNames.get(area.id)?.name ?? area.data.name,
        own: areaNames.get(area.id)?.own ?? language === DEFAULT_LANGUAGE,
      })),
      '/expertise',
      language,
      (a) => count(words.capabilityCount, areas.find((area) => area.id === a.id)?.data.keyCapabilities.length ?? 0),
    ),
    /** The newest of what the page shows: the projects, the ideas and the studio's own files (with their translations). */
    modified: newestDay([
      newestEntryDay(projects),
      newestEntryDay(ideas),
      filesDay({
        content: ['site.json', 'services.json', 'technologies.json', 'highlights.json'].flatMap((file) =>
          language === DEFAULT_LANGUAGE ? [file] : [file, file.replace(/\.json$/, `.${language}.json`)],
        ),
      }),
    ]),
    jsonLd: [organizationJsonLd(studio.data, siteUrl), websiteJsonLd(studio.data, siteUrl)].map((node) =>
      language === DEFAULT_LANGUAGE ? node : { ...node, inLanguage: language },
    ),
  };
}

/** The home page's data, as its screen takes it. */
export type HomePageData = Awaited<ReturnType<typeof homePage>>;
