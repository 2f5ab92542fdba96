/** What the portfolio block shows (home and /projects): every project as its card needs it. */
import { getProjects } from '@/data/catalogue';
import { pictureData } from '@/data/images';
import { techOptionsOf, toPortfolioCard } from '@/lib/portfolio';

export async function portfolioData() {
  const cards = await Promise.all(
    (await getProjects()).map(async (entry) =>
      toPortfolioCard(entry.id, entry.data, await pictureData(entry.data.thumbnailUrl, 'card')),
    ),
  );
  return { cards, techOptions: techOptionsOf(cards) };
}

export type PortfolioData = Awaited<ReturnType<typeof portfolioData>>;
