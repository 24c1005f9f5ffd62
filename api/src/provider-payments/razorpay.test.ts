import { describe, expect, it } from 'vitest';
import { createRazorpayProvider } from './razorpay.ts';
import { callbackSignature, isValidSignature } from './signature.ts';

// Computed independently with: printf 'order_test123|pay_test456' | openssl dgst -sha256 -hmac 'razorpay-key-secret'
const VECTOR_1 = { secret: 'razorpay-key-secret', order: 'order_test123', payment: 'pay_test456', signature: '4b3d803ddaef51894c3cf4d1d981dc6c760aab1f8a686a2408dbf7347d0bd853' };
// printf 'order_IluGWxBm9U8zJ8|pay_IH4NVgf4Dreq1l' | openssl dgst -sha256 -hmac 'EnLs21M47BllR3X8PSFtjtbd'
const VECTOR_2 = { secret: 'EnLs21M47BllR3X8PSFtjtbd', order: 'order_IluGWxBm9U8zJ8', payment: 'pay_IH4NVgf4Dreq1l', signature: 'c7a6b6e37e5fb8b5387cd93cff2f9cedbf5cb78112fd50292c56b4cecb49b80d' };

describe('the callback signature', () => {
  it('is HMAC-SHA256 hex of order_id|payment_id with the key secret (known vectors)', () => {
    for (const vector of [VECTOR_1, VECTOR_2]) {
      expect(callbackSignature(vector.secret, vector.order, vector.payment)).toBe(vector.signature);
      expect(isValidSignature(vector.secret, vector.order, vector.payment, vector.signature)).toBe(true);
      expect(isValidSignature(vector.secret, vector.order, vector.payment, vector.signature.toUpperCase())).toBe(true);
    }
  });

  it('refuses another secret, a swapped id, a changed character and anything not 64 hex characters', () => {
    const { secret, order, payment, signature } = VECTOR_1;
    expect(isValidSignature('another-secret', order, payment, signature)).toBe(false);
    expect(isValidSignature(secret, payment, order, signature)).toBe(false);
    expect(isValidSignature(secret, order, payment, `${signature.slice(0, -1)}4`)).toBe(false);
    expect(isValidSignature(secret, order, payment, signature.slice(0, 63))).toBe(false);
    expect(isValidSignature(secret, order, payment, `${signature}00`)).toBe(false);
    expect(isValidSignature(secret, order, payment, 'z'.repeat(64))).toBe(false);
  });
});

describe('the Razorpay provider', () => {
  it('creates an order through the Orders API with basic auth, in paise, and verifies with the key secret', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response(JSON.stringify({ id: 'order_IluGWxBm9U8zJ8', entity: 'order', amount: 3_149_790, currency: 'INR', receipt: 'r1', status: 'created' }), { status: 200 });
    }) as typeof fetch;
    const provider = createRazorpayProvider({ keyId: 'rzp_test_key', keySecret: VECTOR_2.secret, fetch: fakeFetch });
    expect(await provider.createOrder({ amountPaise: 3_149_790, receipt: 'r1' })).toEqual({ providerOrderId: 'order_IluGWxBm9U8zJ8', checkoutUrl: null });
    expect(requests[0]!.url).toBe('https://api.razorpay.com/v1/orders');
    expect(new Headers(requests[0]!.init.headers).get('authorization')).toBe(`Basic ${Buffer.from(`rzp_test_key:${VECTOR_2.secret}`).toString('base64')}`);
    expect(JSON.parse(String(requests[0]!.init.body))).toEqual({ amount: 3_149_790, currency: 'INR', receipt: 'r1' });
    expect(provider.keyId).toBe('rzp_test_key');
    expect(provider.verifySignature({ providerOrderId: VECTOR_2.order, providerPaymentId: VECTOR_2.payment, signature: VECTOR_2.signature })).toBe(true);
    expect(provider.verifySignature({ providerOrderId: VECTOR_2.order, providerPaymentId: 'pay_other', signature: VECTOR_2.signature })).toBe(false);
  });

  it('fails loudly when Razorpay refuses or answers another amount', async () => {
    const answering = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    const refused = createRazorpayProvider({ keyId: 'rzp_test_key', keySecret: 'secret-123', fetch: answering(401, { error: { code: 'BAD_REQUEST_ERROR' } }) });
    await expect(refused.createOrder({ amountPaise: 100, receipt: 'r' })).rejects.toThrow('HTTP 401');
    const wrong = createRazorpayProvider({ keyId: 'rzp_test_key', keySecret: 'secret-123', fetch: answering(200, { id: 'order_x', amount: 99, currency: 'INR' }) });
    await expect(wrong.createOrder({ amountPaise: 100, receipt: 'r' })).rejects.toThrow('another amount');
  });
});
