/**
 * `npm run content:check`: validates every file in content/ with the collection schemas and
 * checks cross-references, printing each problem with its file and field. Exits 1 on errors.
 * Faster than a full build when you are editing content.
 */
import { fileURLToPath } from 'node:url';
import { ContentError, catalogueReaders, type Catalogue } from '../src/lib/content/files.ts';
import { checkIntegrity } from '../src/lib/content/integrity.ts';

const root = fileURLToPath(new URL('../content', import.meta.url));

const problems: string[] = [];
const loaded: Partial<Record<keyof Catalogue, unknown>> = {};
for (const [kind, read] of Object.entries(catalogueReaders)) {
  try {
    loaded[kind as keyof Catalogue] = read(root);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.push(error.message);
  }
}
for (const problem of problems) console.error(`content error in ${problem}`);
if (problems.length) process.exit(1);

{
  const catalogue = loaded as Catalogue;
  const report = checkIntegrity(catalogue);
  for (const warning of report.warnings) console.warn(`warning: ${warning}`);
  for (const error of report.errors) console.error(`error: ${error}`);
  if (report.errors.length) process.exit(1);
  console.log(
    `content OK: ${catalogue.projects.length} projects, ${catalogue.tools.length} tools, ` +
      `${catalogue.areas.length} areas, ${catalogue.areaCaseStudies.length} area case studies, ` +
      `${catalogue.methodologies.length} methodologies, ${catalogue.ideas.length} ideas, ` +
      `${catalogue.faq.length} FAQ categories`,
  );
}
