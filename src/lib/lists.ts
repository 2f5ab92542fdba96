/** The first `count` items of a list and how many are left over ("+N more"). */
export function preview<T>(items: readonly T[], count: number): { shown: T[]; more: number } {
  const size = Math.max(0, Math.floor(count));
  return { shown: items.slice(0, size), more: Math.max(0, items.length - size) };
}

/** Items of `ids` found in `byId`, in the order of `ids`; unknown ids are dropped. */
export function resolveIds<T>(ids: readonly string[], byId: ReadonlyMap<string, T>): T[] {
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [item];
  });
}
