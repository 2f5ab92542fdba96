/**
 * The studio's facts for the Worker, which has no file system to read content/site.json from at
 * run time: wrangler bundles the file (wrangler.jsonc `alias` puts this module in place of
 * src/config/studio.ts), and it is checked with the same schema when the isolate starts.
 */
import siteJson from '../../../content/site.json' with { type: 'json' };
import { site as siteKind, type Site } from '../../lib/content/kinds/site.ts';

const { $schema: _editorHint, ...facts } = siteJson as Record<string, unknown>;

export const site: Site = siteKind.schema.parse(facts);
