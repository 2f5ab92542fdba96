/** What the request page shows in a language: its words and the technology groups the form offers. */
import { getTechnologyCategories } from '@/data/collections';
import { getDictionary } from '@/data/languages';
import { filesDay } from '@/data/page-dates';
import { site } from '@/config/studio';
import type { Dictionary } from '@/lib/content/kinds/dictionary';
import { requestChoices, type RequestChoices, type TechnologyGroup } from '@/lib/forms/options';
import { formWordsOf, type FormWords } from '@/lib/forms/words';
import { fillTemplate } from '@/lib/template';

export interface RequestPageData {
  technologyGroups: TechnologyGroup[];
  modified: string | undefined;
  /** The words every form shares, in the page's language. */
  words: FormWords;
  /** The request form's own words. */
  request: Dictionary['requestForm'];
  siteName: string;
  /** The page's meta description, the studio's name filled in. */
  description: string;
  /** The selects' choices in the page's language, written at build time. */
  choices: RequestChoices;
}

export async function requestPage(language: string): Promise<RequestPageData> {
  const [categories, dictionary] = await Promise.all([getTechnologyCategories(), getDictionary(language)]);
  return {
    modified: filesDay({
      content: ['technologies.json', `dictionaries/${language}.json`],
      source: ['src/components/sections/request/RequestScreen.astro'],
    }),
    technologyGroups: categories.map((category) => ({
      name: category.name,
      technologies: category.technologies.map((technology) => technology.name),
    })),
    words: formWordsOf(language, dictionary),
    request: dictionary.requestForm,
    siteName: site.name,
    description: fillTemplate(dictionary.requestForm.pageDescription, { name: site.name }),
    choices: requestChoices(dictionary.requestForm, dictionary.locale),
  };
}
