/**
 * What declares a kind of content: its schema, where its files live, and how the editor shows
 * it. The list of kinds (index.ts) is the one place a kind is named; the Astro collections, the
 * content check's readers and the content editor are all made from it.
 */
import type { z } from 'astro/zod';
import type { BuildImage } from './fields.ts';

/** The editor's label and help for the Markdown body of a kind's files. */
export interface MarkdownBody {
  label: string;
  description: string;
}

/** Where a kind's files live inside content/. */
export type KindSource =
  /** One Markdown file per entry in a folder (the body below its fields); the file name is the entry's id. */
  | { type: 'folder'; folder: string; extension: '.md'; body: MarkdownBody }
  /** One JSON file per entry in a folder; the file name is the entry's id. */
  | { type: 'folder'; folder: string; extension: '.json' }
  /** One JSON file holding a list of entries, each with an `id`. */
  | { type: 'list'; file: string }
  /** One JSON file holding one object. */
  | { type: 'object'; file: string };

export const markdownFolder = (folder: string, body: MarkdownBody) =>
  ({ type: 'folder', folder, extension: '.md', body }) as const;
export const jsonFolder = (folder: string) => ({ type: 'folder', folder, extension: '.json' }) as const;
export const listFile = (file: string) => ({ type: 'list', file }) as const;
export const objectFile = (file: string) => ({ type: 'object', file }) as const;

/** The editor's sidebar groups, in their order. */
export const EDITOR_GROUPS = ['Portfolio', 'Tools', 'Expertise', 'Site'] as const;

export interface KindEditor {
  /** The kind's name in the editor. */
  label: string;
  group: (typeof EDITOR_GROUPS)[number];
  /** Folder kinds with pages: where an entry's page is (this followed by the file name); the editor links to it. */
  page?: string;
  /** Fields shown as columns in the list of entries. */
  columns?: readonly string[];
}

interface KindDeclaration {
  source: KindSource;
  editor: KindEditor;
  /** The build's schema: the same fields with Astro's `image()` for the image fields. */
  withImages?: (image: BuildImage) => z.ZodType;
  /**
   * The schema of a translation file beside an entry (src/lib/i18n/translations.ts): only the
   * fields that are texts, each required. A kind without it has no translations.
   */
  translation?: z.ZodType;
}

export interface ContentKind<S extends z.ZodType = z.ZodType> extends KindDeclaration {
  /** An entry as editors write it (image fields as paths). For a list file, one item. */
  schema: S;
}

/** A kind: its schema (an entry as editors write it), its files and its place in the editor. */
export const defineKind = <const S extends z.ZodType, const D extends KindDeclaration>(
  schema: S,
  declaration: D,
): D & { schema: S } => ({ ...declaration, schema });
