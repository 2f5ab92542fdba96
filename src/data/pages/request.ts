/** What /request shows: the technology groups the form offers. */
import { getTechnologyCategories } from '@/data/collections';
import { filesDay } from '@/data/page-dates';
import type { TechnologyGroup } from '@/lib/forms/options';

export async function requestPage(): Promise<{ technologyGroups: TechnologyGroup[]; modified: string | undefined }> {
  const categories = await getTechnologyCategories();
  return {
    modified: filesDay({ content: ['technologies.json'], source: ['src/pages/request.astro'] }),
    technologyGroups: categories.map((category) => ({
      name: category.name,
      technologies: category.technologies.map((technology) => technology.name),
    })),
  };
}
