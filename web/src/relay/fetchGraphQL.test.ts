import SearchResultsQuery from '@/__generated__/SearchResultsQuery.graphql';
import addToWishlistMutation from '@/__generated__/addToWishlistMutation.graphql';
import { describe, expect, it } from 'vitest';
import { browserFetchOf } from './fetchGraphQL';

describe('browserFetchOf', () => {
  it('sends a query as a GET of its document id, name and variables, with no text', () => {
    const [url, init] = browserFetchOf(SearchResultsQuery.params, { query: 'kailash' });
    const sent = new URL(url, 'http://web.test');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(sent.pathname).toBe('/api/graphql');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      documentId: SearchResultsQuery.params.id,
      operationName: 'SearchResultsQuery',
      variables: '{"query":"kailash"}',
    });
    expect(SearchResultsQuery.params.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends a mutation as a JSON POST of its document id, without its text', () => {
    const [url, init] = browserFetchOf(addToWishlistMutation.params, { input: { packageId: 'p' } });
    expect(url).toBe('/api/graphql');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      documentId: addToWishlistMutation.params.id,
      operationName: 'addToWishlistMutation',
      variables: { input: { packageId: 'p' } },
    });
  });

  it('refuses an operation compiled without a persisted id', () => {
    expect(() => browserFetchOf({ id: null, name: 'Raw', operationKind: 'query' }, {})).toThrow(/no persisted id/);
  });
});
