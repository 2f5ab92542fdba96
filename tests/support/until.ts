/** Polling for the tests that wait on a server, a process or a page: one wait, one timeout message. */

/**
 * Waits until `check` holds, polling every 100 ms (a check that throws, a fetch to a server not up
 * yet say, has not held yet); after `timeoutMs` it fails naming `what`, and `detail()` (a server's
 * output, say) when given.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
  detail?: () => string,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${detail ? `: ${detail()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
