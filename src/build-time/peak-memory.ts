/**
 * The peak memory of a command, as GNU time measures it (`/usr/bin/time -f %M -o FILE command`):
 * the largest resident set of the command and of every child it waited for, in KiB, on the last
 * line of FILE (a line before it says when the command exited with an error). bench:scale runs
 * the build under it.
 */

/** GNU time, and its arguments before the file to write and the command. */
export const PEAK_MEMORY_TIME = { command: '/usr/bin/time', format: ['-f', '%M', '-o'] } as const;

/** The peak resident set in MiB, from what GNU time wrote with `-f %M`. */
export function peakRssMb(timeOutput: string): number {
  const last = timeOutput.trim().split('\n').at(-1)?.trim() ?? '';
  if (!/^\d+$/.test(last)) throw new Error(`GNU time wrote no peak memory (%M) on its last line: "${last}"`);
  return Number(last) / 1024;
}
