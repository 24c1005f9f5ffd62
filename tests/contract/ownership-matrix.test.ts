/**
 * The ownership matrix (issue 14): generated from the api's route table (its OpenAPI document). Every user
 * route (🔒) is tried with the public token (401) and by user B on user A's resources: 404/403 (a write may
 * also be refused 400 for its body), never 2xx, and no answer of B's ever holds A's data. A new user route
 * fails the coverage test until it has a case below or a reasoned exemption.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addTraveller, commerceSteps, departureWithSeats, onSalePackages } from '../support/commerce.ts';
import { contractClient } from '../support/contract-users.ts';
import { giftCardSteps } from '../support/gift-cards.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '73', clientIp: '198.51.100.73', label: 'owners' });
const CLIENT = { 'x-client-ip': '198.51.100.73', 'x-proxy-key': stack.apiProxyKey };
const internalIdOf = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1] ?? '';

/** A's resources: the ids the probes put in paths, and every one of them is a marker B must never see. */
type Owned = { email: string; traveller: string; order: string; payment: string; giftCard: string; groupOrder: string };
type Probe = { path: (a: Owned) => string } | { exempt: string };

const ORDER = (a: Owned) => a.order;
/** Routes with a path parameter: the path with A's ids, or why the route names no other user's resource. */
const PARAM_ROUTES: Record<string, Probe> = {
  'DELETE /package/delete-wishlist/{id}': { exempt: "the id is a package (public): the route removes it from the caller's own wishlist only" },
  'GET /passenger/{id}': { path: (a) => `/passenger/${a.traveller}` },
  'PUT /passenger/update/{id}': { path: (a) => `/passenger/update/${a.traveller}` },
  'DELETE /passenger/delete/{id}': { path: (a) => `/passenger/delete/${a.traveller}` },
  'GET /payment/{id}': { path: (a) => `/payment/${a.payment}` },
  'PUT /payment/history/image/{orderId}/{paymentId}/{index}': { path: (a) => `/payment/history/image/${ORDER(a)}/${a.payment}/0` },
  'GET /payment/history/image/{orderId}/{paymentId}/{index}': { path: (a) => `/payment/history/image/${ORDER(a)}/${a.payment}/0` },
  'GET /get-order/{id}': { path: (a) => `/get-order/${ORDER(a)}` },
  'DELETE /group-orders/{id}': { path: (a) => `/group-orders/${a.groupOrder}` },
  'GET /get-group-order/{id}': { path: (a) => `/get-group-order/${a.groupOrder}` },
  'GET /group-order-passenger/get-cart/{id}': { path: (a) => `/group-order-passenger/get-cart/${a.groupOrder}` },
  'PUT /group-order-passenger/update-cart/{id}': { path: (a) => `/group-order-passenger/update-cart/${a.groupOrder}` },
  'PUT /group-order-passenger/update-gst/{id}': { path: (a) => `/group-order-passenger/update-gst/${a.groupOrder}` },
  'GET /card-order/{id}': { path: (a) => `/card-order/${a.giftCard}` },
  'GET /get-order-employee/{id}': { path: (a) => `/get-order-employee/${ORDER(a)}` },
  'PUT /user/image/{imageType}/-1': { exempt: "the caller's own KYC image: no id of anyone's in the path" },
  'GET /order-passenger/documents/{orderId}': { path: (a) => `/order-passenger/documents/${ORDER(a)}` },
  'PUT /order-passenger/update-kyc/{orderId}/{passengerIndex}': { path: (a) => `/order-passenger/update-kyc/${ORDER(a)}/0` },
  'PUT /order-passenger/document/{orderId}/{passengerIndex}/{documentType}': { path: (a) => `/order-passenger/document/${ORDER(a)}/0/passport` },
  'DELETE /order-passenger/document/{orderId}/{passengerIndex}/{documentType}': { path: (a) => `/order-passenger/document/${ORDER(a)}/0/passport` },
  // Registrations: contract/registrations.test.ts proves another user's registration 404s on these three.
  'PUT /registration/image/{registrationId}/{documentType}/-1': { exempt: 'registrations.test.ts: another user’s registration is 404 (creating one needs the KMY form)' },
  'GET /registration/{id}': { exempt: 'registrations.test.ts: another user’s registration is 404 (creating one needs the KMY form)' },
  'DELETE /registration/delete/{id}': { exempt: 'registrations.test.ts: another user’s registration is 404 (creating one needs the KMY form)' },
  'PUT /registration/email/{id}': { exempt: 'registrations.test.ts: another user’s registration is 404 (creating one needs the KMY form)' },
};

