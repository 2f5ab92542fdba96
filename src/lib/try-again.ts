/**
 * Trying an action again after a pause when it fails: the editor's look at the content's problems,
 * which a busy server may refuse for a moment.
 */

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds, pausing for each of `delays` in turn before the next try, and
 * says whether it succeeded: at most `delays.length + 1` tries.
 */
export async function tryAgain(
  attempt: () => Promise<boolean>,
  delays: readonly number[],
  wait: (ms: number) => Promise<void> = pause,
): Promise<boolean> {
  if (await attempt()) return true;
  for (const delay of delays) {
    await wait(delay);
    if (await attempt()) return true;
  }
  return false;
}
