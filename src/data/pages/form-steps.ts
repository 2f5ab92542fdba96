/**
 * The forms' own pages in a language: the consultation form's page, the confirmation each form
 * lands on once the API accepted it without JavaScript, and the template of the API's page of
 * answers to correct (src/lib/forms/form-pages.ts).
 */
import { getDictionary } from '@/data/languages';
import { filesDay } from '@/data/page-dates';
import type { Dictionary } from '@/lib/content/kinds/dictionary';
import { FORM_PAGES } from '@/lib/forms/form-pages';
import type { ConsultationWords } from '@/lib/forms/messages';
import { problemPageWords, type ProblemPageWords } from '@/lib/forms/problem-words';
import type { FormType } from '@/lib/forms/values';
import { formWordsOf, type FormWords } from '@/lib/forms/words';

export interface ConsultationPageData {
  words: FormWords;
  consultation: ConsultationWords;
  modified: string | undefined;
}

export async function consultationPage(language: string): Promise<ConsultationPageData> {
  const dictionary = await getDictionary(language);
  return {
    words: formWordsOf(language, dictionary),
    consultation: dictionary.consultationForm,
    modified: filesDay({
      content: [`dictionaries/${language}.json`],
      source: ['src/components/sections/forms/ConsultationScreen.astro'],
    }),
  };
}

/** Addresses are the default language's: the page links to them in its own language where they exist. */
export interface SentPageData {
  title: string;
  description: string;
  pageTitle: string;
  again: { href: string; label: string };
  browse: { href: string; label: string };
}

export async function sentPage(formType: FormType, language: string): Promise<SentPageData> {
  const { forms, requestForm: r, consultationForm: c } = await getDictionary(language);
  const browse = { href: '/projects', label: forms.browseProjects };
  return formType === 'request'
    ? {
        title: r.sentTitle,
        description: r.sentText,
        pageTitle: r.sentPageTitle,
        again: { href: FORM_PAGES.request, label: r.another },
        browse,
      }
    : {
        title: c.scheduledTitle,
        description: c.sentText,
        pageTitle: c.sentPageTitle,
        again: { href: '/', label: c.backHome },
        browse,
      };
}

/** The words of the page of answers to correct, and those it carries for the form API. */
export async function problemPage(language: string): Promise<{ forms: Dictionary['forms']; words: ProblemPageWords }> {
  const dictionary = await getDictionary(language);
  return { forms: dictionary.forms, words: problemPageWords(dictionary) };
}
