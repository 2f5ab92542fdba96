/**
 * Every kind of content the editor shows, as the editor needs it: made from the list of kinds
 * (src/lib/content/kinds/), where each kind declares its files, its schema and its editor
 * label once.
 */
import type { z } from 'astro/zod';
import { CONTENT_KINDS, type KindName } from '../../lib/content/kinds/index.ts';
import { kindOfFile } from '../../lib/content/kind-of-file.ts';
import { translationFileParts } from '../../lib/i18n/translations.ts';
import type { ContentKind, KindEditor, MarkdownBody } from '../../lib/content/kinds/kind.ts';
import type { Option } from '../../lib/option.ts';
import { entryFields } from '../../lib/content/schema-shape.ts';

/** What the editor offers where an entry names an entry of another kind; read from content/ when the editor loads. */
export interface AdminOptions {
  siteName: string;
  /** Tool categories of tool-categories.json. */
  toolCategories: Option[];
  /** Tools, then technologies of technologies.json (an area's relatedTools accepts both). */
  relatedTools: Option[];
  /** A project's tech stack: the names of technologies.json, then names projects use that it lacks. */
  technologies: Option[];
  /** The number a new entry of a numbered kind (projects, ideas) gets, by folder (options.ts). */
  nextNumbers?: Partial<Record<string, number>>;
  /** The languages besides the default (content/dictionaries/): a translated file gets a page of each. */
  languages?: readonly Option[];
}

interface KindBase {
  label: string;
  group: KindEditor['group'];
  schema: z.ZodType;
  /** A kind's translations into a language (the fields of its translation schema), edited beside it. */
  translates?: { kind: KindName; language: string };
}

/** One file per entry in a folder; the file name is the entry's id. */
export interface FolderKind extends KindBase {
  type: 'folder';
  folder: string;
  extension: '.md' | '.json';
  /** The field whose text suggests the file name of a new entry. */
  nameField: string;
  /** The Markdown body (for .md kinds). */
  body?: MarkdownBody;
  /** Uploads go beside the entry: `{folder}/{slug}/{field}.{ext}`. */
  images?: boolean;
  /** Where an entry's page is (the page is this followed by the file name): the editor links to it. */
  page?: string;
  columns?: readonly string[];
}

/** One JSON file: an object, or a list of entries (shown to the editor as a list named `items`). */
export interface FileKind extends KindBase {
  type: 'file';
  file: string;
  list?: boolean;
}

export type AdminKind = FolderKind | FileKind;

/** The field that names an entry of a folder kind (and suggests its file name): its title, else its name. */
const NAME_FIELDS = ['title', 'name'];

function nameFieldOf(folder: string, schema: z.ZodType): string {
  const keys = Object.keys(entryFields(schema));
  const nameField = NAME_FIELDS.find((key) => keys.includes(key));
  if (!nameField) throw new Error(`${folder}: an entry of a folder needs a title or name field`);
  return nameField;
}

function adminKind({ source, schema, withImages, editor }: ContentKind): AdminKind {
  const base = { label: editor.label, group: editor.group, schema };
  if (source.type !== 'folder') return { ...base, type: 'file', file: source.file, list: source.type === 'list' };
  return {
    ...base,
    type: 'folder',
    folder: source.folder,
    extension: source.extension,
    nameField: nameFieldOf(source.folder, schema),
    ...('body' in source ? { body: source.body } : {}),
    ...(withImages ? { images: true } : {}),
    ...(editor.columns ? { columns: editor.columns } : {}),
    ...(editor.page ? { page: editor.page } : {}),
  };
}

export type AdminKindName = KindName;

export const ADMIN_KINDS = Object.fromEntries(
  Object.entries(CONTENT_KINDS).map(([name, kind]) => [name, adminKind(kind)]),
) as Record<AdminKindName, AdminKind>;

/** The key under which the editor shows a list file's entries. */
export const LIST_KEY = 'items';

/**
 * Where the editor shows the translations of a folder's entries: a folder of their own per
 * language and kind (`translations/de/tools/agno.md`), which the editor's API maps to the file
 * beside the entry (`tools/agno.de.md`). The editor lists a folder's files as its entries, so
 * the translations cannot be shown where they lie.
 */
export const TRANSLATIONS_FOLDER = 'translations';

/** The key of a translation's file name in the editor: the id of the entry it translates. */
export const TRANSLATED_ENTRY_KEY = 'translatedEntry';

/** The kinds whose entries lie in a folder and take translations. */
const TRANSLATED_FOLDERS = (Object.keys(CONTENT_KINDS) as KindName[]).flatMap((name) => {
  const { source, translation } = CONTENT_KINDS[name] as ContentKind;
  return source.type === 'folder' && translation ? [{ name, folder: source.folder, extension: source.extension }] : [];
});

/** The editor's path of a file inside content/: a folder entry's translation in its folder of translations, any other file as it is. */
export function editorFileOf(file: string): string {
  const slash = file.lastIndexOf('/');
  const parts = translationFileParts(file.slice(slash + 1));
  const folder = TRANSLATED_FOLDERS.find((kind) => kind.folder === file.slice(0, slash));
  if (slash < 0 || !parts || !folder || parts.extension !== folder.extension) return file;
  return `${TRANSLATIONS_FOLDER}/${parts.language}/${folder.folder}/${parts.id}${parts.extension}`;
}

