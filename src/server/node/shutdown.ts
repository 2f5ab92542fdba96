/**
 * A bounded shutdown: the server stops taking connections and closes idle ones at once, the
 * requests in flight and the outbox's send in flight get at most `timeoutMs` to finish, then the
 * connections still open (a slow or stuck client) are cut and the process exits. A supervisor's
 * stop never waits on a client.
 */
import type { ServerType } from '@hono/node-server';

export interface DrainOptions {
  timeoutMs: number;
  /** Other work to finish within the same time (the delivery loop). */
  stopWork: (timeoutMs: number) => Promise<void>;
  log: (line: string) => void;
  exit?: (code: number) => void;
}

export async function drainThenExit(server: ServerType, options: DrainOptions): Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), options.timeoutMs);
  });
  const [drained] = await Promise.all([
    Promise.race([closed, expired]),
    options.stopWork(options.timeoutMs).catch(() => undefined),
  ]);
  clearTimeout(timer);
  if (!drained && 'closeAllConnections' in server) {
    server.closeAllConnections();
    options.log(`Stopped after ${options.timeoutMs / 1000} s: closed the connections still open`);
  }
  exit(0);
}
