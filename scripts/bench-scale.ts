/**
 * `npm run bench:scale`: how the build grows with the catalogue. For each N (SCALE_SIZES,
 * default 100,1000) it copies the project to a temporary folder, adds N synthetic projects
 * (copies of content/projects/siteforge.md with new ids and slugs), builds, and prints the
 * build time, the time per page and the size of /projects' HTML per project.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const sizes = (process.env.SCALE_SIZES ?? '100,1000').split(',').map(Number);
const template = readFileSync(join(root, 'content/projects/siteforge.md'), 'utf8');
const existing = readdirSync(join(root, 'content/projects')).length;

function countPages(dir: string): number {
  return readdirSync(dir).reduce((n, name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return n + countPages(full);
    return n + (name.endsWith('.html') ? 1 : 0);
  }, 0);
}

const rows: string[] = [];
for (const n of sizes) {
  const work = mkdtempSync(join(tmpdir(), `studio-scale-${n}-`));
  try {
    for (const entry of ['src', 'content', 'astro.config.mjs', 'package.json', 'tsconfig.json'])
      cpSync(join(root, entry), join(work, entry), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));
    for (let i = 1; i <= n; i++) {
      const slug = `synthetic-project-${i}`;
      const text = template
        .replace(/^id: .*$/m, `id: ${1000 + i}`)
        .replace(/^title: .*$/m, `title: "Synthetic Project ${i}"`)
        .replaceAll('/images/portfolio/siteforge/', `/images/portfolio/${slug}/`);
      writeFileSync(join(work, 'content/projects', `${slug}.md`), text);
    }
    const started = performance.now();
    execFileSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: work,
      stdio: 'ignore',
    });
    const seconds = (performance.now() - started) / 1000;
    const pages = countPages(join(work, 'dist'));
    const projects = readFileSync(join(work, 'dist/projects.html'));
    const total = existing + n;
    rows.push(
      [
        `${total} projects`.padEnd(14),
        `${pages} pages`.padEnd(11),
        `build ${seconds.toFixed(1)} s`.padEnd(14),
        `${((seconds * 1000) / pages).toFixed(0)} ms/page`.padEnd(13),
        `/projects ${(projects.length / 1024).toFixed(0)} KB`,
        `(${(gzipSync(projects).length / 1024).toFixed(0)} KB gz, ${(projects.length / total / 1024).toFixed(2)} KB/project)`,
      ].join(' '),
    );
    console.log(rows.at(-1));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
