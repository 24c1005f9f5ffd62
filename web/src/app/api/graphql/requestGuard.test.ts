import { describe, expect, it } from 'vitest';
import gatewaySignInOtpMutation from '@/__generated__/gatewaySignInOtpMutation.graphql';
import gatewaySignInPasswordMutation from '@/__generated__/gatewaySignInPasswordMutation.graphql';
import HeaderWishlistMenuQuery from '@/__generated__/HeaderWishlistMenuQuery.graphql';
import SearchResultsQuery from '@/__generated__/SearchResultsQuery.graphql';
import addToWishlistMutation from '@/__generated__/addToWishlistMutation.graphql';
import { MAX_BODY_BYTES, admitGet, admitPost, refuseBeforeBody } from './requestGuard';

const url = 'http://localhost:3000/api/graphql';
const json = { 'content-type': 'application/json' };

describe('refuseBeforeBody', () => {
  it('lets a same-origin JSON request through', () => {
    expect(refuseBeforeBody(new Headers({ ...json, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }), url, [])).toBeNull();
  });

  it('refuses a request from another origin', () => {
    expect(refuseBeforeBody(new Headers({ ...json, origin: 'https://evil.example' }), url, [])?.status).toBe(403);
  });

  it('accepts a configured public origin (the site behind a proxy)', () => {
    expect(refuseBeforeBody(new Headers({ ...json, origin: 'https://yatra.example' }), url, ['https://yatra.example'])).toBeNull();
  });

  it('refuses what the browser marks cross-site even without an Origin header', () => {
    expect(refuseBeforeBody(new Headers({ ...json, 'sec-fetch-site': 'cross-site' }), url, [])?.status).toBe(403);
  });

  it('refuses a form-encoded or text body, which a cross-site form could send without a preflight', () => {
    expect(refuseBeforeBody(new Headers({ 'content-type': 'text/plain' }), url, [])?.status).toBe(415);
    expect(refuseBeforeBody(new Headers({}), url, [])?.status).toBe(415);
  });

  it('refuses a declared length over the limit before reading the body', () => {
    expect(refuseBeforeBody(new Headers({ ...json, 'content-length': String(MAX_BODY_BYTES + 1) }), url, [])?.status).toBe(413);
  });
});

const idOf = (artifact: { params: { id?: string | null } }) => artifact.params.id ?? '';
const post = (body: object) => JSON.stringify(body);

describe('admitPost', () => {
  it("admits a mutation of the site's trusted documents, named by id, with the document's own name", () => {
    const admitted = admitPost(post({ documentId: idOf(addToWishlistMutation), operationName: 'Harmless', variables: { input: {} } }));
    expect(admitted).toMatchObject({ request: { documentId: idOf(addToWishlistMutation), operationName: 'addToWishlistMutation' }, document: { kind: 'mutation' } });
  });

  it('refuses a document text, whatever it selects: the browser sends ids only', () => {
    for (const query of ['{ menu { id } }', 'mutation { signInWithPassword(input: {password: "x"}) { token } }']) {
      expect(admitPost(post({ query }))).toMatchObject({ status: 400, message: expect.stringMatching(/trusted documents only/) });
    }
  });

  it('refuses an id that is not one of the web\'s documents', () => {
    expect(admitPost(post({ documentId: 'f'.repeat(64) }))).toMatchObject({ status: 400, message: expect.stringMatching(/Unknown documentId/) });
  });

  it('refuses a batch, bad JSON, a missing id and unknown members with 400', () => {
    expect(admitPost(JSON.stringify([{ documentId: idOf(addToWishlistMutation) }]))).toMatchObject({ status: 400 });
    expect(admitPost('not json')).toMatchObject({ status: 400 });
    expect(admitPost(post({ variables: {} }))).toMatchObject({ status: 400 });
    expect(admitPost(post({ documentId: idOf(addToWishlistMutation), extensions: {} }))).toMatchObject({ status: 400 });
  });

  it('counts the limit in bytes, not characters', () => {
    const big = post({ documentId: idOf(SearchResultsQuery), variables: { query: 'क'.repeat(MAX_BODY_BYTES / 3 + 10) } });
    expect(big.length).toBeLessThan(MAX_BODY_BYTES);
    expect(admitPost(big)).toMatchObject({ status: 413 });
  });
});

describe('admitGet', () => {
  const search = (values: Record<string, string>) => new URLSearchParams(values);

  it('admits a trusted query with its variables', () => {
    const admitted = admitGet(search({ documentId: idOf(SearchResultsQuery), variables: '{"query":"kailash"}' }));
    expect(admitted).toMatchObject({ request: { variables: { query: 'kailash' }, operationName: 'SearchResultsQuery' }, document: { kind: 'query', personal: false } });
  });

  it('never runs a mutation by GET', () => {
    expect(admitGet(search({ documentId: idOf(addToWishlistMutation) }))).toMatchObject({ status: 405 });
  });

  it('refuses a query text, variables that are not a JSON object and an unknown id', () => {
    expect(admitGet(search({ query: '{ menu { id } }' }))).toMatchObject({ status: 400 });
    expect(admitGet(search({ documentId: idOf(SearchResultsQuery), variables: '{' }))).toMatchObject({ status: 400 });
    expect(admitGet(search({ documentId: idOf(SearchResultsQuery), variables: '[1]' }))).toMatchObject({ status: 400 });
    expect(admitGet(search({ documentId: 'abc' }))).toMatchObject({ status: 400 });
  });

  it('marks the queries that read the caller\'s own data as personal', () => {
    expect(admitGet(search({ documentId: idOf(HeaderWishlistMenuQuery) }))).toMatchObject({ document: { personal: true } });
  });
});

describe("next-auth's sign-in documents", () => {
  it('are trusted documents the proxy refuses with 403: they run only server to server', () => {
    for (const { params } of [gatewaySignInPasswordMutation, gatewaySignInOtpMutation]) {
      expect(admitPost(post({ documentId: params.id, variables: {} }))).toMatchObject({ status: 403 });
    }
  });
});
