/** Helpers shared by the catalogue end-to-end specs. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Waits until every React island that hydrates by itself has (not those waiting for an event). */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="event"])')).toHaveCount(0);
}

const placeholder =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675"><rect width="1200" height="675" fill="#818cf8"/></svg>';

/**
 * Business idea images are produced separately; serve a placeholder so the tests do not depend
 * on the files being in public/ yet.
 */
export async function stubIdeaImages(page: Page): Promise<void> {
  await page.route('**/images/ideas/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: placeholder }),
  );
}

export const categories = [
  ['ai-ml', 'AI & Machine Learning'],
  ['development', 'Development & Coding'],
  ['frontend', 'Frontend & UI/UX'],
  ['devops', 'DevOps, Infrastructure & Hosting'],
  ['productivity', 'Productivity & Collaboration'],
  ['content-seo', 'Content, SEO & Analytics'],
  ['automation-security', 'Browser Automation & Security'],
  ['media', 'Image, Video & Audio Tools'],
] as const;

export const toolIds = [
  'agno',
  'azure-devops',
  'convex',
  'crew-ai',
  'cursor',
  'farfalle',
  'langchain',
  'opendeepsearch',
  'please-ai',
  'posthog',
  'render',
  'scira',
  'searxng',
  'shadcn-ui',
  'tailwindcss',
  'tavily',
  'vs-code',
] as const;

export const areaIds = [
  'ai-agent-development',
  'rag-systems',
  'full-stack-development',
  'saas-architecture',
  'workflow-automation',
  'ui-ux-generation',
] as const;

export const methodologyIds = ['rag-development', 'agentic-rag', 'saas-development'] as const;

export const ideaSlugs = [
  'ai-content-calendar',
  'personalized-meal-prep',
  'virtual-interior-design',
  'micro-learning-platform',
  'sustainable-fashion-marketplace',
] as const;
