/**
 * The studio's own facts (name, addresses, stats, marketing figures), edited in
 * content/site.json and validated here once, so a typo fails the build with file and field.
 */
import siteJson from '../../content/site.json' with { type: 'json' };
import { siteSchema, type Site } from '../lib/content/schemas.ts';
import { parseContentFile } from './content-file.ts';

export const site: Site = parseContentFile(siteSchema, siteJson, 'site.json');
