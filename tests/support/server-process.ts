/**
 * The `npm start` server as an operator runs it, for the tests of what happens around the process:
 * `node src/server/node/entry.ts` directly, or `npm start` itself (npm, then the server it execs), each
 * in a process group of its own so a test can signal the npm PID, the server or the whole group.
 * Output is kept; `exited` resolves with the exit code or signal and the time it happened.
 * `serverTestbed` is what those tests share around it: ports, a folder per test, mail servers,
 * everything stopped after each test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtp, type TestSmtp, type TestSmtpOptions } from './smtp-server';
export { childrenOf, descendantsOf } from '../../src/server/node/process-tree';

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

export interface ServerProcessOptions {
  port: number;
  /** OUTBOX_DB, OUTBOX_DIR and VITALS_DB go under it. */
  dir: string;
  env?: Record<string, string>;
  /** 'npm': `npm start` (SKIP_BUILD=1: whatever build is there); 'node': src/server/node/entry.ts. */
  via?: 'npm' | 'node';
  /** Wait for this line (default the server's "listening" line); '' does not wait. */
  readyLine?: string;
}

const running: ChildProcess[] = [];

/** npm's CLI, as the npm that runs the tests knows it (`npm_execpath`), else `npm` on the PATH. */
function npmCommand(): [string, string[]] {
  const npmCli = process.env['npm_execpath'];
  return npmCli ? [process.execPath, [npmCli]] : ['npm', []];
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  // npm's own variables would make a server started directly think npm started it.
  const inherited = Object.entries(process.env).filter(([name]) => options.via === 'npm' || !name.startsWith('npm_'));
  const env: Record<string, string | undefined> = {
    ...Object.fromEntries(inherited),
    PORT: String(options.port),
    HOST: '127.0.0.1',
    OUTBOX_DB: join(options.dir, 'outbox.sqlite'),
    OUTBOX_DIR: join(options.dir, 'outbox'),
    VITALS_DB: join(options.dir, 'vitals.sqlite'),
    FORM_RATE_LIMIT: '1000',
    VITALS_RATE_LIMIT: '100000',
    SKIP_BUILD: '1',
    // No editor accounts unless a test gives some, whatever the machine's user has.
    EDITOR_ACCOUNTS_FILE: join(options.dir, 'no-editors.json'),
    ...options.env,
  };
  const [command, args] =
    options.via === 'npm'
      ? [npmCommand()[0], [...npmCommand()[1], 'start', '--silent']]
      : [process.execPath, [join(process.cwd(), 'src', 'server', 'node', 'entry.ts')]];
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const streamsClosed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const ready = options.readyLine ?? 'Studio site and form API on';
  const started = Date.now();
  while (ready && !output.includes(ready)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      // Its last lines can arrive after the exit: the message waits for them (a second at most).
      await Promise.race([streamsClosed, new Promise((resolve) => setTimeout(resolve, 1_000))]);
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}): ${output}`);
    }
    if (Date.now() - started > 120_000) throw new Error(`The server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, origin: `http://127.0.0.1:${options.port}`, port: options.port, output: () => output, exited };
}

/** The HEALTH_TOKEN of a testbed's servers. */
export const TEST_HEALTH_TOKEN = 't';

export interface ServerTestbed {
  /** The current test's folder (OUTBOX_DB and OUTBOX_DIR go under it), made by `setUp`. */
  readonly dir: string;
  /** beforeEach: a fresh folder. */
  setUp: () => Promise<void>;
  /** afterEach: every server process, mail server and the folder gone. */
  tearDown: () => Promise<void>;
  /** A mail server on the testbed's SMTP port (or `options.port`), stopped by `tearDown`. */
  smtp: (options?: TestSmtpOptions) => Promise<TestSmtp>;
  /** The server on the testbed's port, its outbox in `dir`, HEALTH_TOKEN set. */
  start: (options?: Omit<ServerProcessOptions, 'port' | 'dir'>) => Promise<ServerProcess>;
}

/**
 * What the tests of the server process share: their ports (the server's, the mail server's; each
 * test file its own), a folder per test and everything stopped after it. Calls `setUp` and
 * `tearDown` from beforeEach and afterEach.
 */
export function serverTestbed(name: string, ports: { server: number; smtp: number }): ServerTestbed {
  let dir = '';
  const smtps: TestSmtp[] = [];
  return {
    get dir() {
      return dir;
    },
    setUp: async () => {
      dir = await mkdtemp(join(tmpdir(), `${name}-`));
    },
    tearDown: async () => {
      killServerProcesses();
      for (const smtp of smtps.splice(0)) await smtp.stop();
      await rm(dir, { recursive: true, force: true });
    },
    smtp: async (options = {}) => {
      const smtp = await startSmtp({ port: ports.smtp, ...options });
      smtps.push(smtp);
      return smtp;
    },
    start: (options = {}) =>
      startServerProcess({
        ...options,
        port: ports.server,
        dir,
        env: { HEALTH_TOKEN: TEST_HEALTH_TOKEN, ...options.env },
      }),
  };
}

/** A JSON post to the server's /api/send-email. */
export const postSubmission = (server: ServerProcess, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/api/send-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** The server's /api/health as an operator reads it (with the token): the status and the body. */
export async function healthOf(server: ServerProcess): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${server.origin}/api/health`, {
    headers: { authorization: `Bearer ${TEST_HEALTH_TOKEN}` },
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** Ends every process group a test started and did not stop (afterEach). */
export function killServerProcesses(): void {
  for (const child of running.splice(0)) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}

/** Whether a process with this id runs (a zombie left for a parent that never reaps it does not). */
export function isRunning(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc: it answered the signal
  }
}

/** Whether something accepts connections on the port. */
export async function portInUse(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
