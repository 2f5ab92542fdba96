/**
 * When a page last changed, from what it shows (src/build-time/git-dates.ts): an entry's own
 * `updatedAt`, else its file's last commit; a list page takes its newest entry; a page of fixed
 * copy takes its own source file and the content files it reads.
 */
import { join } from 'node:path';
import { sitePaths } from '@/config/site-paths';
import { lastCommitDay, newestDay } from '@/build-time/git-dates';

interface DatedEntry {
  filePath?: string | undefined;
  data: object;
}

/** An entry's date: its `updatedAt` when it has one, else its file's last commit. */
export function entryDay(entry: DatedEntry): string | undefined {
  const updatedAt = (entry.data as { updatedAt?: unknown }).updatedAt;
  if (typeof updatedAt === 'string') return updatedAt;
  return entry.filePath ? lastCommitDay(entry.filePath) : undefined;
}

/** The newest date of the entries a list shows. */
export const newestEntryDay = (entries: readonly DatedEntry[]): string | undefined => newestDay(entries.map(entryDay));

/** The newest last commit of files: content files by their name in content/ ("site.json"), sources by project path. */
export function filesDay(files: { content?: readonly string[]; source?: readonly string[] }): string | undefined {
  const contentDir = sitePaths(process.cwd()).content;
  return newestDay([
    ...(files.content ?? []).map((name) => lastCommitDay(join(contentDir, name))),
    ...(files.source ?? []).map((path) => lastCommitDay(path)),
  ]);
}
