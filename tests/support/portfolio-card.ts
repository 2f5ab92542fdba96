/**
 * A portfolio card for the portfolio's unit tests: an in-development SaaS card with one
 * technology and nothing else, changed by `over`.
 */
import type { PortfolioCard } from '@/lib/portfolio/card';

export const portfolioCard = (over: Partial<PortfolioCard> = {}): PortfolioCard => ({
  slug: 'x',
  title: 'Example',
  shortDescription: 'A tool.',
  thumbnail: { avif: '/x.avif 800w', webp: '/x.webp 800w', src: '/x.webp', width: 800, height: 500, layout: 'card' },
  projectType: 'saas',
  status: 'in_development',
  priceDisplay: 'amount',
  showsDevelopmentCost: true,
  techStack: ['React'],
  badges: [],
  monetizationModel: [],
  ...over,
});