/**
 * User writes without a path parameter: each acts on the caller's own rows (its cart, profile, wallet, push
 * tokens...). B's answers to them are checked for A's markers like every other answer of B's below.
 */
const CALLER_ONLY_WRITES = new Set([
  'POST /auth/logout', 'PUT /user/change-password', 'PUT /user/profile-update', 'PUT /user/email-confirmation-verify', 'POST /package/add-wishlist',
  'POST /passenger/add', 'POST /cart/add', 'POST /cart/applyCoupon', 'POST /cart/removeCoupon', 'POST /cart/applyGiftCard', 'POST /cart/removeGiftCard',
  'POST /cart/gst', 'PUT /payment/initiate', 'PUT /payment/success', 'PUT /payment/pending-success', 'PUT /payment/fail', 'PUT /payment/pending-initiate',
  'PUT /payment/pending-success-offline', 'POST /group-orders', 'PUT /group-order-passenger/init-payment', 'PUT /group-order-passenger/payment-success',
  'PUT /group-order-passenger/payment-fail', 'POST /gift-cart/add', 'POST /gift-cart/paymentinit', 'POST /gift-cart/success', 'POST /gift-cart/fail',
  'POST /review/likestat/add', 'POST /review/add', 'POST /common/faqs/add-faq', 'POST /common/faqs/comment/add', 'POST /common/faqs/faqsstatdetails/add',
  'POST /wallet/request-to-pay', 'POST /user/get-tour-guides', 'POST /user/push-token', 'PUT /user/update-kyc', 'POST /registration/addupdate',
]);

type Route = { method: string; path: string; key: string; hasParams: boolean };

async function userRoutes(): Promise<Route[]> {
  const response = await fetch(`${stack.apiBaseUrl}/openapi.json`);
  const document = (await response.json()) as { paths: Record<string, Record<string, { description?: string }>> };
  return Object.entries(document.paths).flatMap(([fullPath, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.description?.includes('🔒'))
      .map(([method, _operation]) => {
        const path = fullPath.replace(/^\/api\/v1/, '');
        return { method: method.toUpperCase(), path, key: `${method.toUpperCase()} ${path}`, hasParams: /\{[^}]+\}/.test(path.replace('/-1', '')) };
      }),
  );
}

async function send(method: string, path: string, token: string): Promise<{ status: number; text: string }> {
  const write = method !== 'GET';
  const response = await fetch(`${stack.apiBaseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...CLIENT, ...(write ? { 'content-type': 'application/json' } : {}) },
    ...(write ? { body: '{}' } : {}),
  });
  return { status: response.status, text: await response.text() };
}

let routes: Route[] = [];
let owned: Owned;
let userA = '';
let userB = '';
beforeAll(async () => {
  routes = await userRoutes();
  userA = await client.signedInUser();
  userB = await client.signedInUser();
  const travellerId = await addTraveller(client, userA, 'Asha', '1962-08-15');
  // A departure with room to spare: the booking must not sell a date out under the departures tests' feet.
  let card: Awaited<ReturnType<typeof onSalePackages>>[number] | undefined;
  let departure: Awaited<ReturnType<typeof departureWithSeats>> = null;
  for (const each of (await onSalePackages(stack, 'kailash-mansarovar')).filter((candidate) => !candidate.prices.isApplySeatOption)) {
    departure = await departureWithSeats(stack, each._id, 10);
    if (departure) {
      card = each;
      break;
    }
  }
  if (!card || !departure) throw new Error('no bookable Kailash departure in the seed');
  const order = await commerceSteps(client, stack).bookAndPay(userA, { packageId: Buffer.from(`Package:${card._id}`).toString('base64'), date: departure.date, travellerIds: [travellerId] });
  const giftCard = await giftCardSteps(client, stack).buyPaid(userA, 200_000, 'meera.owners@example.com');
  const organiser = await fetch(`${stack.apiBaseUrl}/auth/login/password`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.apiToken}`, 'content-type': 'application/json', ...CLIENT },
    body: JSON.stringify({ email: 'organiser@example.com', number: 0, password: 'Yatra@2026', deviceIDs: [{ deviceID: 'owners', deviceName: 'windows', operaingSystem: 'Windows 10', deviceType: 'web' }] }),
  });
  const organiserToken = ((await organiser.json()) as { data: { token: string } }).data.token;
  const groupOrders = JSON.parse((await send('GET', '/get-group-orders', organiserToken)).text) as { data: { _id: string }[] };
  const profile = JSON.parse((await send('GET', '/user', userA)).text) as { data: { email: string } };
  owned = {
    email: profile.data.email,
    traveller: internalIdOf(travellerId),
    order: order.internalId,
    payment: order.payments[0]?.internalId ?? '',
    giftCard: giftCard.internalId,
    groupOrder: groupOrders.data[0]?._id ?? '',
  };
  expect(Object.values(owned).every((value) => value.length > 0), JSON.stringify(owned)).toBe(true);
}, 120_000);

