/**
 * The page templates the field beacon reports: each route file's pattern as Astro gives it
 * (`Astro.routePattern`), never a URL. Only pages (not the generated images, feeds or data files).
 * tests/unit/lib/vitals/templates.test.ts keeps this list equal to the route files of src/pages/.
 */
export const PAGE_TEMPLATES = [
  '/',
  '/404',
  '/[form]/sent',
  '/[language]',
  '/[language]/404',
  '/[language]/[form]/sent',
  '/[language]/affiliate',
  '/[language]/business-ideas/[slug]',
  '/[language]/case-studies/[slug]',
  '/[language]/consultation',
  '/[language]/contact',
  '/[language]/expertise',
  '/[language]/expertise/[areaId]',
  '/[language]/faq',
  '/[language]/form-problem',
  '/[language]/projects',
  '/[language]/projects/page/[page]',
  '/[language]/request',
  '/[language]/search',
  '/[language]/tools',
  '/[language]/tools/[categoryId]',
  '/[language]/tools/detail/[toolId]',
  '/affiliate',
  '/business-ideas/[slug]',
  '/case-studies/[slug]',
  '/consultation',
  '/contact',
  '/expertise',
  '/expertise/[areaId]',
  '/faq',
  '/form-problem',
  '/methodology/[methodologyId]',
  '/projects',
  '/projects/page/[page]',
  '/request',
  '/search',
  '/tools',
  '/tools/[categoryId]',
  '/tools/detail/[toolId]',
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

export function isPageTemplate(value: unknown): value is PageTemplate {
  return (PAGE_TEMPLATES as readonly unknown[]).includes(value);
}

/** The route pattern of a page file of src/pages (`case-studies/[slug].astro` -> `/case-studies/[slug]`). */
export function templateOfRouteFile(file: string): string {
  const path = file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '');
  return `/${path}`.replace(/\/$/, '') || '/';
}
