/**
 * `npm run content:check`: the build's own content validation (src/content-reading/validate.ts),
 * images decoded included, in a few seconds instead of a build. Prints one line per problem, naming the file and the field;
 * exits 1 if there is any. Honours CONTENT_ROOT like the build.
 */
import { fileURLToPath } from 'node:url';
import { formatProblem } from '../src/lib/content/issues.ts';
import { sitePaths } from '../src/config/site-paths.ts';
import { checkContent } from '../src/content-reading/validate.ts';

const paths = sitePaths(fileURLToPath(new URL('..', import.meta.url)));
const { catalogue, problems } = await checkContent(paths);
for (const problem of problems) console.error(formatProblem(problem));
if (!catalogue) {
  console.error(`\n${problems.length} content error${problems.length === 1 ? '' : 's'}: fix the files named above.`);
  process.exit(1);
}
console.log(
  `content OK: ${catalogue.projects.length} projects, ${catalogue.tools.length} tools, ` +
    `${catalogue.areas.length} areas, ${catalogue.areaCaseStudies.length} area case studies, ` +
    `${catalogue.methodologies.length} methodologies, ${catalogue.ideas.length} ideas, ` +
    `${catalogue.faq.length} FAQ categories`,
);
