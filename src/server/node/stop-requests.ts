/**
 * How a server process reads the signals asking it to stop, however the stop is asked for:
 * a supervisor signalling npm's PID (npm forwards it), systemd or a terminal signalling the whole
 * group (the server gets it directly and again from npm), Ctrl-C. The first request starts the
 * drain; the copy of one request that arrives within `sameRequestMs` is the same request; a second
 * request during the drain is said in the log and does not cut it short; a third stops at once.
 * Node only (process signals).
 */

export interface StopRequestOptions {
  /** The first request: drain, then exit. */
  drain: (reason: string) => void;
  /** The third: exit now. */
  force: (reason: string) => void;
  log: (line: string) => void;
  now?: () => number;
  /** Signals this close together are one request (the group's and npm's copy). Default 1000 ms. */
  sameRequestMs?: number;
}

export function createStopRequests(options: StopRequestOptions): (reason: string) => void {
  const now = options.now ?? Date.now;
  const sameRequestMs = options.sameRequestMs ?? 1000;
  let requests = 0;
  let lastAt = -Infinity;
  return (reason) => {
    const at = now();
    const repeat = at - lastAt < sameRequestMs;
    lastAt = at;
    if (repeat) return;
    requests += 1;
    if (requests === 1) options.drain(reason);
    else if (requests === 2) options.log(`${reason} again: still finishing what is in flight (a third stops at once)`);
    else options.force(reason);
  };
}

/**
 * When npm started this process (`npm start`, `npm run preview:edge`, run as `exec node ...`),
 * npm gone (killed outright, or a shell between that did not pass a signal on) means whoever
 * supervises it stopped it: `onGone` is called once, so the process never outlives it with an old
 * build and old settings. Does nothing otherwise (a process a shell script left running on purpose).
 */
export function watchNpmParent(onGone: () => void, intervalMs = 500): void {
  if (!process.env['npm_lifecycle_event'] || process.ppid <= 1) return;
  const parent = process.ppid;
  const watch = setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') return;
      clearInterval(watch);
      onGone();
    }
  }, intervalMs);
  watch.unref();
}
