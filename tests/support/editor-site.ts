/**
 * What the tests of the editor on `npm start` start from: the editor's build (made when missing
 * or stale), a copy of the test catalogue in a git working tree of its own (one commit, so
 * publishing is on), and an accounts file with the given editors.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { editorBuildState } from '../../src/server/node/editor/build-state.ts';
import { writeAccounts, type TestEditor } from './editor-accounts';

export interface EditorSite {
  /** The temporary folder: `site/` (the content root), `config/editors.json`. */
  root: string;
  /** The content root (CONTENT_ROOT). */
  site: string;
  accountsFile: string;
}

export async function editorSite(prefix: string, editors: readonly TestEditor[]): Promise<EditorSite> {
  if (editorBuildState(process.cwd()) !== 'current')
    execFileSync(process.execPath, ['scripts/build-editor.ts'], { stdio: 'inherit' });
  const root = mkdtempSync(join(tmpdir(), prefix));
  const site = join(root, 'site');
  cpSync('tests/fixture', site, { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: site, stdio: 'ignore' });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '-A');
  git('-c', 'user.name=Studio', '-c', 'user.email=studio@example.com', 'commit', '--quiet', '-m', 'Start');
  const accountsFile = join(root, 'config', 'editors.json');
  await writeAccounts(accountsFile, editors);
  return { root, site, accountsFile };
}
