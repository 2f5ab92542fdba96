/**
 * Page data every page shares: the sidebar's entries, built from the content (src/data) and
 * handed to the shell through `Astro.locals`, so the layout and its components receive what they
 * show instead of reading content themselves. Handed as a function the shell calls: only a page
 * with the shell reads the content, so the editor's pages (/keystatic) still open while a content
 * file is broken, which is when they are needed most.
 */
import { defineMiddleware } from 'astro:middleware';
import { getSidebarNav } from '@/data/collections';

export const onRequest = defineMiddleware((context, next) => {
  context.locals.sidebarNav = getSidebarNav;
  return next();
});
