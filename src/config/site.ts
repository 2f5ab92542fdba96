/**
 * The studio's own facts (name, addresses, stats, marketing figures), edited in
 * content/site.json and validated here once, so a typo fails the build with file and field.
 */
import siteJson from '../../content/site.json' with { type: 'json' };
import { describeIssues } from '../lib/content/issues.ts';
import { siteSchema, type Site } from '../lib/content/schemas.ts';

function loadSite(): Site {
  const { $schema: _ignored, ...raw } = siteJson as Record<string, unknown>;
  const result = siteSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(
      `content/site.json is invalid:\n${describeIssues(result.error)
        .map((p) => `  - ${p}`)
        .join('\n')}`,
    );
  }
  return result.data;
}

export const site: Site = loadSite();
