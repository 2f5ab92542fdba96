/**
 * Under `npm run dev`, while a content file is invalid, every page answers with the problems
 * (file, field, what was expected) in an error page instead of the last valid version; the
 * page reloads by itself once the file is fixed (the dev server sends a reload on every change
 * of the verdict). In a build the list is empty: the build stops before rendering anything.
 * The content editor (/keystatic) keeps working meanwhile, so a broken file can be fixed there.
 */
import { defineMiddleware } from 'astro:middleware';
import { contentProblemsPage } from './lib/content/problems-page.ts';
import { contentProblems } from './integrations/content-problems-store.ts';
import { isAdminPath } from './lib/admin-paths.ts';

export const onRequest = defineMiddleware((context, next) => {
  const problems = contentProblems();
  if (problems.length === 0 || isAdminPath(context.url.pathname)) return next();
  return new Response(contentProblemsPage(problems), {
    status: 500,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
});
