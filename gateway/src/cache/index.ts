import { useResponseCache } from '@graphql-yoga/plugin-response-cache';
import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../config.ts';
import type { HeaderReader } from '../http/header-reader.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import { createCacheKeys } from './cache-key.ts';
import { createChangeApplier, type CacheChange, type ChangeBus } from './changes.ts';
import { countedLookups } from './counted-cache.ts';
import { createFastPath, type FastPath } from './fast-path.ts';
import { useCacheInvalidationEndpoint } from './invalidate-endpoint.ts';
import { useMutationInvalidation } from './mutation-invalidation.ts';
import { CATALOGUE_TTL_MS, SCOPE_PER_COORDINATE, TTL_PER_COORDINATE } from './policy.ts';
import { createPublicResponseCache, type PublicResponseCache } from './public-cache.ts';
import { applyChangeTags } from './tags.ts';
import { isVisitorRequest } from './visitor-only.ts';

export interface ResponseCacheSetup {
  /** Yoga plugins, in order; put them after the plugins that refuse or rewrite a request's parameters. */
  plugins: Plugin[];
  /** The store, for tests; null when `GATEWAY_RESPONSE_CACHE=off`. */
  cache: PublicResponseCache | null;
  /** Answers stored answers before Yoga parses the request (`fast-path.ts`): put its plugin right after the request ids. */
  fastPath: FastPath | null;
  /** The cache's rule on a request's headers (a visitor, no If-None-Match), for the fast path in Node. */
  enabledFor: (headers: HeaderReader) => boolean;
  /** Counts a hit answered outside the plugins (the fast path in Node). */
  countHit: () => void;
}

export interface ResponseCacheHooks {
  graphqlEndpoint: string;
  maxBodyBytes: number;
  /** A POST whose body the fast path read goes on as a copy: the request's id must follow it. */
  onRequestReplaced: (original: Request, copy: Request) => void;
  /**
   * Every change this instance applies, a notice's tags or a mutation's entities, also comes here: the upstream HTTP
   * cache empties itself, so no answer it keeps fresh refills the response cache with what just changed.
   */
  onChange?: (change: CacheChange) => void;
  /** Counts hits and misses (`gateway_response_cache_lookups_total`). */
  metrics?: GatewayMetrics;
  /** Several instances: the changes each one receives reach the others (`redis/change-bus.ts`); none alone. */
  changes?: ChangeBus | null;
  /** A mutation's change that could not be published (the other instances keep their answers until the TTL). */
  onUnpublished?: (change: CacheChange) => void;
}

/**
 * The response cache of public data (see README "Response cache"): visitors' query answers, keyed by everything the
 * request sent, kept per type TTLs, dropped by change notices (`POST /cache/invalidate`) and by the mutations that
 * change public data. With the cache off the notice endpoint and the mutations' changes remain: the api's notices
 * still get a 204, and both still empty the upstream HTTP cache (`onChange`).
 */
export function responseCachePlugins(config: GatewayConfig, hooks: ResponseCacheHooks): ResponseCacheSetup {
  if (!config.responseCache) {
    const changes = createChangeApplier((change) => hooks.onChange?.(change), hooks.changes);
    const plugins = [
      useCacheInvalidationEndpoint(config.cacheInvalidationSecret, (tags) => changes.announce({ tags })),
      // No response cache, but the upstream HTTP cache keeps answers fresh: this gateway's own changes drop them too.
      useMutationInvalidation((entities) => {
        void changes.announce({ entities }).then((told) => told || hooks.onUnpublished?.({ entities }));
      }),
    ];
    return { plugins, cache: null, fastPath: null, enabledFor: () => false, countHit: () => {} };
  }
  const store = createPublicResponseCache();
  const keys = createCacheKeys();
  // A request with If-None-Match bypasses the cache: the library would answer 304 whenever the key (its ETag)
  // is cached, though a refill after a change keeps the same key — a 304 for changed data. Our clients never
  // send one (the web's proxy does not forward it); anyone else simply gets a full, fresh answer.
  const enabledFor = (headers: HeaderReader): boolean => isVisitorRequest(headers, config.apiPublicToken) && !headers.has('if-none-match');
  const enabled = (request: Request): boolean => enabledFor(request.headers);
  const lookups = countedLookups(store, enabled, hooks.metrics);
  const cache = lookups.cache;
  // Whichever instance received it, a change is applied here (a new generation: no stale refill) and published.
  const changes = createChangeApplier((change) => {
    // The upstream answers first: a refill of the response cache after this change must not read an older one.
    hooks.onChange?.(change);
    if ('entities' in change) return cache.invalidateEntities(change.entities);
    applyChangeTags(cache, change.tags);
  }, hooks.changes);
  const plugins: Plugin[] = [
    useCacheInvalidationEndpoint(config.cacheInvalidationSecret, (tags) => changes.announce({ tags })),
    useMutationInvalidation((entities) => {
      void changes.announce({ entities }).then((told) => told || hooks.onUnpublished?.({ entities }));
    }),
    keys.recordParams,
    ...(lookups.plugin ? [lookups.plugin] : []),
    useResponseCache({
      cache,
      // Users never reach the cache, so every cached answer is a visitor's and shared by all visitors.
      session: () => null,
      enabled,
      buildResponseCacheKey: keys.buildResponseCacheKey,
      ttl: CATALOGUE_TTL_MS,
      ttlPerSchemaCoordinate: { ...TTL_PER_COORDINATE },
      scopePerSchemaCoordinate: { ...SCOPE_PER_COORDINATE },
      // A Package's `id`, a menu entry's `packageId` (the same global id) and a departure's `internalId` let a
      // change drop exactly the answers holding that package or any departure.
      idFields: ['id', 'packageId', 'internalId'],
      // Must stay on: with it off the library runs mutations down its query path and would store their answers
      // and serve a repeated visitor mutation without running it. What it then invalidates from a mutation's
      // answer is ignored by the store (public-cache.ts); mutation-invalidation.ts drops what really changed.
      invalidateViaMutation: true,
      includeExtensionMetadata: false,
    }),
  ];
  return { plugins, cache: store, fastPath: createFastPath({ cache: store, enabled, ...hooks, onHit: lookups.onHit }), enabledFor, countHit: lookups.onHit ?? (() => {}) };
}
