/**
 * Which kind owns a file of content/ ("projects/x.md", "site.json"): a kind's own file, or an
 * entry file right inside its folder with its extension. The one reading of it, for the content
 * check, the words of its problems, the dev server's problems page and the editor.
 */
import { CONTENT_KINDS, type KindName } from './kinds/index.ts';
import type { ContentKind } from './kinds/kind.ts';
import { translationFileParts } from '../i18n/translations.ts';

/** The kind a file belongs to, by name, and for an entry of a folder kind its id (the file name). */
export interface FileOwner {
  name: KindName;
  kind: ContentKind;
  id?: string;
}

const KINDS = Object.entries(CONTENT_KINDS) as [KindName, ContentKind][];

/** The kind a file inside content/ belongs to, if any. */
export function kindOfFile(file: string): FileOwner | undefined {
  for (const [name, kind] of KINDS) {
    const { source } = kind;
    if (source.type !== 'folder') {
      if (file === source.file) return { name, kind };
      continue;
    }
    const prefix = `${source.folder}/`;
    const rest = file.slice(prefix.length);
    // A translation beside an entry (faq/pricing.de.json) is not an entry of the kind.
    if (translationFileParts(rest)) continue;
    if (file.startsWith(prefix) && rest.endsWith(source.extension) && !rest.includes('/'))
      return { name, kind, id: rest.slice(0, -source.extension.length) };
  }
  return undefined;
}
