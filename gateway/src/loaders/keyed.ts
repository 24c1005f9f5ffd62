/** Lines batch answers up with the keys DataLoader asked for: the item of each key, or null when the answer omits it. */
export function alignWithKeys<K, V>(keys: readonly K[], items: readonly V[], keyOf: (item: V) => K): (V | null)[] {
  const byKey = new Map<K, V>();
  for (const item of items) byKey.set(keyOf(item), item);
  return keys.map((key) => byKey.get(key) ?? null);
}

/**
 * A DataLoader batch function that sends a lone key to the single-item route (so a page that needs one item
 * makes the same call as before) and two or more keys to the batch route, answering in key order.
 */
export function singleOrBatch<K, V>(
  loadOne: (key: K) => Promise<V | null>,
  loadMany: (keys: readonly K[]) => Promise<V[]>,
  keyOf: (item: V) => K,
): (keys: readonly K[]) => Promise<(V | null)[]> {
  return async (keys) => {
    const [only] = keys;
    if (keys.length === 1 && only !== undefined) return [await loadOne(only)];
    return alignWithKeys(keys, await loadMany(keys), keyOf);
  };
}

/** Memoises a no-argument fetch for the lifetime of one request: the first call fetches, later calls share it. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load();
    return pending;
  };
}
