/**
 * Page data every page shares: the sidebar's entries, built from the content (src/data) once per
 * page and handed to the shell through `Astro.locals`, so the layout and its components receive
 * what they show instead of reading content themselves.
 */
import { defineMiddleware } from 'astro:middleware';
import { getSidebarNav } from '@/data/collections';

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.sidebarNav = await getSidebarNav();
  return next();
});
