/**
 * Content translations: a file beside its entry, named after it and its language
 * (`faq/pricing.de.json` beside `faq/pricing.json`, `site.de.json` beside `site.json`), holding
 * only the fields its kind declares translatable (texts). Numbers, prices, images, dates and links
 * are shared: they stay in the entry and are never repeated in its translations.
 *
 * A list of objects with ids (a FAQ category's questions) is translated item by item, matched by
 * id: every item of the entry, and no other. A list without ids (the contact page's tiles, a
 * gallery's alt texts) is translated item by item in order: at most as many items as the entry
 * has; the ones not translated yet keep the entry's texts.
 */
import type { ContentProblem } from '../content/issues.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODE } from './languages.ts';

/** A translation's file name: the entry's id, the language, the extension: `pricing.de.json`. */
const TRANSLATION_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]+)(\.(?:json|md))$/;

/** The entry id and language of a translation's file name, or undefined for any other name. */
export function translationFileParts(name: string): { id: string; language: string; extension: string } | undefined {
  const match = TRANSLATION_FILE.exec(name);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return { id: match[1], language: match[2], extension: match[3] };
}

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (value: Json): string | undefined =>
  isRecord(value) && typeof value.id === 'string' ? value.id : undefined;

const isIdList = (value: Json): value is Record<string, Json>[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => idOf(item) !== undefined);

/**
 * The entry with its translation laid over it: the translation's fields replace the entry's,
 * objects field by field, lists of items with ids item by item (by id); what the translation
 * does not hold (the shared fields) stays the entry's.
 */
export function applyTranslation<T>(entry: T, translation: Json): T {
  return overlay(entry, translation) as T;
}

function overlay(base: Json, over: Json): Json {
  if (over === undefined) return base;
  if (isRecord(base) && isRecord(over)) {
    const result: Record<string, Json> = { ...base };
    for (const [key, value] of Object.entries(over)) result[key] = overlay(base[key], value);
    return result;
  }
  if (isIdList(base) && isIdList(over)) {
    const byId = new Map(over.map((item) => [idOf(item), item]));
    return base.map((item) => overlay(item, byId.get(idOf(item))));
  }
  // A list without ids, item by item in order: the items a translation does not hold yet (an image
  // just added to the entry's gallery) keep the entry's texts until they are translated.
  if (Array.isArray(base) && Array.isArray(over) && !isIdList(over))
    return (base as Json[]).map((item, index) => (index < over.length ? overlay(item, (over as Json[])[index]) : item));
  return over;
}

/**
 * What is wrong with a translation beside its entry: a list item it translates that the entry
 * lacks, or an item of the entry it leaves untranslated (named by field and id).
 */
export function translationProblems(file: string, entry: Json, translation: Json, path = ''): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (isRecord(entry) && isRecord(translation)) {
    for (const [key, value] of Object.entries(translation))
      problems.push(...translationProblems(file, entry[key], value, path ? `${path}.${key}` : key));
    return problems;
  }
  if (Array.isArray(translation) && translation.every((item) => idOf(item) !== undefined)) {
    const entryIds = Array.isArray(entry) ? entry.map(idOf) : [];
    const translated = translation.map(idOf);
    for (const id of translated)
      if (!entryIds.includes(id))
        problems.push({ file, field: path, message: `translates "${id}", which the entry does not have` });
    for (const id of entryIds)
      if (id !== undefined && !translated.includes(id))
        problems.push({ file, field: path, message: `leaves "${id}" untranslated: translate every item of the entry` });
    const entryItems = new Map((Array.isArray(entry) ? entry : []).map((item) => [idOf(item), item]));
    translation.forEach((item) =>
      problems.push(...translationProblems(file, entryItems.get(idOf(item)), item, `${path}[${idOf(item)}]`)),
    );
  } else if (Array.isArray(translation)) {
    // A list without ids (of objects or of texts) is translated item by item, in order. It may
    // hold fewer items than the entry: an editor adds an item (an image, a feature) to the entry
    // first, and the items not translated yet show the entry's texts until the translation has them.
    const entryItems = Array.isArray(entry) ? entry : [];
    if (translation.length > entryItems.length)
      problems.push({
        file,
        field: path,
        message: `has ${translation.length} items where the entry has ${entryItems.length}: translate each, in order`,
      });
    translation.forEach((item, index) =>
      problems.push(...translationProblems(file, entryItems[index], item, `${path}[${index}]`)),
    );
  }
  return problems;
}

/** The problem of a translation whose language has no dictionary, or whose entry does not exist. */
export function translationFileProblem(
  file: string,
  parts: { id: string; language: string; extension: string },
  known: {
    languages: readonly string[];
    entryIds: readonly string[];
    translatable: boolean;
    /** The extension of the kind's files, which its translations share (`.md` for a Markdown entry). */
    extension: string;
  },
): ContentProblem | undefined {
  if (!known.translatable)
    return {
      file,
      field: '(file name)',
      message: 'this kind of content has no translatable fields, so it has no translations',
    };
  if (parts.extension !== known.extension)
    return {
      file,
      field: '(file name)',
      message: `a translation is a ${known.extension} file like its entry: name it ${parts.id}.${parts.language}${known.extension}`,
    };
  if (parts.language === DEFAULT_LANGUAGE)
    return {
      file,
      field: '(file name)',
      message: `the entry itself is in "${DEFAULT_LANGUAGE}": edit it rather than translating it`,
    };
  if (!LANGUAGE_CODE.test(parts.language) || !known.languages.includes(parts.language))
    return {
      file,
      field: '(file name)',
      message: `"${parts.language}" is not a language of the site (content/dictionaries/ has ${known.languages.map((l) => `${l}.json`).join(', ')})`,
    };
  if (!known.entryIds.includes(parts.id))
    return {
      file,
      field: '(file name)',
      message: `translates "${parts.id}", which has no file of its own: a translation sits beside its entry`,
    };
  return undefined;
}
