/** What /request shows: the technology groups the form offers. */
import { getTechnologyCategories } from '@/data/catalogue';
import type { TechnologyGroup } from '@/lib/forms/options';

export async function requestPage(): Promise<{ technologyGroups: TechnologyGroup[] }> {
  const categories = await getTechnologyCategories();
  return {
    technologyGroups: categories.map((category) => ({
      name: category.name,
      technologies: category.technologies.map((technology) => technology.name),
    })),
  };
}
