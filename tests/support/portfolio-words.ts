/** The portfolio's words of the site's dictionaries, for the portfolio's unit tests. */
import en from '../../content/dictionaries/en.json' with { type: 'json' };
import de from '../../content/dictionaries/de.json' with { type: 'json' };
import type { PortfolioWords } from '@/lib/portfolio/words';

export const englishWords: PortfolioWords = en.portfolio;
export const germanWords: PortfolioWords = de.portfolio;
