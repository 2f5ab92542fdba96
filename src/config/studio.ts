/**
 * The studio's own facts (name, addresses, stats, marketing figures), edited in
 * content/site.json and validated here once, so a typo fails the build with file and field.
 */
import { site as siteKind, type Site } from '../lib/content/kinds/site.ts';
import { readContentObject } from '../content-reading/content-file.ts';

export const site: Site = readContentObject(siteKind);
