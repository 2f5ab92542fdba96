/**
 * The words the form API answers a post with, carried by the page of answers to correct
 * (`/form-problem`, `/de/form-problem`): the API validates a post with the messages of the page
 * in the post's language and names each field as that page's form does, so it speaks every
 * language the site is built in without knowing any.
 */
import type { Dictionary } from '../content/kinds/dictionary.ts';
import { decodeHtmlEntities } from '../html-text.ts';
import type { FormType } from './values.ts';
import type { FormLanguage } from './schemas.ts';

/**
 * The attribute that carries the words on the page, as JSON in an escaped attribute value
 * (`<div hidden data-form-words="{&quot;locale&quot;...}">`): written like any attribute, no
 * inline script to hash and no raw HTML.
 */
export const FORM_WORDS_ATTRIBUTE = 'data-form-words';

export interface ProblemPageWords extends FormLanguage {
  /** Each form's field labels, by field name. */
  labels: Readonly<Record<FormType, Readonly<Record<string, string>>>>;
}

/** The page's words from a dictionary. */
export function problemPageWords(dictionary: Dictionary): ProblemPageWords {
  const { requestForm: r, consultationForm: c } = dictionary;
  return {
    locale: dictionary.locale,
    messages: dictionary.formMessages,
    labels: {
      request: {
        businessName: r.businessName,
        businessType: r.businessType,
        contactName: r.contactName,
        email: r.email,
        phone: r.phone,
        projectType: r.projectType,
        projectDescription: r.projectDescription,
        budget: r.budget,
        timeline: r.timeline,
        technologies: r.technologies,
        features: r.features,
        additionalInfo: r.additionalInfo,
        termsAccepted: r.termsAccepted,
      },
      consultation: {
        name: c.name,
        email: c.email,
        phone: c.phone,
        date: c.date,
        time: c.time,
        message: c.message,
        topic: c.topic,
      },
    },
  };
}

const CARRIER = new RegExp(`\\s${FORM_WORDS_ATTRIBUTE}="([^"]*)"`);

/** The words a built page carries, or undefined when it carries none readable. */
export function readProblemWords(
  page: string,
  isWords: (value: unknown) => value is ProblemPageWords,
): ProblemPageWords | undefined {
  const attribute = CARRIER.exec(page)?.[1];
  if (attribute === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(decodeHtmlEntities(attribute));
    return isWords(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
