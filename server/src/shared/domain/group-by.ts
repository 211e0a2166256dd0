/**
 * The items in lists by key, each list in the items' order: one pass, so that matching the children of N parents
 * read in one query costs N + children, not N × children (an export of 5,000 orders filtered every line, option,
 * payment and history entry once per order).
 */
export function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
