/**
 * The processes below one process, read from Linux's /proc (elsewhere: none found): what a
 * stopping wrapper (`npm run preview:edge`) ends after its child, so no workerd outlives it, and
 * what the tests check is gone. Node only.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Each process's parent, as /proc says now. */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const name of readOr(() => readdirSync('/proc'), [])) {
    if (!/^\d+$/.test(name)) continue;
    // "pid (command) state ppid ...": the command may hold spaces and parentheses.
    const stat = readOr(() => readFileSync(`/proc/${name}/stat`, 'utf8'), ''); // '' once it ended
    if (stat) parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  return parentOf;
}

function readOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The ids of the processes whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  return [...parents()].filter(([, parent]) => parent === pid).map(([child]) => child);
}

/** The ids of every process below `pid`, however deep. */
export function descendantsOf(pid: number): number[] {
  const parentOf = parents();
  const found: number[] = [];
  const visit = (id: number) => {
    for (const [child, parent] of parentOf)
      if (parent === id) {
        found.push(child);
        visit(child);
      }
  };
  visit(pid);
  return found;
}

/** Sends `signal` to each process that still runs. */
export function signalEach(pids: readonly number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // gone already
    }
  }
}