/** The file inside content/ that an editor's path names: the inverse of editorFileOf. */
export function contentFileOf(editorFile: string): string {
  const match = /^([^/]+)\/([a-z]+)\/(.+)\/([^/]+)$/.exec(editorFile);
  if (match?.[1] !== TRANSLATIONS_FOLDER || !match[2] || !match[3] || !match[4]) return editorFile;
  const [language, folderName, fileName] = [match[2], match[3], match[4]];
  const folder = TRANSLATED_FOLDERS.find(
    (kind) => kind.folder === folderName && fileName.endsWith(kind.extension) && fileName !== kind.extension,
  );
  if (!folder) return editorFile;
  const file = `${folder.folder}/${fileName.slice(0, -folder.extension.length)}.${language}${folder.extension}`;
  // Only a name a translation can have: anything else stays a path of its own (and no kind's).
  return editorFileOf(file) === editorFile ? file : editorFile;
}

/** One translation kind object per kind, language and label, so kinds compare by identity. */
const translationKindCache = new Map<string, AdminKind>();

/**
 * The translations of a kind into a language, edited as a kind of their own beside it: the
 * fields of the kind's translation schema, under the kind's label and the language's name. A
 * kind's one file has one (`site.de.json`), a list file one list of its items' texts
 * (`services.de.json`); a folder's entries have a folder of them, each named after the entry it
 * translates (`tools/agno.de.md`, shown in the editor as TRANSLATIONS_FOLDER's).
 */
function translationKind(name: KindName, language: Option): AdminKind | undefined {
  const { source, translation, editor } = CONTENT_KINDS[name] as ContentKind;
  if (!translation) return undefined;
  const key = `${name}.${language.value}.${language.label}`;
  const cached = translationKindCache.get(key);
  if (cached) return cached;
  const base = {
    label: `${editor.label} · ${language.label}`,
    group: editor.group,
    schema: translation,
    translates: { kind: name, language: language.value },
  };
  const translated = Object.keys(entryFields(translation));
  const kind: AdminKind =
    source.type !== 'folder'
      ? {
          ...base,
          type: 'file',
          file: source.file.replace(/\.json$/, `.${language.value}.json`),
          ...(source.type === 'list' ? { list: true } : {}),
        }
      : {
          ...base,
          type: 'folder',
          folder: `${TRANSLATIONS_FOLDER}/${language.value}/${source.folder}`,
          extension: source.extension,
          nameField: TRANSLATED_ENTRY_KEY,
          ...('body' in source ? { body: source.body } : {}),
          ...(editor.page ? { page: `/${language.value}${editor.page}` } : {}),
          columns: NAME_FIELDS.filter((field) => translated.includes(field)),
        };
  translationKindCache.set(key, kind);
  return kind;
}

/** The translations of every kind that takes them, one kind per kind and language, by the editor's name for them. */
export function translationKinds(languages: readonly Option[]): [string, AdminKind][] {
  return (Object.keys(CONTENT_KINDS) as KindName[]).flatMap((name) => translationKindsOf(name, languages));
}

/** One kind's translations, one per language (none for a kind without a translation schema). */
export function translationKindsOf(name: KindName, languages: readonly Option[]): [string, AdminKind][] {
  return languages.flatMap((language) => {
    const kind = translationKind(name, language);
    return kind ? [[adminKindName(name, language.value), kind] as [string, AdminKind]] : [];
  });
}

/** The editor's name of a kind, or of its translations into a language (`tools-de`). */
export const adminKindName = (name: KindName, language?: string): string =>
  language === undefined ? name : `${name}-${language}`;

/** The editor's name of a kind as adminKindOfFile gives it. */
export function nameOfAdminKind(kind: AdminKind): string | undefined {
  if (kind.translates) return adminKindName(kind.translates.kind, kind.translates.language);
  return (Object.keys(ADMIN_KINDS) as AdminKindName[]).find((name) => ADMIN_KINDS[name] === kind);
}

/** The editor's view of the kind a file inside content/ belongs to (src/lib/content/kind-of-file.ts), if any. */
export function adminKindOfFile(path: string): AdminKind | undefined {
  const owner = kindOfFile(path);
  if (owner) return ADMIN_KINDS[owner.name];
  const slash = path.lastIndexOf('/');
  const parts = translationFileParts(path.slice(slash + 1));
  if (!parts) return undefined;
  // A translation of a kind's one file or list file, beside it at the top of content/.
  if (slash < 0) {
    if (parts.extension !== '.json') return undefined;
    const name = (Object.keys(CONTENT_KINDS) as KindName[]).find((candidate) => {
      const { source } = CONTENT_KINDS[candidate] as ContentKind;
      return source.type !== 'folder' && source.file === `${parts.id}.json`;
    });
    return name && translationKind(name, { value: parts.language, label: parts.language });
  }
  // A translation of a folder's entry, beside the entry.
  const folder = TRANSLATED_FOLDERS.find((kind) => kind.folder === path.slice(0, slash));
  if (!folder || parts.extension !== folder.extension) return undefined;
  return translationKind(folder.name, { value: parts.language, label: parts.language });
}
