import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountsFilePath, accountStore } from '@/server/node/editor/accounts';
import { EDITOR_COMMANDS, runEditorCommand } from '@/server/node/editor/commands';
import { verifyPassword } from '@/server/node/editor/password-hash';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'editor-commands-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(argv: string[], password = '') {
  const out: string[] = [];
  const err: string[] = [];
  const store = accountStore(join(dir, 'config', 'editors.json'));
  const code = runEditorCommand(argv, {
    store,
    readPassword: async () => password,
    scryptParams: { N: 2 ** 10, r: 8, p: 1 },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return code.then((exit) => ({ exit, out: out.join('\n'), err: err.join('\n'), store }));
}

describe('npm run editor', () => {
  it('adds an editor with a hashed password in a file only its owner reads', async () => {
    const { exit, store } = await run(['add', 'Ada Lovelace', 'Ada@Example.com'], 'correct horse battery');
    expect(exit).toBe(0);
    const text = readFileSync(store.path, 'utf8');
    expect(text).not.toContain('correct horse battery');
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'config')).mode & 0o777).toBe(0o700);
    const [account] = store.all();
    expect(account).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(await verifyPassword('correct horse battery', account?.hash ?? '')).toBe(true);
  });

  it('refuses a short password, a bad email and a second account for one email, changing nothing', async () => {
    const short = await run(['add', 'Ada', 'ada@example.com'], 'short pass');
    expect(short.exit).toBe(1);
    expect(short.err).toBe('The password must have at least 12 characters (it has 10). Nothing was changed.');
    expect(short.store.all()).toEqual([]);
    expect((await run(['add', 'Ada', 'not-an-email'], 'long enough password')).err).toMatch(/not an email address/);
    await run(['add', 'Ada', 'ada@example.com'], 'long enough password');
    const twice = await run(['add', 'Ada Again', 'ADA@example.com'], 'another long password');
    expect(twice.exit).toBe(1);
    expect(twice.store.all()).toHaveLength(1);
  });

  it('lists editors without their hashes, changes a password with a new stamp, and removes an editor', async () => {
    await run(['add', 'Ada Lovelace', 'ada@example.com'], 'first long password');
    await run(['add', 'Bob Ross', 'bob@example.com'], 'second long password');
    const listed = await run(['list']);
    expect(listed.out).toMatch(/^Ada Lovelace <ada@example.com> \(added \d{4}-\d\d-\d\d\)\nBob Ross <bob@example.com>/);
    expect(listed.out).not.toContain('scrypt');

    const before = listed.store.find('ada@example.com');
    const changed = await run(['password', 'ada@example.com'], 'a brand new password');
    expect(changed.exit).toBe(0);
    const after = changed.store.find('ada@example.com');
    expect(after?.stamp).not.toBe(before?.stamp);
    expect(await verifyPassword('a brand new password', after?.hash ?? '')).toBe(true);
    expect(changed.store.find('bob@example.com')?.stamp).toBe(listed.store.find('bob@example.com')?.stamp);

    const removed = await run(['remove', 'ada@example.com']);
    expect(removed.exit).toBe(0);
    expect(removed.store.all().map((account) => account.email)).toEqual(['bob@example.com']);
    expect((await run(['remove', 'ada@example.com'])).exit).toBe(1);
  });

  it('answers an unknown command with the usage, listing every command of the table', async () => {
    const { exit, err } = await run(['frobnicate']);
    expect(exit).toBe(2);
    for (const command of Object.values(EDITOR_COMMANDS)) expect(err).toContain(command.usage);
  });

  it('keeps the accounts in EDITOR_ACCOUNTS_FILE, else under the user configuration folder', () => {
    expect(accountsFilePath({ EDITOR_ACCOUNTS_FILE: '/srv/editors.json' })).toBe('/srv/editors.json');
    expect(accountsFilePath({ EDITOR_ACCOUNTS_FILE: '~/editors.json' })).toBe(join(homedir(), 'editors.json'));
    expect(accountsFilePath({ XDG_CONFIG_HOME: '/home/x/.config' })).toBe('/home/x/.config/studio-site/editors.json');
  });
});
