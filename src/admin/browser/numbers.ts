/**
 * The stable number of the kinds that have one (projects, ideas: `id`, 1-based, unique), which the
 * editor assigns: never typed by the person editing. Read by the form (config.ts), the save
 * (content-codec.ts) and the options read from content/ (options.ts); no file access here, since
 * the form runs in the browser.
 */
import type { AdminKind, FolderKind } from './kinds.ts';
import { entryFields } from '../../lib/content/schema-shape.ts';

/** The key of a folder kind's stable number. */
export const NUMBER_KEY = 'id';

/** Whether a kind's entries carry a stable number. */
export const isNumbered = (kind: AdminKind): kind is FolderKind =>
  kind.type === 'folder' && entryFields(kind.schema)[NUMBER_KEY]?.shape.kind === 'number';

/** The number a new entry gets: one more than the highest taken (1 for the first). */
export const nextNumber = (taken: readonly number[]): number =>
  taken.reduce((max, value) => Math.max(max, value), 0) + 1;
