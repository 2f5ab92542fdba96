/**
 * Page data every page shares, handed to the shell through `Astro.locals` as functions the shell
 * calls, so the layout and its components receive what they show instead of reading content
 * themselves: the sidebar's entries, and the page's language (its words, its alternates in other
 * languages, the language switcher's links). Only a page with the shell reads the content, so the
 * editor's pages (/keystatic) still open while a content file is broken, which is when they are
 * needed most.
 */
import { defineMiddleware } from 'astro:middleware';
import { getSidebarNav } from '@/data/collections';
import { areaNamesIn, pageLanguage, toolCategoriesIn, type PageLanguage } from '@/data/languages';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';

export const onRequest = defineMiddleware((context, next) => {
  let language: Promise<PageLanguage> | undefined;
  context.locals.pageLanguage = () =>
    (language ??= pageLanguage(context.url.pathname, String(context.site ?? context.url.origin)));
  context.locals.sidebarNav = async () => {
    const page = await context.locals.pageLanguage();
    const categories = await toolCategoriesIn(page.language);
    return getSidebarNav(
      page.strings.nav,
      { href: page.href, lang: page.language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE },
      await areaNamesIn(page.language),
      new Map(
        categories.data.map(({ id, data }) => [
          id,
          { name: data.name, navLabel: data.navLabel, own: categories.language === page.language },
        ]),
      ),
    );
  };
  return next();
});
