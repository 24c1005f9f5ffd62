import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayMetrics } from '../observability/metrics.ts';
import type { PublicResponseCache } from './public-cache.ts';

/**
 * `gateway_response_cache_lookups_total`: a hit is an answer the fast path or the cache plugin's `get` found (the
 * operation then never executes); a miss is a cacheable request (a visitor's query) that executes.
 */
export function countedLookups(cache: PublicResponseCache, enabled: (request: Request) => boolean, metrics: GatewayMetrics | undefined) {
  if (!metrics) return { cache, onHit: undefined, plugin: null };
  const hit = (): void => metrics.cacheLookups.inc({ result: 'hit' });
  const counted: PublicResponseCache = Object.assign(Object.create(cache) as PublicResponseCache, {
    get(key: string) {
      const found = cache.get(key);
      if (found instanceof Promise) return found.then((value) => (value != null && hit(), value));
      if (found != null) hit();
      return found;
    },
  });
  const plugin: Plugin<{ request: Request }> = {
    onExecute({ args }) {
      if (!enabled(args.contextValue.request) || getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      metrics.cacheLookups.inc({ result: 'miss' });
    },
  };
  return { cache: counted, onHit: hit, plugin };
}
