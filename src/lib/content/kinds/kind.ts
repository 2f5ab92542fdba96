/**
 * What declares a kind of content: where its files live, its schema, and how the editor shows
 * it. The list of kinds (index.ts) is the one place a kind is named; the Astro collections, the
 * content check's readers and the content editor are all made from it.
 */
import type { z } from 'astro/zod';
import type { BuildImage } from './fields.ts';

/** Where a kind's files live inside content/. */
export type KindSource =
  /** One file per entry in a folder; the file name is the entry's id. */
  | { type: 'folder'; folder: string; extension: '.md' | '.json' }
  /** One JSON file holding a list of entries, each with an `id`. */
  | { type: 'list'; file: string }
  /** One JSON file holding one object. */
  | { type: 'object'; file: string };

/** The editor's sidebar groups, in their order. */
export const EDITOR_GROUPS = ['Portfolio', 'Tools', 'Expertise', 'Site'] as const;

export interface KindEditor {
  /** The kind's name in the editor. */
  label: string;
  group: (typeof EDITOR_GROUPS)[number];
  /** Folder kinds: the field whose text suggests the file name of a new entry. */
  nameField?: string;
  /** Markdown kinds: the body's label and description. */
  body?: { label: string; description: string };
  /** Folder kinds with pages: where an entry's page is (this followed by the file name); the editor links to it. */
  page?: string;
  /** Fields shown as columns in the list of entries. */
  columns?: readonly string[];
}

export interface ContentKind<S extends z.ZodType = z.ZodType> {
  source: KindSource;
  /** An entry as editors write it (image fields as paths). For a list file, one item. */
  schema: S;
  /** The build's schema: the same fields with Astro's `image()` for the image fields. */
  withImages?: (image: BuildImage) => z.ZodType;
  editor: KindEditor;
}

export const defineKind = <const S extends z.ZodType, const K extends ContentKind<S>>(kind: K & ContentKind<S>): K =>
  kind;
