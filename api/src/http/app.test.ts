import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import { authHeaders, createTestApp, TEST_TOKEN, type TestApp } from '../test-support/test-app.ts';
import { tokenFromHeader } from './auth.ts';
import { UNAUTHORIZED_MESSAGE } from './errors.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.database.close();
});

describe('authorization', () => {
  it('answers 401 with the contract message when no Authorization header is sent', async () => {
    const response = await ctx.app.request('/api/v1/categorymenu');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 401, message: UNAUTHORIZED_MESSAGE });
  });

  it('answers 401 when the token is wrong, bare or as Bearer', async () => {
    for (const header of ['wrong-token', 'Bearer wrong-token', `${TEST_TOKEN}x`, 'Bearer ']) {
      const response = await ctx.app.request('/api/v1/categorymenu', { headers: { Authorization: header } });
      expect(response.status, header).toBe(401);
    }
  });

  it('accepts the public token bare and as a Bearer token', async () => {
    for (const header of [TEST_TOKEN, `Bearer ${TEST_TOKEN}`, `bearer ${TEST_TOKEN}`]) {
      const response = await ctx.app.request('/api/v1/categorymenu', { headers: { Authorization: header } });
      expect(response.status, header).toBe(200);
    }
  });

  it('leaves health and openapi.json open', async () => {
    expect((await ctx.app.request('/api/v1/health')).status).toBe(200);
    expect((await ctx.app.request('/api/v1/openapi.json')).status).toBe(200);
  });

  it('accepts a token recognised by a plugged-in user-token resolver', async () => {
    const app = createApp({
      db: ctx.database.db,
      publicToken: TEST_TOKEN,
      userTokenResolvers: [{ resolve: async (token) => (token === 'user-token-1' ? { kind: 'user', userId: 'u1' } : null) }],
    });
    expect((await app.request('/api/v1/categorymenu', { headers: { Authorization: 'Bearer user-token-1' } })).status).toBe(200);
    expect((await app.request('/api/v1/categorymenu', { headers: { Authorization: 'Bearer user-token-2' } })).status).toBe(401);
  });

  it('reads the token from bare and Bearer header forms', () => {
    expect(tokenFromHeader('abc')).toBe('abc');
    expect(tokenFromHeader('Bearer abc')).toBe('abc');
    expect(tokenFromHeader('  BEARER   abc  ')).toBe('abc');
    expect(tokenFromHeader(undefined)).toBeNull();
    expect(tokenFromHeader('   ')).toBeNull();
  });
});

describe('errors', () => {
  it('refuses a body over 64 KB with 413 before reading it', async () => {
    const response = await ctx.app.request('/api/v1/auth/login/password', {
      method: 'POST',
      headers: { ...authHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: 413 });
  });

  it('refuses an over-long password with a readable 400 instead of hashing it', async () => {
    const response = await ctx.app.request('/api/v1/auth/login/password', {
      method: 'POST',
      headers: { ...authHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(300) }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('password');
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await ctx.app.request('/api/v1/no-such-route', { headers: authHeaders });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: 'Not found: GET /api/v1/no-such-route' });
  });

  it('answers an unexpected failure with a generic 500 and logs it with the request id', async () => {
    const failingDb = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('database exploded');
        },
      },
    ) as Db;
    const logged: unknown[][] = [];
    const app = createApp({ db: failingDb, publicToken: TEST_TOKEN, logger: { error: (...args: unknown[]) => void logged.push(args) } });
    const response = await app.request('/api/v1/health');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ status: 500, message: 'Internal server error' });
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(String(logged[0]?.[0])).toContain(`[${requestId}]`);
  });
});

