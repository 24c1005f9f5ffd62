import CachePolicy from 'http-cache-semantics';
import type { CachedAnswer, UpstreamCache } from '../upstream-cache.ts';
import type { UpstreamResponse } from './types.ts';

/**
 * A shared cache (`s-maxage` counts, `private` is never kept); freshness only from what the api says, never guessed
 * from `Last-Modified`; ages by this gateway's clock, not the api's `Date`.
 */
const POLICY_OPTIONS: CachePolicy.Options = { shared: true, cacheHeuristic: 0, immutableMinTimeToLive: 0, trustServerDate: false };

/** The answer headers HTTP caching reads. */
const CACHING_HEADERS = ['cache-control', 'etag', 'age', 'date', 'expires', 'pragma', 'vary', 'last-modified'] as const;

function policyResponse(response: UpstreamResponse): CachePolicy.Response {
  const headers: CachePolicy.Headers = {};
  for (const name of CACHING_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: response.status, headers };
}

/**
 * Whether the stored answer may be used without a call, as http-cache-semantics judges it. Every request for a URL is
 * the same (GET, the public token), so a fresh verdict holds until the answer's time to live runs out: kept until
 * then, which spares the library's evaluation on every use.
 */
function isFresh(cached: CachedAnswer, request: CachePolicy.Request): boolean {
  const now = Date.now();
  if (cached.freshUntil !== undefined && now < cached.freshUntil) return true;
  if (!cached.policy.satisfiesWithoutRevalidation(request)) return false;
  cached.freshUntil = now + cached.policy.timeToLive();
  return true;
}

/**
 * Public GETs against the shared upstream cache: a fresh stored answer is used without a call (`fresh`); a stale
 * one goes with its ETag as `If-None-Match`, and a 304 answers the stored body (its freshness renewed); a 2xx body
 * the api lets shared caches keep is stored.
 */
export function revalidation(cache: UpstreamCache | null, url: string, authorization: string) {
  const request: CachePolicy.Request = { url, method: 'GET', headers: { authorization } };
  const cached = cache?.get(url);
  const fresh = cached !== undefined && isFresh(cached, request);
  return {
    /** The stored answer, when it may be used without asking the api. */
    fresh: fresh ? cached : null,
    conditional: cached?.etag ? { ifNoneMatch: cached.etag } : {},
    /** The stored answer, renewed, when the upstream answered 304 (its own body dropped); undefined otherwise. */
    async notModified(response: UpstreamResponse): Promise<CachedAnswer | undefined> {
      if (response.status !== 304 || !cached) return undefined;
      await response.body?.cancel();
      const { policy } = cached.policy.revalidatedPolicy(request, policyResponse(response));
      // The same body: the values validated from it stay good.
      const renewed: CachedAnswer = { policy, etag: cached.etag, body: cached.body, validated: cached.validated };
      cache?.set(url, renewed);
      return renewed;
    },
    /** Keeps a 2xx body the api lets shared caches keep; answers the stored answer, or null when not kept. */
    store(response: UpstreamResponse, body: unknown): CachedAnswer | null {
      if (!cache) return null;
      const policy = new CachePolicy(request, policyResponse(response), POLICY_OPTIONS);
      if (!policy.storable()) {
        cache.delete(url);
        return null;
      }
      const answer: CachedAnswer = { policy, etag: response.headers.get('etag'), body };
      cache.set(url, answer);
      return answer;
    },
  };
}
