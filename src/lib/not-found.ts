/**
 * Static hosts serve one 404.html for every unknown path. It shows the not-found screen of the
 * section the path belongs to (DESIGN.md deviation 2). Order matters: /tools/detail/ before /tools/.
 */
export interface NotFoundScreen {
  id: string;
  title: string;
  message: string;
  backHref: string;
  /** The language of the page it leads back to, when that is not the screen's. */
  backHreflang?: string | undefined;
  backLabel: string;
}

/** The id of the generic screen ("Oops! Page not found"), whose words are the dictionary's (content/dictionaries/). */
export const GENERIC_NOT_FOUND = 'generic';

export const sectionNotFound: readonly (NotFoundScreen & { prefix: string })[] = [
  {
    id: 'case-study',
    prefix: '/case-studies/',
    title: 'Case Study Not Found',
    message: "The case study you're looking for doesn't exist.",
    backHref: '/projects',
    backLabel: 'Back to Portfolio',
  },
  {
    id: 'tool',
    prefix: '/tools/detail/',
    title: 'Tool Not Found',
    message: "The tool you're looking for doesn't exist.",
    backHref: '/tools',
    backLabel: 'Back to All Tools',
  },
  {
    id: 'category',
    prefix: '/tools/',
    title: 'Category Not Found',
    message: "The category you're looking for doesn't exist.",
    backHref: '/tools',
    backLabel: 'Back to All Tools',
  },
  {
    id: 'area',
    prefix: '/expertise/',
    title: 'Expertise Area Not Found',
    message: "The expertise area you're looking for doesn't exist.",
    backHref: '/expertise',
    backLabel: 'Back to All Expertise Areas',
  },
  {
    id: 'methodology',
    prefix: '/methodology/',
    title: 'Methodology Not Found',
    message: "The methodology you're looking for doesn't exist.",
    backHref: '/expertise',
    backLabel: 'Back to Expertise & Methodologies',
  },
  {
    id: 'business-idea',
    prefix: '/business-ideas/',
    title: 'Business Idea Not Found',
    message: "The business idea you're looking for doesn't exist or has been removed.",
    backHref: '/',
    backLabel: 'Back to Home',
  },
];

/** The section's own screen for an unknown path, or undefined for the generic 404. */
export function notFoundScreenFor(path: string): NotFoundScreen | undefined {
  const clean = path.split(/[?#]/)[0] ?? '';
  const section = sectionNotFound.find(
    (screen) => clean.startsWith(screen.prefix) && clean.length > screen.prefix.length,
  );
  return section;
}
