import { describe, expect, it } from 'vitest';
import { fakeAccountsUpstream } from '../testing/fake-accounts.ts';
import { fakeUpstream } from '../testing/fake-upstream.ts';
import { testGateway } from '../testing/gateway.ts';

const WEB = 'http://localhost:3000';
const OTP_MUTATION = 'mutation { requestSignInOtp(input: { mobile: "9812345678", countryCode: "+91" }) { sent } }';

const setUp = () => {
  const upstream = fakeAccountsUpstream({});
  return { upstream, yoga: testGateway(upstream.fetch, { corsOrigins: [WEB] }).yoga };
};

const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('CORS', () => {
  it('gives a foreign origin no CORS headers at all', async () => {
    const response = await setUp().yoga.fetch('http://gateway.test/graphql?query=%7B__typename%7D', {
      headers: { origin: 'https://evil.example' },
    });
    expect(corsHeaders(response)).toEqual([]);
  });

  it('refuses a foreign preflight: no allow headers', async () => {
    const response = await setUp().yoga.fetch('http://gateway.test/graphql', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(corsHeaders(response)).toEqual([]);
  });

  it('echoes an allowed origin', async () => {
    const response = await setUp().yoga.fetch('http://gateway.test/graphql', {
      method: 'OPTIONS',
      headers: { origin: WEB, 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB);
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});

describe('cross-site request forgery', () => {
  it('refuses a form-encoded mutation without calling the api', async () => {
    const { yoga, upstream } = setUp();
    const response = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: OTP_MUTATION }).toString(),
    });
    expect(response.status).toBe(415);
    expect(upstream.calls).toHaveLength(0);
  });

  it('refuses a form-encoded mutation even with the CSRF header', async () => {
    const { yoga, upstream } = setUp();
    const response = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-graphql-yoga-csrf': '1' },
      body: new URLSearchParams({ query: OTP_MUTATION }).toString(),
    });
    expect(response.status).toBe(415);
    expect(upstream.calls).toHaveLength(0);
  });

  it('refuses a text/plain POST (a no-cors fetch from another site)', async () => {
    const { yoga, upstream } = setUp();
    const response = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: OTP_MUTATION }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(upstream.calls).toHaveLength(0);
  });

  it('refuses a POST without a content type', async () => {
    const { yoga, upstream } = setUp();
    const body = new TextEncoder().encode(JSON.stringify({ query: OTP_MUTATION }));
    const response = await yoga.fetch('http://gateway.test/graphql', { method: 'POST', body });
    expect(response.status).toBe(403);
    expect(upstream.calls).toHaveLength(0);
  });

  it('refuses a mutation over GET', async () => {
    const { yoga, upstream } = setUp();
    const response = await yoga.fetch(`http://gateway.test/graphql?query=${encodeURIComponent(OTP_MUTATION)}`);
    expect(response.status).toBe(405);
    expect(upstream.calls).toHaveLength(0);
  });

  it('runs a JSON mutation, as the web server and mobile apps send it', async () => {
    const { yoga, upstream } = setUp();
    const response = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer mobile-token' },
      body: JSON.stringify({ query: OTP_MUTATION }),
    });
    expect(response.status).toBe(200);
    expect(upstream.calls).toHaveLength(1);
  });

  it('still answers a GET query without extra headers', async () => {
    const { yoga } = testGateway(fakeUpstream(() => undefined).fetch);
    const response = await yoga.fetch('http://gateway.test/graphql?query=%7B__typename%7D');
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
