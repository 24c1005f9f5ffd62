import { describe, expect, it } from 'vitest';
import { fakeAccountsUpstream } from '../testing/fake-accounts.ts';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { ENQUIRY_ID, fakeLeadsUpstream } from '../testing/fake-leads.ts';
import type { RecordedCall } from '../testing/fake-upstream.ts';
import { testGateway } from '../testing/gateway.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';

const KEYS = { gatewayProxyKey: 'web-to-gateway', apiProxyKey: 'gateway-to-api' };
const peer = (remoteAddress: string) => ({ req: { socket: { remoteAddress } } });

async function menuCallFrom(headers: Record<string, string>, remoteAddress = '10.0.0.5'): Promise<RecordedCall> {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  const { yoga } = testGateway(upstream.fetch, KEYS);
  await yoga.fetch(
    'http://gateway.test/graphql',
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ menu { slug } }' }) },
    peer(remoteAddress),
  );
  const [call] = upstream.calls;
  if (call === undefined) throw new Error('no upstream call');
  return call;
}

describe('the client IP sent upstream', () => {
  it("forwards the web server's x-client-ip when it brings the gateway key", async () => {
    const call = await menuCallFrom({ 'x-client-ip': '198.51.100.7', 'x-proxy-key': 'web-to-gateway' });
    expect(call.headers.get('x-client-ip')).toBe('198.51.100.7');
    expect(call.headers.get('x-proxy-key')).toBe('gateway-to-api');
  });

  it('sends the TCP peer instead when the caller has no key', async () => {
    const call = await menuCallFrom({ 'x-client-ip': '198.51.100.7' }, '203.0.113.20');
    expect(call.headers.get('x-client-ip')).toBe('203.0.113.20');
  });

  it("never forwards the caller's own x-proxy-key", async () => {
    const call = await menuCallFrom({ 'x-client-ip': '198.51.100.7', 'x-proxy-key': 'gateway-to-api' });
    expect(call.headers.get('x-client-ip')).toBe('10.0.0.5');
    expect(call.headers.get('x-proxy-key')).toBe('gateway-to-api');
  });

  it('carries the client IP on account routes too', async () => {
    const upstream = fakeAccountsUpstream({});
    const { yoga } = testGateway(upstream.fetch, KEYS);
    await yoga.fetch(
      'http://gateway.test/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': '198.51.100.8', 'x-proxy-key': 'web-to-gateway' },
        body: JSON.stringify({ query: 'mutation { requestSignInOtp(input: { mobile: "9812345678", countryCode: "+91" }) { sent } }' }),
      },
      peer('10.0.0.5'),
    );
    expect(upstream.calls.map((call) => [call.headers.get('x-client-ip'), call.headers.get('x-proxy-key')])).toEqual([
      ['198.51.100.8', 'gateway-to-api'],
    ]);
  });

  it('carries the client IP on every lead call: each send, the verification and the resend', async () => {
    const upstream = fakeLeadsUpstream();
    const { yoga } = testGateway(upstream.fetch, KEYS);
    const phone = 'mobile: "9810012345", countryCode: "+91"';
    const packageId = Buffer.from('Package:a00000000000000000000001').toString('base64');
    const mutations = [
      `requestCallBack(input: { ${phone} }) { enquiryId }`,
      `createPriceEnquiry(input: { packageId: "${packageId}", name: "Asha", email: "asha@example.com", ${phone} }) { enquiryId }`,
      `submitQuickEnquiry(input: { name: "Asha", email: "asha@example.com", ${phone}, persons: "2", packageIds: ["${packageId}"] }) { enquiryId }`,
      `verifyEnquiryOtp(input: { enquiryId: "${ENQUIRY_ID}", ${phone}, otp: "1234" }) { verified }`,
      `resendEnquiryOtp(input: { enquiryId: "${ENQUIRY_ID}", ${phone} }) { enquiryId }`,
    ];
    for (const mutation of mutations) {
      await yoga.fetch(
        'http://gateway.test/graphql',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-client-ip': '198.51.100.9', 'x-proxy-key': 'web-to-gateway' },
          body: JSON.stringify({ query: `mutation { ${mutation} }` }),
        },
        peer('10.0.0.5'),
      );
    }
    expect(upstream.calls.map((call) => call.url.pathname.replace('/api/v1', ''))).toEqual([
      '/enquiry/call',
      '/enquiry/create',
      '/enquiry/quick',
      '/enquiry/verify',
      '/enquiry/resend',
    ]);
    for (const call of upstream.calls) {
      expect([call.headers.get('x-client-ip'), call.headers.get('x-proxy-key')]).toEqual(['198.51.100.9', 'gateway-to-api']);
    }
  });
});
