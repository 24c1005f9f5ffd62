import { describe, expect, it } from 'vitest';
import { fakeAccountsUpstream } from '../testing/fake-accounts.ts';
import { testGateway } from '../testing/gateway.ts';

const OTP_MUTATION = 'mutation { requestSignInOtp(input: { mobile: "9812345678", countryCode: "+91" }) { sent } }';

const setUp = () => {
  const upstream = fakeAccountsUpstream({});
  return { upstream, yoga: testGateway(upstream.fetch).yoga };
};

const multipart = () => {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: OTP_MUTATION, variables: {} }));
  form.set('map', '{}');
  return form;
};

describe('multipart requests (uploads)', () => {
  it('are refused without the CSRF header: a cross-site form cannot send one', async () => {
    const { yoga, upstream } = setUp();
    const response = await yoga.fetch('http://gateway.test/graphql', { method: 'POST', body: multipart() });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(upstream.calls).toHaveLength(0);
  });

  it('run with the CSRF header (the web proxy sends it)', async () => {
    const { yoga, upstream } = setUp();
    const response = await yoga.fetch('http://gateway.test/graphql', { method: 'POST', body: multipart(), headers: { 'x-graphql-yoga-csrf': '1' } });
    expect(response.status).toBe(200);
    expect(upstream.calls.length).toBeGreaterThan(0);
  });

  it('leave JSON bodies their own 100 kB limit', async () => {
    const { yoga, upstream } = setUp();
    const body = JSON.stringify({ query: OTP_MUTATION, variables: { padding: 'x'.repeat(120_000) } });
    const response = await yoga.fetch('http://gateway.test/graphql', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(413);
    expect(upstream.calls).toHaveLength(0);
  });
});
