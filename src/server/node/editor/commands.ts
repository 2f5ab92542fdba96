/**
 * `npm run editor -- COMMAND ...` (scripts/editor.ts): the editors' accounts, one entry of
 * EDITOR_COMMANDS per command, so a new command is one more line there. Passwords are read from
 * standard input (hidden when it is a terminal), never from the command line, and never printed.
 */
import { normalEmail, isEmail, passwordProblem } from '../../../lib/editor/password-rules.ts';
import { accountsFilePath, accountStore, newStamp, type AccountStore } from './accounts.ts';
import { hashPassword, type ScryptParams } from './password-hash.ts';
import { fileURLToPath } from 'node:url';
import { runRollbackCommand } from '../publish/rollback-command.ts';

/** What a command may use: the account file, the password reader, and where it writes. */
export interface CommandIo {
  store: AccountStore;
  readPassword: (prompt: string) => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
  /** scrypt's cost (password-hash.ts SCRYPT_PARAMS unless given: tests pass cheaper ones). */
  scryptParams?: ScryptParams;
}

export interface EditorCommand {
  /** The arguments, as the usage line shows them. */
  usage: string;
  summary: string;
  /** Runs the command; returns the exit code. */
  run: (args: string[], io: CommandIo) => Promise<number>;
}

const PASSWORD_PROMPT = 'Password (at least 12 characters): ';

async function newPassword(io: CommandIo): Promise<string | null> {
  const password = await io.readPassword(PASSWORD_PROMPT);
  const problem = passwordProblem(password);
  if (problem) {
    io.err(`${problem} Nothing was changed.`);
    return null;
  }
  return password;
}

const add: EditorCommand = {
  usage: 'add NAME EMAIL',
  summary: 'add an editor; the password is read from standard input',
  run: async ([name, email, ...rest], io) => {
    if (!name?.trim() || !email || rest.length > 0) {
      io.err('Usage: npm run editor -- add NAME EMAIL (quote a name with spaces: "Ada Lovelace")');
      return 2;
    }
    if (!isEmail(email)) {
      io.err(`"${email}" is not an email address. Nothing was changed.`);
      return 2;
    }
    if (io.store.find(email)) {
      io.err(
        `An editor with the email ${normalEmail(email)} exists already (npm run editor -- password EMAIL changes the password).`,
      );
      return 1;
    }
    const password = await newPassword(io);
    if (password === null) return 1;
    const account = {
      name: name.trim(),
      email: normalEmail(email),
      hash: await hashPassword(password, io.scryptParams),
      stamp: newStamp(),
      createdAt: new Date().toISOString(),
    };
    io.store.save([...io.store.all(), account]);
    io.out(`Added ${account.name} <${account.email}> to ${io.store.path}.`);
    return 0;
  },
};

const list: EditorCommand = {
  usage: 'list',
  summary: 'list the editors (name, email, since when)',
  run: async (_args, io) => {
    const accounts = io.store.all();
    if (accounts.length === 0) io.out(`No editors in ${io.store.path}: the editor is not served.`);
    for (const account of accounts)
      io.out(`${account.name} <${account.email}> (added ${account.createdAt.slice(0, 10)})`);
    return 0;
  },
};

const remove: EditorCommand = {
  usage: 'remove EMAIL',
  summary: 'remove an editor; their sessions end at once',
  run: async ([email], io) => {
    if (!email) {
      io.err('Usage: npm run editor -- remove EMAIL');
      return 2;
    }
    const kept = io.store.all().filter((account) => account.email !== normalEmail(email));
    if (kept.length === io.store.all().length) {
      io.err(`No editor has the email ${normalEmail(email)}.`);
      return 1;
    }
    io.store.save(kept);
    io.out(
      `Removed ${normalEmail(email)}; their sessions have ended.${kept.length === 0 ? ' No editor is left: the editor is no longer served after the next start.' : ''}`,
    );
    return 0;
  },
};

const password: EditorCommand = {
  usage: 'password EMAIL',
  summary: "set an editor's password from standard input; their sessions end",
  run: async ([email], io) => {
    const account = email ? io.store.find(email) : undefined;
    if (!email || !account) {
      io.err(email ? `No editor has the email ${normalEmail(email)}.` : 'Usage: npm run editor -- password EMAIL');
      return email ? 1 : 2;
    }
    const chosen = await newPassword(io);
    if (chosen === null) return 1;
    const changed = { ...account, hash: await hashPassword(chosen, io.scryptParams), stamp: newStamp() };
    io.store.save(io.store.all().map((other) => (other.email === account.email ? changed : other)));
    io.out(`Changed the password of ${account.email}; their sessions have ended.`);
    return 0;
  },
};

/** Every command, by name. */
/** The project whose content/ a rollback publishes (this file is src/server/node/editor/commands.ts). */
const projectRoot = fileURLToPath(new URL('../../../..', import.meta.url));

const rollback: EditorCommand = {
  usage: 'rollback [--as "NAME <EMAIL>"]',
  summary: 'undo the last publish: publish the version before it, as a new commit',
  run: (args, io) => runRollbackCommand(args, projectRoot, process.env, io),
};

export const EDITOR_COMMANDS: Record<string, EditorCommand> = { add, list, remove, password, rollback };

export function usage(): string {
  return [
    'Usage: npm run editor -- COMMAND',
    ...Object.entries(EDITOR_COMMANDS).map(([, command]) => `  ${command.usage.padEnd(30)} ${command.summary}`),
    `Accounts file: EDITOR_ACCOUNTS_FILE (now ${accountsFilePath()})`,
  ].join('\n');
}

/** Runs `argv` (the arguments after `--`); returns the exit code. */
export async function runEditorCommand(
  argv: string[],
  io: Omit<CommandIo, 'store'> & { store?: AccountStore },
): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? EDITOR_COMMANDS[name] : undefined;
  if (!command) {
    io.err(name ? `Unknown command "${name}".\n${usage()}` : usage());
    return 2;
  }
  return command.run(args, { ...io, store: io.store ?? accountStore(accountsFilePath()) });
}
