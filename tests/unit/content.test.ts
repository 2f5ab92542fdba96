import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '@/lib/content/files';
import { checkIntegrity } from '@/lib/content/integrity';

const root = fileURLToPath(new URL('../../content', import.meta.url));
const catalogue = readCatalogue(root);
const ids = (entries: { id: string }[]) => entries.map((e) => e.id).sort();

describe('content/ parses with the collection schemas', () => {
  it('has no dangling references (only the documented n8n warning)', () => {
    const report = checkIntegrity(catalogue);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      'areas/workflow-automation.md: relatedTools "n8n" is not in content/tools/ (hidden on the site)',
    ]);
  });

  it('has the 14 projects, ids 1-14, every slug unique', () => {
    expect(catalogue.projects.map((p) => p.data.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 1),
    );
    for (const slug of ['phpforge', 'controlbyweb-ai', 'siteforge', 'restaurantos'])
      expect(ids(catalogue.projects)).toContain(slug);
  });

  it('ids 1-7 are sold, in development or in the pipeline; 8-14 private or internal', () => {
    for (const { data } of catalogue.projects) {
      const expected = data.id <= 7 ? ['sold', 'in_development', 'in_pipeline'] : ['portfolio', 'request'];
      expect(expected, `project ${data.id}`).toContain(data.status);
    }
  });

  it('has the 8 tool categories and the 17 tools of the spec, all featured', () => {
    expect(ids(catalogue.toolCategories)).toEqual([
      'ai-ml',
      'automation-security',
      'content-seo',
      'development',
      'devops',
      'frontend',
      'media',
      'productivity',
    ]);
    const byCategory: Record<string, string[]> = {};
    for (const tool of catalogue.tools) (byCategory[tool.data.category] ??= []).push(tool.id);
    for (const list of Object.values(byCategory)) list.sort();
    expect(byCategory).toEqual({
      'ai-ml': [
        'agno',
        'convex',
        'crew-ai',
        'farfalle',
        'langchain',
        'opendeepsearch',
        'please-ai',
        'scira',
        'searxng',
        'tavily',
      ],
      development: ['azure-devops', 'cursor', 'vs-code'],
      frontend: ['shadcn-ui', 'tailwindcss'],
      devops: ['render'],
      'content-seo': ['posthog'],
    });
    expect(catalogue.tools.every((t) => t.data.featured)).toBe(true);
  });

  it('has the 6 expertise areas, 12 case-study ids (10 full) and 3 methodologies with their step counts', () => {
    expect(ids(catalogue.areas)).toEqual([
      'ai-agent-development',
      'full-stack-development',
      'rag-systems',
      'saas-architecture',
      'ui-ux-generation',
      'workflow-automation',
    ]);
    expect(ids(catalogue.areaCaseStudies)).toEqual([
      'ai-generated-dashboard',
      'ai-research-assistant',
      'business-management-tool',
      'business-process-automation',
      'content-workflow',
      'customer-support-agent',
      'design-system-generation',
      'e-commerce-site',
      'legal-document-assistant',
      'medical-research-tool',
      'saas-platform',
      'subscription-platform',
    ]);
    const full = catalogue.areaCaseStudies.filter((s) => s.data.detail).map((s) => s.id);
    expect(full).toHaveLength(10);
    for (const area of catalogue.areas.filter((a) => a.id !== 'ui-ux-generation')) {
      const studies = area.data.caseStudies ?? [];
      expect(
        studies.filter((s) => full.includes(s)),
        area.id,
      ).toHaveLength(2);
    }
    const steps = Object.fromEntries(catalogue.methodologies.map((m) => [m.id, m.data.steps.length]));
    expect(steps).toEqual({ 'rag-development': 8, 'agentic-rag': 8, 'saas-development': 10 });
  });

  it('has the 5 business ideas of the spec', () => {
    expect(ids(catalogue.ideas)).toEqual([
      'ai-content-calendar',
      'micro-learning-platform',
      'personalized-meal-prep',
      'sustainable-fashion-marketplace',
      'virtual-interior-design',
    ]);
  });

  it('has 4 FAQ categories with 5-8 questions each, pricing first', () => {
    const faq = [...catalogue.faq].sort((a, b) => a.data.order - b.data.order);
    expect(faq.map((f) => f.data.name)).toEqual([
      'Pricing & Costs',
      'Development Process',
      'MVP Options',
      'Business & Revenue',
    ]);
    expect(faq[0]?.id).toBe('pricing');
    for (const category of faq) {
      expect(category.data.items.length).toBeGreaterThanOrEqual(5);
      expect(category.data.items.length).toBeLessThanOrEqual(8);
    }
  });

  it('has the 11 services, 6 technology categories and 5 highlights', () => {
    expect(catalogue.services).toHaveLength(11);
    expect(catalogue.technologies.map((t) => t.name)).toEqual([
      'AI Models & Frameworks',
      'Web Development',
      'Desktop & Mobile',
      'Databases & Storage',
      'DevOps & Infrastructure',
      'Automation & Integration',
    ]);
    expect(catalogue.highlights).toHaveLength(5);
    expect(catalogue.site.stats).toEqual({ projects: 25, sold: 12, technologies: 15 });
  });

  it('has the affiliate page copy with its three tabs filled', () => {
    const { affiliate } = catalogue;
    expect(affiliate.benefits.length).toBeGreaterThan(0);
    expect(affiliate.steps.length).toBeGreaterThan(0);
    expect(affiliate.faq.length).toBeGreaterThan(0);
    expect(new Set(affiliate.faq.map((q) => q.id)).size).toBe(affiliate.faq.length);
  });
});
