/**
 * The publisher's folder (PUBLISH_DIR, default .data/publish/ of the project): a folder per
 * build under site/, the preview under preview/, the copy a build reads under snapshot/, its
 * state (state.json: the builds served, the publish commits) and the save log (saves.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export function publishDataDir(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.PUBLISH_DIR ? resolve(projectRoot, env.PUBLISH_DIR) : join(projectRoot, '.data', 'publish');
}

export const publishStateFile = (dataDir: string): string => join(dataDir, 'state.json');

/** What state.json holds. */
export interface PublishRecord {
  /** The builds served, newest last, with their commit. */
  history: { commit: string; dir: string }[];
  /** The commits of publishes and undos (never a merge of the remote's), newest last. */
  published?: string[];
  /** The folder served now. */
  served?: string;
}

export function readPublishRecord(dataDir: string): PublishRecord {
  const file = publishStateFile(dataDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PublishRecord) : { history: [] };
}

/** The build the last publish served, if it is still there. */
export function lastPublishedBuild(dataDir: string): string | undefined {
  const { served } = readPublishRecord(dataDir);
  return served && existsSync(join(served, 'index.html')) ? served : undefined;
}
