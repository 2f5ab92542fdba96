import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_FOLDERS, isCataloguePage } from '@/lib/catalogue-pages';

describe('the pages of the catalogues', () => {
  it('are the case studies, the tool pages and the portfolio’s later pages', () => {
    expect(CATALOGUE_PAGE_FOLDERS).toEqual(['/case-studies/', '/tools/detail/', '/projects/page/']);
    for (const path of [
      '/case-studies/cashcast',
      'case-studies/synthetic-project-9.html',
      '/tools/detail/agno.html',
      '/projects/page/2',
      'projects/page/835.html',
    ])
      expect(isCataloguePage(path), path).toBe(true);
  });

  it('are the same pages under a language’s prefix', () => {
    for (const path of ['/de/case-studies/cashcast.html', 'de/tools/detail/agno.html', '/de/projects/page/3'])
      expect(isCataloguePage(path), path).toBe(true);
  });

  it('leave out every page whose number does not grow with a catalogue', () => {
    for (const path of [
      '/',
      'index.html',
      '/projects.html',
      '/de/projects.html',
      '/tools.html',
      '/tools/ai-ml.html',
      '/de/tools/ai-ml.html',
      '/business-ideas/ai-content-calendar.html',
      '/expertise/rag-systems.html',
      '/faq.html',
      '/de.html',
      '/case-studies/',
      '/request/step-2.html',
    ])
      expect(isCataloguePage(path), path).toBe(false);
  });
});
