import type { RequestParameters } from 'relay-runtime';

/** The key Relay's response cache uses for an operation: its persisted id, else its cache id. */
export function operationCacheKey(params: RequestParameters): string {
  return params.id !== null ? params.id : params.cacheID;
}
