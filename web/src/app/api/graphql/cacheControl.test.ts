import { describe, expect, it } from 'vitest';
import { cacheControlFor, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './cacheControl';
import type { TrustedDocument } from './trustedDocuments';

const publicQuery: TrustedDocument = { name: 'SearchResultsQuery', kind: 'query', issuesToken: false, personal: false };
const personalQuery: TrustedDocument = { ...publicQuery, name: 'HeaderWishlistMenuQuery', personal: true };
const mutation: TrustedDocument = { ...publicQuery, name: 'addToWishlistMutation', kind: 'mutation' };
const ok = { status: 200, contentType: 'application/graphql-response+json; charset=utf-8', body: '{"data":{"search":null}}' };

describe('cacheControlFor', () => {
  it("lets shared caches keep a visitor's successful GET of a public query", () => {
    expect(cacheControlFor('GET', false, publicQuery, ok)).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
  });

  it('keeps anything sent with a session private, even a public query', () => {
    expect(cacheControlFor('GET', true, publicQuery, ok)).toBe(PRIVATE_CACHE_CONTROL);
    expect(PRIVATE_CACHE_CONTROL).toBe('private, no-store');
  });

  it('keeps personal queries, mutations and POSTs private', () => {
    expect(cacheControlFor('GET', false, personalQuery, ok)).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor('POST', false, mutation, ok)).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor('POST', false, publicQuery, ok)).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('never lets an error or a partial answer be kept', () => {
    expect(cacheControlFor('GET', false, publicQuery, { ...ok, status: 400 })).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor('GET', false, publicQuery, { ...ok, body: '{"data":{"search":null},"errors":[{"message":"x"}]}' })).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor('GET', false, publicQuery, { ...ok, contentType: 'text/html', body: '<html>' })).toBe(PRIVATE_CACHE_CONTROL);
  });
});
