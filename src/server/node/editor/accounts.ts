/**
 * The editors' accounts: one JSON file outside the repository (EDITOR_ACCOUNTS_FILE, default
 * `~/.config/studio-site/editors.json`; docs/operations.md), mode 0600 in a 0700 folder, written
 * whole to a temporary file and renamed, so a reader never sees half of it. Each account holds
 * its name, email, password hash (password-hash.ts) and a stamp, a random value renewed with the
 * password: a session remembers the stamp it began with and ends when it no longer matches
 * (src/lib/editor/session-rules.ts), or when the account is gone.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { normalEmail } from '../../../lib/editor/password-rules.ts';
import type { EditorIdentity } from './identity.ts';

export const ACCOUNTS_FILE_VARIABLE = 'EDITOR_ACCOUNTS_FILE';

export interface EditorAccount extends EditorIdentity {
  hash: string;
  stamp: string;
  createdAt: string;
}

interface AccountsFile {
  version: 1;
  editors: EditorAccount[];
}

/** EDITOR_ACCOUNTS_FILE, else `$XDG_CONFIG_HOME/studio-site/editors.json` (`~/.config/...`). */
export function accountsFilePath(env: Record<string, string | undefined> = process.env): string {
  const chosen = env[ACCOUNTS_FILE_VARIABLE]?.trim();
  // A leading `~/` is the user's home, as a shell would read it (an environment file does not).
  if (chosen) return resolve(chosen.startsWith('~/') ? join(homedir(), chosen.slice(2)) : chosen);
  const config = env['XDG_CONFIG_HOME']?.trim() || join(homedir(), '.config');
  return join(config, 'studio-site', 'editors.json');
}

export const newStamp = (): string => randomBytes(12).toString('base64url');

function parse(text: string, path: string): EditorAccount[] {
  const data = JSON.parse(text) as Partial<AccountsFile>;
  if (!Array.isArray(data.editors)) throw new Error(`${path} holds no "editors" list`);
  return data.editors.filter(
    (account): account is EditorAccount =>
      typeof account?.email === 'string' && typeof account.hash === 'string' && typeof account.stamp === 'string',
  );
}

export interface AccountStore {
  path: string;
  /** Every account (read again when the file changed). */
  all: () => EditorAccount[];
  find: (email: string) => EditorAccount | undefined;
  /** Writes the whole list. */
  save: (accounts: EditorAccount[]) => void;
}

export function accountStore(path: string): AccountStore {
  let cached: { key: string; accounts: EditorAccount[] } | undefined;
  const all = (): EditorAccount[] => {
    if (!existsSync(path)) return [];
    const stat = statSync(path);
    const key = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (cached?.key !== key) cached = { key, accounts: parse(readFileSync(path, 'utf8'), path) };
    return cached.accounts;
  };
  return {
    path,
    all,
    find: (email) => all().find((account) => account.email === normalEmail(email)),
    save: (accounts) => {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      const temporary = `${path}.${process.pid}.tmp`;
      const file: AccountsFile = { version: 1, editors: accounts };
      writeFileSync(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
      chmodSync(temporary, 0o600);
      renameSync(temporary, path);
      cached = undefined;
    },
  };
}

/** Whether the file holds at least one account (the editor is served only then). */
export const hasAccounts = (path: string): boolean => {
  try {
    return accountStore(path).all().length > 0;
  } catch {
    return false;
  }
};
