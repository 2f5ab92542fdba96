/**
 * A few pieces of work at once, no more: `lanes` runners each take the next piece (`next`) as soon
 * as their previous one is done, until `next` says there is nothing left. Used by the delivery loop
 * and the Workers' queue consumer to send a small number of submissions at once.
 */

/**
 * Runs `next` on `lanes` runners at once (at least one); each runner stops when `next` resolves
 * false. Resolves when every runner stopped; rejects with the first rejection (the other runners
 * finish the piece they hold and stop).
 */
export async function inLanes(lanes: number, next: () => Promise<boolean>): Promise<void> {
  let failed = false;
  const runner = async () => {
    while (!failed) {
      try {
        if (!(await next())) return;
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.floor(lanes)) }, runner));
}

/** `handle` for each item, at most `lanes` at once, in the items' order of start. */
export function eachInLanes<T>(items: readonly T[], lanes: number, handle: (item: T) => Promise<void>): Promise<void> {
  let index = 0;
  return inLanes(lanes, async () => {
    if (index >= items.length) return false;
    const item = items[index++] as T;
    await handle(item);
    return true;
  });
}
