/**
 * The one content validator: every file in content/ through its schema, then the checks across
 * files (references, duplicates, images). The build runs it before anything else and stops on
 * any problem (src/integrations/content-validation.ts), `npm run content:check` prints the same lines,
 * and `npm run dev` shows them in the browser in place of the page.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { ContentError, readContentFiles, type Catalogue } from './files.ts';
import { checkIntegrity, imageFileOf, imageReferences, type ImageExists } from '../lib/content/integrity.ts';
import { inspectImage } from './image-files.ts';
import type { ContentProblem } from '../lib/content/issues.ts';
import { withFieldLabels } from '../lib/content/field-labels.ts';
import { crossChecksBesideBroken } from '../lib/content/beside-broken-files.ts';
import type { SitePaths } from '../config/site-paths.ts';

/** Whether an image path, relative to its entry's file, is a file inside `contentDir`. */
export function contentImageExists(contentDir: string): ImageExists {
  const base = normalize(contentDir + sep);
  return (entryFile, path) => {
    const file = normalize(join(contentDir, dirname(entryFile), path));
    return file.startsWith(base) && existsSync(file) && statSync(file).isFile();
  };
}

export interface ContentReport {
  /** The whole catalogue, when every file parsed. */
  catalogue: Catalogue | undefined;
  problems: ContentProblem[];
}

export interface ValidateOptions {
  /** Check that every image exists (off for the artwork generator, which makes the missing ones). */
  images?: boolean;
}

export function validateContent(
  paths: Pick<SitePaths, 'content'>,
  { images = true }: ValidateOptions = {},
): ContentReport {
  const { catalogue, problems } = readContentFiles(paths.content);
  const imageExists = images ? contentImageExists(paths.content) : () => true;
  // The checks across files run beside broken entries, not beside a broken single file
  // (src/lib/content/beside-broken-files.ts).
  if (problems.length > 0) {
    const besides = crossChecksBesideBroken(problems, () => checkIntegrity(catalogue as Catalogue, imageExists));
    return { catalogue: undefined, problems: withFieldLabels([...problems, ...besides]) };
  }
  const complete = catalogue as Catalogue;
  const integrity = checkIntegrity(complete, imageExists);
  return { catalogue: integrity.length === 0 ? complete : undefined, problems: withFieldLabels(integrity) };
}

/** The whole catalogue, validated; throws a ContentError listing every problem. */
export function readCatalogue(paths: Pick<SitePaths, 'content'>, options?: ValidateOptions): Catalogue {
  const report = validateContent(paths, options);
  if (!report.catalogue) throw new ContentError(report.problems);
  return report.catalogue;
}

/**
 * `validateContent`, then every image an entry names decoded within the limits
 * (src/content-reading/image-files.ts): what the build, `npm run content:check` and the dev server
 * run. A file that is not an image, or too large, is a problem of the field that names it.
 */
export async function checkContent(
  paths: Pick<SitePaths, 'content'>,
  options?: ValidateOptions,
): Promise<ContentReport> {
  const report = validateContent(paths, options);
  if (!report.catalogue || options?.images === false) return report;
  const refs = imageReferences(report.catalogue).map((ref) => ({ ...ref, image: imageFileOf(ref.file, ref.path) }));
  const verdicts = await Promise.all(refs.map(({ image }) => inspectImage(join(paths.content, image))));
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  refs.forEach(({ file, field, image }, index) => {
    const verdict = verdicts[index];
    // The same file named twice is reported once, at the first field that names it.
    if (!verdict || verdict.ok || seen.has(image)) return;
    seen.add(image);
    problems.push({ file, field, message: `the image content/${image} ${verdict.problem}` });
  });
  return problems.length === 0 ? report : { catalogue: undefined, problems: withFieldLabels(problems) };
}
