/**
 * Work a build does once and every page shares (a collection, a language's index, the pages
 * written in a language), by key: worked out on the first ask and kept for the build. The dev
 * server works it out on every ask, so an edit shows at once.
 */
export function oncePerBuild<K, V>(make: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const known = new Map<K, Promise<V>>();
  return (key) => {
    if (import.meta.env.DEV) return make(key);
    let value = known.get(key);
    if (!value) {
      value = make(key);
      known.set(key, value);
    }
    return value;
  };
}
