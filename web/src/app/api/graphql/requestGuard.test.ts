import { describe, expect, it } from 'vitest';
import gatewaySignInOtpMutation from '@/__generated__/gatewaySignInOtpMutation.graphql';
import gatewaySignInPasswordMutation from '@/__generated__/gatewaySignInPasswordMutation.graphql';
import { MAX_BODY_BYTES, refuseBeforeBody, refuseBody } from './requestGuard';

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

describe('refuseBody', () => {
  const body = (query: string, extra: object = {}) => JSON.stringify({ query, ...extra });
  const signIn = 'signInWithPassword(input: {password: "x"}) { token }';

  it('refuses the sign-in mutations, whose payload carries the api token', () => {
    expect(refuseBody(body(`mutation { ${signIn} }`))?.status).toBe(403);
    expect(refuseBody(body('mutation S($i: SignInWithOtpInput!) { signInWithOtp(input: $i) { token } }'))?.status).toBe(403);
  });

  it('decides on the parsed JSON, so a JSON escape in the field name does not hide it', () => {
    const escaped = '{"query":"mutation { sign\\u0049nWithPassword(input: {password: \\"x\\"}) { token } }"}';
    expect(escaped).not.toContain('signInWithPassword');
    expect(refuseBody(escaped)?.status).toBe(403);
  });

  it('sees through an alias', () => {
    expect(refuseBody(body(`mutation { x: ${signIn} }`))?.status).toBe(403);
  });

  it('looks into fragments on Mutation, spread or not', () => {
    expect(refuseBody(body(`mutation { ...F } fragment F on Mutation { ${signIn} }`))?.status).toBe(403);
    expect(refuseBody(body(`query { __typename } fragment Unused on Mutation { ${signIn} }`))?.status).toBe(403);
    expect(refuseBody(body(`mutation { ... on Mutation { ${signIn} } }`))?.status).toBe(403);
  });

  it('ignores what the operation calls itself and which operation is named', () => {
    const lying = `query SearchResultsQuery { __typename } mutation HarmlessSearch { ${signIn} }`;
    expect(refuseBody(body(lying, { operationName: 'SearchResultsQuery' }))?.status).toBe(403);
  });

  it('refuses a syntax error, a batch, a body that is not an object, and a missing query with 400', () => {
    expect(refuseBody(body('mutation { signIn'))?.status).toBe(400);
    expect(refuseBody(JSON.stringify([{ query: '{ __typename }' }]))?.status).toBe(400);
    expect(refuseBody('"{ __typename }"')?.status).toBe(400);
    expect(refuseBody('not json')?.status).toBe(400);
    expect(refuseBody(JSON.stringify({ variables: {} }))?.status).toBe(400);
  });

  it('serves the other account operations, such as asking for a sign-in OTP', () => {
    expect(refuseBody(body('mutation { requestSignInOtp(input: {mobile: "1", countryCode: "+91"}) { sent } }'))).toBeNull();
    expect(refuseBody(body('query Q($q: String!) { search(query: $q) { totalCount } }', { variables: { q: 'kailash' } }))).toBeNull();
  });

  it('counts the limit in bytes, not characters', () => {
    const big = JSON.stringify({ query: `{ search(query: "${'क'.repeat(MAX_BODY_BYTES / 3 + 10)}") { totalCount } }` });
    expect(big.length).toBeLessThan(MAX_BODY_BYTES);
    expect(refuseBody(big)?.status).toBe(413);
  });
});

describe("next-auth's sign-in documents", () => {
  it('are refused by the proxy: they run only server to server', () => {
    for (const { params } of [gatewaySignInPasswordMutation, gatewaySignInOtpMutation]) {
      const body = JSON.stringify({ query: params.text, operationName: params.name, variables: {} });
      expect(refuseBody(body)?.status).toBe(403);
    }
  });
});