const leaks = (text: string) => Object.entries(owned).filter(([, marker]) => text.includes(marker)).map(([name]) => name);

describe('ownership matrix over the api route table', () => {
  it('covers every user route: a case, a caller-only write or an exemption with its reason', () => {
    expect(routes.length).toBeGreaterThan(60);
    const uncovered = routes.filter((route) => (route.hasParams ? !(route.key in PARAM_ROUTES) : route.method !== 'GET' && !CALLER_ONLY_WRITES.has(route.key)));
    expect(uncovered.map((route) => route.key), 'add a case to PARAM_ROUTES or CALLER_ONLY_WRITES').toEqual([]);
    const stale = [...Object.keys(PARAM_ROUTES), ...CALLER_ONLY_WRITES].filter((key) => !routes.some((route) => route.key === key));
    expect(stale, 'cases of routes that no longer exist').toEqual([]);
  });

  it('uses real ids: A herself reads her traveller, order, payment, gift card and order documents', async () => {
    for (const key of ['GET /passenger/{id}', 'GET /get-order/{id}', 'GET /payment/{id}', 'GET /card-order/{id}', 'GET /order-passenger/documents/{orderId}']) {
      const probe = PARAM_ROUTES[key];
      if (!probe || !('path' in probe)) throw new Error(`no case for ${key}`);
      expect((await send('GET', probe.path(owned), userA)).status, key).toBe(200);
    }
  });

  it("answers the public token 401 on every user route, A's ids in the path included", async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const probe = PARAM_ROUTES[route.key];
      const path = probe && 'path' in probe ? probe.path(owned) : route.path.replace(/\{[^}]+\}/g, 'x');
      const answer = await send(route.method, path, stack.apiToken);
      if (answer.status !== 401) wrong.push(`${route.key}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("refuses user B on each of A's resources (404/403; a write may be 400 for its body) and never shows B A's data", async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const probe = PARAM_ROUTES[route.key];
      if (probe && 'exempt' in probe) continue;
      if (!probe && route.method !== 'GET') continue; // caller-only writes: B's own rows (their answers are checked below)
      const path = probe ? probe.path(owned) : route.path;
      const answer = await send(route.method, path, userB);
      const refusedAsExpected = !probe || [403, 404].includes(answer.status) || (route.method !== 'GET' && answer.status === 400);
      const leaked = leaks(answer.text);
      if (!refusedAsExpected || leaked.length > 0) wrong.push(`${route.key}: ${answer.status}${leaked.length ? ` leaks ${leaked.join(', ')}` : ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it("gives B's own writes nothing of A's", async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((each) => CALLER_ONLY_WRITES.has(each.key) && each.key !== 'POST /auth/logout')) {
      const answer = await send(route.method, route.path, userB);
      const leaked = leaks(answer.text);
      if (answer.status >= 500 || leaked.length > 0) wrong.push(`${route.key}: ${answer.status} ${leaked.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });
});
