import { describe, expect, it } from 'vitest';
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
  it('refuses the sign-in mutations, whose payload carries the api token', () => {
    expect(refuseBody(JSON.stringify({ query: 'mutation { a: signInWithPassword(input: {password: "x"}) { token } }' }))?.status).toBe(403);
    expect(refuseBody(JSON.stringify({ query: 'mutation S($i: SignInWithOtpInput!) { signInWithOtp(input: $i) { token } }' }))?.status).toBe(403);
  });

  it('serves the other account operations, such as asking for a sign-in OTP', () => {
    expect(refuseBody(JSON.stringify({ query: 'mutation { requestSignInOtp(input: {mobile: "1", countryCode: "+91"}) { sent } }' }))).toBeNull();
  });

  it('counts the limit in bytes, not characters', () => {
    const body = JSON.stringify({ query: `{ search(query: "${'क'.repeat(MAX_BODY_BYTES / 3 + 10)}") { totalCount } }` });
    expect(body.length).toBeLessThan(MAX_BODY_BYTES);
    expect(refuseBody(body)?.status).toBe(413);
  });
});