describe('openapi.json', () => {
  it("marks every field the api may answer null with 3.0's nullable too, as GraphQL Mesh reads it", async () => {
    type Schema = { properties: Record<string, Schema>; items: Schema; type?: unknown; nullable?: boolean };
    const { components } = (await (await ctx.app.request('/api/v1/openapi.json')).json()) as { components: { schemas: Record<string, Schema> } };
    expect(components.schemas['PackageCard']?.properties['tourLabel']).toEqual({ type: ['string', 'null'], nullable: true });
    const collectionGroup = components.schemas['SearchResult']?.properties['collection']?.items;
    expect(collectionGroup?.properties['slug']).toEqual({ type: ['string', 'null'], nullable: true });
    expect(collectionGroup?.properties['title']).toEqual({ type: 'string' });
  });

  it('publishes an OpenAPI 3.1 document listing every route', async () => {
    const response = await ctx.app.request('/api/v1/openapi.json');
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown>; servers?: { url: string }[] };
    expect(document.servers?.[0]?.url, 'a server, so generated clients know where the paths are').toBe('/');
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/v1/catalogue/packages/{_id}/prices',
        '/api/v1/category-stats',
        '/api/v1/categorylist',
        '/api/v1/categorymenu',
        '/api/v1/content',
        '/api/v1/get-category-stat-by-slug/{slug}',
        '/api/v1/get-trending-data',
        '/api/v1/health',
        '/api/v1/health/live',
        '/api/v1/health/ready',
        '/api/v1/package-data',
        '/api/v1/package-data/{slug}',
        '/api/v1/package/picker-list',
        '/api/v1/package/departures',
        '/api/v1/package/departures/{packageId}',
        '/api/v1/packages',
        '/api/v1/search/{query}',
        '/media/{kind}/{name}',
        '/media/clips/{file}',
        '/api/v1/blog-categories',
        '/api/v1/blogs',
        '/api/v1/news-categories',
        '/api/v1/news',
        '/api/v1/collections',
        '/api/v1/webstory-list',
        '/api/v1/webstory',
        '/api/v1/videos',
        '/api/v1/photo-albums',
        '/api/v1/refunds-due',
        '/api/v1/refunds-due/{id}/refunded',
        '/api/v1/page',
        '/api/v1/page/kmy-register/{x}',
        '/api/v1/noticeboard-site',
        '/api/v1/package/kmy-resiger-package-list',
        '/api/v1/user/add-user',
        '/api/v1/user/send-opt',
        '/api/v1/user/user-verify',
        '/api/v1/auth/login-otp',
        '/api/v1/auth/login/otp',
        '/api/v1/auth/login/password',
        '/api/v1/auth/logout',
        '/api/v1/otp/send',
        '/api/v1/otp/resend',
        '/api/v1/otp/verify',
        '/api/v1/user/forgot-password',
        '/api/v1/user/otp-verify-for-reset',
        '/api/v1/user/reset-password',
        '/api/v1/user',
        '/api/v1/user/profile-update',
        '/api/v1/user/change-password',
        '/api/v1/user/email-confirmation-otp',
        '/api/v1/user/email-confirmation-verify',
        '/api/v1/dev/outbox',
        '/api/v1/package/get-wishlistids',
        '/api/v1/package/add-wishlist',
        '/api/v1/package/delete-wishlist/{id}',
        '/api/v1/package/get-wishlist',
        '/api/v1/package/recently-visit',
        '/api/v1/passenger/list',
        '/api/v1/passenger/add',
        '/api/v1/passenger/{id}',
        '/api/v1/passenger/update/{id}',
        '/api/v1/passenger/delete/{id}',
        '/api/v1/cart',
        '/api/v1/cart/add',
        '/api/v1/cart/applyCoupon',
        '/api/v1/cart/removeCoupon',
        '/api/v1/cart/gst',
        '/api/v1/cart/applyGiftCard',
        '/api/v1/cart/removeGiftCard',
        '/api/v1/gift-cart/add',
        '/api/v1/gift-cart/paymentinit',
        '/api/v1/gift-cart/success',
        '/api/v1/gift-cart/fail',
        '/api/v1/card-order/get-user-order',
        '/api/v1/card-order/{id}',
        '/api/v1/payment/initiate',
        '/api/v1/payment/success',
        '/api/v1/payment/fail',
        '/api/v1/payment/pending-initiate',
        '/api/v1/payment/pending-success',
        '/api/v1/payment/pending-success-offline',
        '/api/v1/payment/history/image/{orderId}/{paymentId}/{index}',
        '/api/v1/payment/{id}',
        '/api/v1/get-orders-count',
        '/api/v1/get-orders',
        '/api/v1/get-order/{id}',
        '/api/v1/group-orders',
        '/api/v1/group-orders/{id}',
        '/api/v1/group-orders/staff/refund-payment/{id}',
        '/api/v1/get-group-orders',
        '/api/v1/get-group-order/{id}',
        '/api/v1/group-order-passenger/get-cart/{id}',
        '/api/v1/group-order-passenger/update-cart/{id}',
        '/api/v1/group-order-passenger/update-gst/{id}',
        '/api/v1/group-order-passenger/init-payment',
        '/api/v1/group-order-passenger/payment-success',
        '/api/v1/group-order-passenger/payment-fail',
        '/payment-provider/test/{providerOrderId}',
        '/payment/webhook/razorpay',
        '/api/v1/user/enquiry',
        '/api/v1/subscriber/subscribe',
        '/api/v1/zoommeeting/upcoming',
        '/api/v1/enquiry/call',
        '/api/v1/enquiry/create',
        '/api/v1/enquiry/quick',
        '/api/v1/enquiry/verify',
        '/api/v1/enquiry/quick/verify',
        '/api/v1/enquiry/resend',
        '/api/v1/zoommeeting/add-subscriber',
        '/api/v1/reviews/public/formateby/{format}/{featured}',
        '/api/v1/review/{id}',
        '/api/v1/reviews/aggregate',
        '/api/v1/reviews',
        '/api/v1/get-employee-coupon-list',
        '/api/v1/get-employee-applying-coupon-history',
        '/api/v1/get-order-employee/{id}',
        '/api/v1/user/get-tour-guides',
        '/api/v1/tour-guides',
        '/api/v1/tour-guides/departures/{departureId}',
        '/api/v1/user/push-token',
        '/api/v1/review/add',
        '/api/v1/reviews/likestat/{type}/{id}',
        '/api/v1/reviews/likestat/{type}',
        '/api/v1/review/likestat/add',
        '/api/v1/common/faqs-list/{a}/{b}',
        '/api/v1/common/faqs/add-faq',
        '/api/v1/common/faqs/comment/add',
        '/api/v1/common/faqs/faqsstatdetails/add',
        '/api/v1/common/faqs/staff/{id}/answer',
        '/api/v1/weather',
        '/api/v1/package/weather-list-site',
        '/api/v1/weather-category',
        '/api/v1/weather-search',
        '/api/v1/get-wallet',
        '/api/v1/wallet/transactions-paging',
        '/api/v1/wallet/request-to-pay',
        '/api/v1/wallet/staff/credit',
        '/api/v1/wallet/staff/cancel-order/{id}',
        '/api/v1/wallet/staff/refund-payment/{id}',
        '/api/v1/user/kyc',
        '/api/v1/user/update-kyc',
        '/api/v1/user/image/{imageType}/-1',
        '/api/v1/kyc/users/{userId}',
        '/api/v1/kyc/users/{userId}/status',
        '/api/v1/order-passenger/documents/{orderId}',
        '/api/v1/order-passenger/update-kyc/{orderId}/{passengerIndex}',
        '/api/v1/order-passenger/document/{orderId}/{passengerIndex}/{documentType}',
        '/api/v1/countries',
        '/api/v1/cities/{countryId}',
        '/api/v1/registration',
        '/api/v1/registration/addupdate',
        '/api/v1/registration/{id}',
        '/api/v1/registration/delete/{id}',
        '/api/v1/registration/email/{id}',
        '/api/v1/registration/image/{registrationId}/{documentType}/-1',
      ].sort(),
    );
  });
});
