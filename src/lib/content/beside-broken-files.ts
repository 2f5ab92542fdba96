/**
 * The checks across files while some files have problems of their own. They used to wait until
 * every file parsed, so a second file's unknown reference showed only once the first was fixed.
 * They run now whenever the files with problems are entries of folder kinds (a project, a tool):
 * the other files' references and duplicates are checked among the entries that parsed, and a
 * problem that could come from a broken entry's absence is left out until that entry parses
 * (a reference to its id, a problem of its own file). A single file with problems (site.json,
 * tool-categories.json) still holds the checks back: every tool's category would look unknown.
 */
import type { ContentProblem } from './issues.ts';
import { kindOfFile } from './kind-of-file.ts';

/**
 * The checks across files that hold beside `problems` (the files' own), or none when a single
 * file has a problem. `crossChecks` runs them on the entries that parsed.
 */
export function crossChecksBesideBroken(
  problems: readonly ContentProblem[],
  crossChecks: () => ContentProblem[],
): ContentProblem[] {
  const brokenIds = new Set<string>();
  for (const { file } of problems) {
    const id = kindOfFile(file)?.id;
    if (id === undefined) return [];
    brokenIds.add(id);
  }
  const brokenFiles = new Set(problems.map(({ file }) => file));
  const mentions = [...brokenIds].map((id) => JSON.stringify(id));
  return crossChecks().filter(
    ({ file, message }) => !brokenFiles.has(file) && !mentions.some((quoted) => message.includes(quoted)),
  );
}
