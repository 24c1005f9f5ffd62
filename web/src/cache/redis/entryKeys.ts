/** Where a build keeps its entries in Redis (the client adds `pilgrim:web:`): a new build never reads an old build's pages. */

/**
 * An entry unread for a week is dropped (old builds' pages go so); Next re-renders a page long before that
 * (`revalidate = 600`), and Redis's own eviction (`allkeys-lru`) bounds memory meanwhile.
 */
export const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60;

/** An entry's bytes, and beside them its version (`lastModified`): what a process's local copy is checked against. */
export function entryKey(buildId: string, cacheKey: string): string {
  return `page-cache:${buildId}:entry:${cacheKey}`;
}

export function versionKey(buildId: string, cacheKey: string): string {
  return `page-cache:${buildId}:at:${cacheKey}`;
}

