/**
 * A content problem line read back into its parts, for the editor's pages: which file, which
 * field (its labels as the form shows them, and its key), which line of the file, and what is
 * wrong. The line is the one `npm run content:check`, the build and a refused save print
 * (issues.ts `formatProblem`): `content error in <file>: <label (key) or field>: <message>`.
 */

export interface ProblemLine {
  /** Path inside content/, e.g. "projects/my-project.md". */
  file: string;
  /** The field as the line names it: "Metrics › Monthly revenue (metrics.monthlyRevenue)", "(line 5)". */
  field: string;
  /** The form's labels along the field, outermost first ("Metrics", "Monthly revenue"); empty when it has none. */
  labels: string[];
  /** The field's key in the file ("metrics.monthlyRevenue"), when the line names one. */
  key?: string;
  /** The line of the file the problem is on, when the check knows it (YAML and JSON that do not parse). */
  line?: number;
  message: string;
}

const LINE = /^content error in (.+?): (.+?): ([\s\S]*)$/;
/** `Label › Label (key.path[0])`, optionally after a list item's name (`item 2 ("ai-ml") `). */
const LABELLED = /^(?:item \d+(?: \("[^"]*"\))? )?(.+?) \(([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*)\)$/;
/** A bare key path, as a line names a field whose kind gives no label. */
const BARE_KEY = /^(?:item \d+(?: \("[^"]*"\))? )?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[\d+\])*)$/;

/** The file's line a problem names: `(line 5)` for front matter, "(line 5 column 3)" in a JSON parser's message. */
function lineOf(field: string, message: string): number | undefined {
  const found = /^\(line (\d+)\)$/.exec(field) ?? /\bline (\d+)\b/.exec(message);
  return found?.[1] ? Number(found[1]) : undefined;
}

export function parseProblemLine(text: string): ProblemLine | undefined {
  const match = LINE.exec(text.trim());
  if (!match) return undefined;
  const [, file = '', field = '', message = ''] = match;
  const labelled = LABELLED.exec(field);
  const bare = labelled ? undefined : BARE_KEY.exec(field);
  const key = labelled?.[2] ?? bare?.[1];
  const line = field.startsWith('(') ? lineOf(field, message) : undefined;
  return {
    file,
    field,
    labels: labelled?.[1] ? labelled[1].split(' › ') : [],
    ...(key ? { key } : {}),
    ...(line ? { line } : {}),
    message,
  };
}

/** The problem lines of a refused save's text ("Not saved: ...\ncontent error in ..."), in order. */
export function problemLinesOf(text: string): ProblemLine[] {
  return text.split('\n').flatMap((line) => {
    const parsed = parseProblemLine(line.replace(/^Not saved: /, ''));
    return parsed ? [parsed] : [];
  });
}

/** Whether a problem is about the file as a whole (it does not parse, its name), which no form field can show. */
export const isFileProblem = (problem: Pick<ProblemLine, 'field'>): boolean => problem.field.startsWith('(');

/** The problems grouped by file, in the order the files first appear. */
export function groupByFile<T extends { file: string }>(problems: readonly T[]): { file: string; problems: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const problem of problems) groups.set(problem.file, [...(groups.get(problem.file) ?? []), problem]);
  return [...groups].map(([file, list]) => ({ file, problems: list }));
}
