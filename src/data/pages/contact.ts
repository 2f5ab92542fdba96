/**
 * What /contact (and its translations, /de/contact) shows: the studio's contact copy in the page's
 * language (content/site.json, translated in site.{language}.json) and the page's words.
 */
import { getDictionary, inLanguage } from '@/data/languages';
import { filesDay } from '@/data/page-dates';
import { site } from '@/config/studio';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { fillTemplate } from '@/lib/template';

export async function contactPage(language: string) {
  const [strings, studio] = await Promise.all([getDictionary(language), inLanguage('site', 'site', site, language)]);
  const words = strings.contact;
  const { contact, emails } = studio.data;
  const hours = contact.replyHours;
  const translation = language === DEFAULT_LANGUAGE ? [] : [`site.${language}.json`];
  return {
    words,
    contact,
    email: emails.contact,
    replyTime: fillTemplate(words.replyTime, { hours }),
    title: words.title,
    description: fillTemplate(words.description, { name: site.name, email: emails.contact, hours }),
    modified: filesDay({
      content: ['site.json', ...translation, `dictionaries/${language}.json`],
      source: ['src/components/sections/contact/ContactScreen.astro'],
    }),
  };
}

export type ContactPageData = Awaited<ReturnType<typeof contactPage>>;
