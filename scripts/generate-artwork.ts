/**
 * `npm run content:images`: draws artwork for every image a project or business idea refers to
 * (thumbnailUrl, images, conceptImages, mockupUrl) that does not exist yet beside its entry
 * ("./my-project/thumbnailUrl.webp" next to content/projects/my-project.md). A file that is already
 * there, such as a real screenshot an editor placed, is never touched. Safe to run any number of
 * times. Honours CONTENT_ROOT (see src/config/site-paths.ts).
 *
 * `npm run content:images -- --redraw` also draws again the images this script wrote earlier
 * (marked in their metadata, see src/build-time/artwork/generated-mark.ts), after a change to the
 * artwork or to an entry's title; files without the mark are still never touched.
 *
 * Sizes: thumbnails 800x500, gallery/concept/mockup images 1200x750 (WebP, quality 78). Only
 * paths inside content/ are generated.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { readCatalogue } from '../src/content-reading/validate.ts';
import { sitePaths } from '../src/config/site-paths.ts';
import {
  ideaSubject,
  projectSubject,
  renderEntryArtwork,
  SLOT_SIZES,
  type ArtworkSlot,
  type ArtworkSubject,
} from '../src/build-time/artwork/index.ts';
import { generatedExif, isGeneratedImage } from '../src/build-time/artwork/generated-mark.ts';

const paths = sitePaths(fileURLToPath(new URL('..', import.meta.url)));
const redraw = process.argv.includes('--redraw');

interface Job {
  /** As the entry names it, for the report: "projects/x.md: ./x/thumbnailUrl.webp". */
  label: string;
  subject: ArtworkSubject;
  slot: ArtworkSlot;
}

const FORMATS = new Set(['.webp', '.png', '.jpg', '.jpeg', '.avif']);
const jobs = new Map<string, Job>();
const skipped: string[] = [];

function plan(entryFile: string, path: string | undefined, subject: ArtworkSubject, slot: ArtworkSlot): void {
  if (!path) return;
  const label = `${entryFile}: ${path}`;
  const file = normalize(join(paths.content, dirname(entryFile), path));
  if (!file.startsWith(paths.content + sep)) {
    skipped.push(`${label} (leaves content/)`);
    return;
  }
  if (!FORMATS.has(extname(file).toLowerCase())) {
    skipped.push(`${label} (not a raster image format)`);
    return;
  }
  if (!jobs.has(file)) jobs.set(file, { label, subject, slot });
}

async function encode(
  svg: string,
  file: string,
  size: { width: number; height: number },
  replace: boolean,
): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  let image = sharp(Buffer.from(svg)).resize(size.width, size.height).withExif(generatedExif);
  const ext = extname(file).toLowerCase();
  if (ext === '.png') image = image.png({ compressionLevel: 9, palette: true, quality: 100, effort: 10 });
  else if (ext === '.jpg' || ext === '.jpeg') image = image.jpeg({ quality: 80, mozjpeg: true });
  else if (ext === '.avif') image = image.avif({ quality: 55, effort: 5 });
  else image = image.webp({ quality: 78, effort: 5, smartSubsample: true });
  // `wx`: fail rather than overwrite a file that appeared in the meantime.
  await writeFile(file, await image.toBuffer(), { flag: replace ? 'w' : 'wx' });
}

const catalogue = readCatalogue(paths, { images: false });

for (const project of catalogue.projects) {
  const subject = projectSubject(project.id, project.data);
  plan(project.file, project.data.thumbnailUrl, subject, { role: 'thumbnail' });
  project.data.images.forEach(({ src }, i) => plan(project.file, src, subject, { role: 'gallery', index: i + 1 }));
}
for (const idea of catalogue.ideas) {
  const subject = ideaSubject(idea.id, idea.data);
  plan(idea.file, idea.data.thumbnailUrl, subject, { role: 'thumbnail' });
  idea.data.conceptImages.forEach(({ src }, i) => plan(idea.file, src, subject, { role: 'gallery', index: i + 1 }));
  plan(idea.file, idea.data.mockupUrl, subject, { role: 'gallery', index: idea.data.conceptImages.length + 1 });
}

let generated = 0;
let redrawn = 0;
let kept = 0;
for (const [file, job] of jobs) {
  const exists = existsSync(file);
  const replace = exists && redraw && (await isGeneratedImage(file));
  if (exists && !replace) {
    kept += 1;
    console.log(`kept       ${job.label}`);
    continue;
  }
  const size = job.slot.role === 'thumbnail' ? SLOT_SIZES.thumbnail : SLOT_SIZES.gallery;
  await encode(renderEntryArtwork(job.subject, job.slot), file, size, replace);
  if (replace) redrawn += 1;
  else generated += 1;
  console.log(`${replace ? 'redrawn   ' : 'generated '} ${job.label} (${size.width}x${size.height})`);
}

for (const line of skipped) console.log(`skipped    ${line}`);
console.log(`\nartwork: ${generated} generated, ${redrawn} redrawn, ${kept} kept, ${skipped.length} skipped`);
