import {
  Environment,
  Network,
  Observable,
  QueryResponseCache,
  RecordSource,
  Store,
  type GraphQLResponse,
  type IEnvironment,
  type Variables,
} from 'relay-runtime';
import { fetchGraphQL } from './fetchGraphQL';
import { operationCacheKey } from './operationCacheKey';

const CACHE_SIZE = 250;
const CACHE_TTL_MS = 5 * 60 * 1000;

/** Each environment's response cache: server responses are put here before the first render reads them. */
const responseCaches = new WeakMap<IEnvironment, QueryResponseCache>();

function createNetwork(cache: QueryResponseCache) {
  return Network.create((params, variables, cacheConfig, uploadables) => {
    const cacheKey = operationCacheKey(params);
    if (params.operationKind === 'query' && cacheConfig.force !== true) {
      const cached = cache.get(cacheKey, variables);
      // Synchronous on purpose: a hit resolves inside the render, so nothing suspends on hydration.
      if (cached != null) return Observable.from(cached);
    }
    return Observable.from(fetchGraphQL(params, variables, uploadables));
  });
}

export function createEnvironment(): Environment {
  const cache = new QueryResponseCache({ size: CACHE_SIZE, ttl: CACHE_TTL_MS });
  const environment = new Environment({
    network: createNetwork(cache),
    store: new Store(new RecordSource()),
    isServer: typeof window === 'undefined',
  });
  responseCaches.set(environment, cache);
  return environment;
}

let browserEnvironment: Environment | undefined;

/** One environment per server render; one per browser tab. */
export function getEnvironment(): Environment {
  if (typeof window === 'undefined') return createEnvironment();
  browserEnvironment ??= createEnvironment();
  return browserEnvironment;
}

export function primeResponseCache(
  environment: IEnvironment,
  cacheKey: string,
  variables: Variables,
  response: GraphQLResponse,
): void {
  responseCaches.get(environment)?.set(cacheKey, variables, response);
}
