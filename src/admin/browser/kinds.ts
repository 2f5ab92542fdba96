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
 * The translation of a kind's one file into a language (`site.de.json`, `affiliate.de.json`),
 * edited as a file of its own: the fields of the kind's translation schema, under the kind's
 * label and the language's name. Translations of a folder's entries (faq/pricing.de.json) are
 * edited as files for now.
 */
function translationKind(name: KindName, language: Option): FileKind | undefined {
  const { source, translation, editor } = CONTENT_KINDS[name] as ContentKind;
  if (source.type !== 'object' || !translation) return undefined;
  return {
    type: 'file',
    label: `${editor.label} · ${language.label}`,
    group: editor.group,
    schema: translation,
    file: source.file.replace(/\.json$/, `.${language.value}.json`),
  };
}

/** The translated files of the kinds with one file, one per kind and language, by the editor's name for them. */
export function translationKinds(languages: readonly Option[]): [string, FileKind][] {
  return (Object.keys(CONTENT_KINDS) as KindName[]).flatMap((name) => translationKindsOf(name, languages));
}

/** One kind's translated files, one per language (none for a kind without one file and a translation). */
export function translationKindsOf(name: KindName, languages: readonly Option[]): [string, FileKind][] {
  return languages.flatMap((language) => {
    const kind = translationKind(name, language);
    return kind ? [[`${name}-${language.value}`, kind] as [string, FileKind]] : [];
  });
}

/** The editor's view of the kind a file inside content/ belongs to (src/lib/content/kind-of-file.ts), if any. */
export function adminKindOfFile(path: string): AdminKind | undefined {
  const owner = kindOfFile(path);
  if (owner) return ADMIN_KINDS[owner.name];
  // A translation of a kind's one file, beside it at the top of content/.
  const parts = path.includes('/') ? undefined : translationFileParts(path);
  if (!parts || parts.extension !== '.json') return undefined;
  const name = (Object.keys(CONTENT_KINDS) as KindName[]).find((candidate) => {
    const { source } = CONTENT_KINDS[candidate] as ContentKind;
    return source.type === 'object' && source.file === `${parts.id}.json`;
  });
  return name && translationKind(name, { value: parts.language, label: parts.language });
}
