/**
 * The order of projects, tools and ideas in lists: an editor may give an entry an `order`
 * (1 comes first); entries with one come before those without, and ties and the rest keep
 * their usual order (projects and ideas by id, tools by name).
 */
export function byDisplayOrder<T>(
  order: (item: T) => number | undefined,
  usual: (a: T, b: T) => number,
): (a: T, b: T) => number {
  return (a, b) => {
    const oa = order(a) ?? Number.POSITIVE_INFINITY;
    const ob = order(b) ?? Number.POSITIVE_INFINITY;
    return oa === ob ? usual(a, b) : oa < ob ? -1 : 1;
  };
}
