/**
 * The check before every save of the editor (its forms, content-api.ts, and its repair view,
 * repair.ts): the changed files are applied to a copy of content/ and run through the content
 * validator (src/content-reading/validate.ts); a save that would add a problem is refused.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { formatProblem } from '../../lib/content/issues.ts';
import { validateContent } from '../../content-reading/validate.ts';
import { readContentFiles } from '../../content-reading/files.ts';

/**
 * The check before a save (the editor's, and the repair view's): the problems the content check
 * would find after writing `additions` and removing `deletions` that it does not find now, the
 * problems of the files being saved first (they are the ones to correct). Empty: the save may go.
 */
export function problemsAddedBy(
  contentDir: string,
  additions: { path: string; bytes: Uint8Array }[],
  deletions: string[],
): string[] {
  const before = validateContent({ content: contentDir }).problems.map(formatProblem);
  // While a file fails its own check, the checks across files do not run (validate.ts): what they
  // then find in the files not being saved was there before, unseen, and is not this save's doing.
  const checkedAcross = readContentFiles(contentDir).problems.length === 0;
  const saving = additions.map(({ path }) => `content error in ${path}:`);
  const elsewhere = (problem: string) => Number(!saving.some((prefix) => problem.startsWith(prefix)));
  return problemsAfter(contentDir, additions, deletions)
    .filter((problem) => !before.includes(problem) && (checkedAcross || !elsewhere(problem)))
    .sort((a, b) => elsewhere(a) - elsewhere(b));
}

/** The content check's problems after a save, found on a copy of content/. */
function problemsAfter(
  contentDir: string,
  additions: { path: string; bytes: Uint8Array }[],
  deletions: string[],
): string[] {
  const copy = mkdtempSync(join(tmpdir(), 'content-save-'));
  try {
    cpSync(contentDir, copy, { recursive: true });
    for (const path of deletions) rmSync(join(copy, path), { force: true });
    for (const { path, bytes } of additions) {
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      writeFileSync(join(copy, path), bytes);
    }
    return validateContent({ content: copy }).problems.map(formatProblem);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
