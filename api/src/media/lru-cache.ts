/** A least-recently-used cache bounded by entry count and total size (a Map keeps insertion order). */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; size: number }>();
  #totalSize = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxSize: number },
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.limits.maxSize) return;
    this.delete(key);
    this.#entries.set(key, { value, size });
    this.#totalSize += size;
    for (const [oldestKey] of this.#entries) {
      if (this.#entries.size <= this.limits.maxEntries && this.#totalSize <= this.limits.maxSize) break;
      this.delete(oldestKey);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#totalSize -= entry.size;
  }

  get size(): number {
    return this.#entries.size;
  }
}
