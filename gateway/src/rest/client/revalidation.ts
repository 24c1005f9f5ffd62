import type { UpstreamCache } from '../upstream-cache.ts';
import type { UpstreamResponse } from './types.ts';

/**
 * Revalidation of public GETs against the shared upstream cache: the stored answer's ETag goes as
 * `If-None-Match`, a 304 answers the stored body, a fresh 2xx body is stored.
 */
export function revalidation(cache: UpstreamCache | null, url: string) {
  const cached = cache?.get(url);
  return {
    conditional: cached ? { ifNoneMatch: cached.etag } : {},
    /** The stored body when the upstream answered 304 (its own body dropped); undefined otherwise. */
    async notModified(response: UpstreamResponse): Promise<unknown> {
      if (response.status !== 304 || !cached) return undefined;
      await response.body?.cancel();
      return cached.body;
    },
    store(response: UpstreamResponse, body: unknown): void {
      cache?.store(url, response.headers, body);
    },
  };
}
