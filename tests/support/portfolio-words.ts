/** The portfolio's words of the site's dictionaries, for the portfolio's unit tests. */
import en from '../../content/dictionaries/en.json' with { type: 'json' };
import de from '../../content/dictionaries/de.json' with { type: 'json' };
import { portfolioIslandWords, type PortfolioIslandWords, type PortfolioWords } from '@/lib/portfolio/words';

export const englishWords: PortfolioWords = en.portfolio;
export const germanWords: PortfolioWords = de.portfolio;
/** The island's words, as the pages hand them over: with how each language groups thousands. */
export const englishIslandWords: PortfolioIslandWords = portfolioIslandWords(en.portfolio, en.locale);
export const germanIslandWords: PortfolioIslandWords = portfolioIslandWords(de.portfolio, de.locale);
