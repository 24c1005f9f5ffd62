'use client';

import { useEffect, useMemo } from 'react';
import { useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { primeResponseCache } from './environment';
import { markServerDataPublished } from './serverDataPublished';
import type { SerializablePreloadedQuery } from './serializableQuery';

/**
 * Puts the server's response into this environment's response cache and returns a preloaded-query
 * reference. `usePreloadedQuery` then asks the network, which answers synchronously from the cache:
 * the server HTML holds the data and hydration sends no request.
 */
export function useSerializablePreloadedQuery<TQuery extends OperationType>(
  preloaded: SerializablePreloadedQuery<TQuery>,
): PreloadedQuery<TQuery> {
  const environment = useRelayEnvironment();
  const queryRef = useMemo((): PreloadedQuery<TQuery> => {
    const { cacheKey } = preloaded.params;
    primeResponseCache(environment, cacheKey, preloaded.variables, preloaded.response);
    return {
      kind: 'PreloadedQuery',
      environment,
      fetchKey: cacheKey,
      fetchPolicy: 'store-or-network',
      name: preloaded.params.name,
      variables: preloaded.variables,
      isDisposed: false,
      dispose: () => undefined,
    };
  }, [environment, preloaded]);
  // After the render that put the visitor's answer in the store (see `serverDataPublished.ts`).
  useEffect(markServerDataPublished, [queryRef]);
  return queryRef;
}
