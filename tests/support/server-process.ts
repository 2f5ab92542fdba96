/**
 * The `npm start` server as an operator runs it, for the tests of what happens around the process:
 * `node src/server/node.ts` directly, or `npm start` itself (npm, then the server it execs), each
 * in a process group of its own so a test can signal the npm PID, the server or the whole group.
 * Output is kept; `exited` resolves with the exit code or signal and the time it happened.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
export { childrenOf, descendantsOf } from '../../src/server/process-tree';

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

export interface ServerProcessOptions {
  port: number;
  /** OUTBOX_DB and OUTBOX_DIR go under it. */
  dir: string;
  env?: Record<string, string>;
  /** 'npm': `npm start` (SKIP_BUILD=1: whatever build is there); 'node': src/server/node.ts. */
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
    FORM_RATE_LIMIT: '1000',
    SKIP_BUILD: '1',
    ...options.env,
  };
  const [command, args] =
    options.via === 'npm'
      ? [npmCommand()[0], [...npmCommand()[1], 'start', '--silent']]
      : [process.execPath, [join(process.cwd(), 'src', 'server', 'node.ts')]];
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const ready = options.readyLine ?? 'Studio site and form API on';
  const started = Date.now();
  while (ready && !output.includes(ready)) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited: ${output}`);
    if (Date.now() - started > 120_000) throw new Error(`The server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, origin: `http://127.0.0.1:${options.port}`, port: options.port, output: () => output, exited };
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
