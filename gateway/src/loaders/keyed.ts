/** Lines batch answers up with the keys DataLoader asked for: the item of each key, or null when the answer omits it. */
export function alignWithKeys<K, V>(keys: readonly K[], items: readonly V[], keyOf: (item: V) => K): (V | null)[] {
  const byKey = new Map<K, V>();
  for (const item of items) byKey.set(keyOf(item), item);
  return keys.map((key) => byKey.get(key) ?? null);
}

/** Memoises a no-argument fetch for the lifetime of one request: the first call fetches, later calls share it. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load();
    return pending;
  };
}
