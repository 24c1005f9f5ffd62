import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { USER_TOKEN } from '../../testing/fake-accounts.ts';
import { fakeCart, fakeCommerceUpstream, PACKAGE_ID, SECOND_TRAVELLER_ID } from '../../testing/fake-commerce.ts';
import { TRAVELLER_ID } from '../../testing/fake-travellers.ts';
import { failure } from '../../testing/fake-upstream.ts';
import { testGateway } from '../../testing/gateway.ts';

const signedIn = { authorization: `Bearer ${USER_TOKEN}` };
const MONEY = 'paise currency label';
const CART = /* GraphQL */ `
  package { internalId title } departure { internalId date seatsLeft price { label } } occupancy
  occupancyOptions { title adultPrice { ${MONEY} } }
  travellers { traveller { internalId fullName nationality } passengerType price { ${MONEY} } }
  subtotal { ${MONEY} } coupon { code description } discount { paise label } gstRate gst { paise label }
  total { ${MONEY} } minimumAdvance { paise } gstDetails { gstNumber companyName }
`;
const ERRORS = 'userErrors { code message field }';
const payload = (name: string, input: string) =>
  `mutation($input: ${input}!) { ${name}(input: $input) { cart { total { paise } coupon { code } } viewer { cart { subtotal { paise } } } ${ERRORS} } }`;
const ADD = payload('addToCart', 'AddToCartInput');
const APPLY = payload('applyCoupon', 'ApplyCouponInput');
const GST = payload('setCartGstDetails', 'SetCartGstDetailsInput');
const REMOVE = `mutation { removeCoupon { cart { coupon { code } discount { paise } } ${ERRORS} } }`;

const packageId = encodeGlobalId('Package', PACKAGE_ID);
const travellerIds = [encodeGlobalId('Traveller', TRAVELLER_ID), encodeGlobalId('Traveller', SECOND_TRAVELLER_ID)];

describe('Viewer.cart', () => {
  it('answers the server’s totals as Money from one /cart call, its package, departure and travellers from their loaders', async () => {
    const upstream = fakeCommerceUpstream({ cart: fakeCart([TRAVELLER_ID, SECOND_TRAVELLER_ID], 'WELCOME10') });
    const { data, errors } = await testGateway(upstream.fetch).execute(`{ viewer { cart { ${CART} } again: cart { total { paise } } } }`, {}, signedIn);
    expect(errors).toBeUndefined();
    const cart = (data?.viewer as { cart: Record<string, unknown> }).cart;
    expect(cart).toEqual({
      package: { internalId: PACKAGE_ID, title: 'Package 1' },
      departure: { internalId: expect.any(String), date: '2027-06-12', seatsLeft: 3, price: { label: '₹1,45,000.50' } },
      occupancy: 'Twin Sharing',
      occupancyOptions: [
        { title: 'Twin Sharing', adultPrice: { paise: 10_000_050, currency: 'INR', label: '₹1,00,000.50' } },
        { title: 'Single', adultPrice: { paise: 13_000_000, currency: 'INR', label: '₹1,30,000' } },
      ],
      travellers: [
        { traveller: { internalId: TRAVELLER_ID, fullName: 'Asha Rao', nationality: 'IN' }, passengerType: 'Adult', price: { paise: 10_000_050, currency: 'INR', label: '₹1,00,000.50' } },
        { traveller: { internalId: SECOND_TRAVELLER_ID, fullName: 'Ravi Rao', nationality: 'IN' }, passengerType: 'Adult', price: { paise: 10_000_050, currency: 'INR', label: '₹1,00,000.50' } },
      ],
      subtotal: { paise: 20_000_100, currency: 'INR', label: '₹2,00,001' },
      coupon: { code: 'WELCOME10', description: '10% off' },
      discount: { paise: 2_000_010, label: '₹20,000.10' },
      gstRate: 5,
      gst: { paise: 900_005, label: '₹9,000.05' },
      total: { paise: 18_900_095, currency: 'INR', label: '₹1,89,000.95' },
      minimumAdvance: { paise: 4_725_024 },
      gstDetails: null,
    });
    expect(upstream.callsTo('/cart')).toHaveLength(1);
    expect(upstream.callsTo('/cart')[0]?.authorization).toBe(`Bearer ${USER_TOKEN}`);
    expect(upstream.callsTo('/passenger/list')).toHaveLength(1);
    expect(upstream.callsTo('/packages')).toHaveLength(1);
    expect(upstream.callsTo('/package/departures')).toHaveLength(1);
  });

  it('answers the package’s list price (the cart item’s inrPrice) before any traveller is chosen, from the cart alone', async () => {
    const upstream = fakeCommerceUpstream({ cart: fakeCart([], null) });
    const { data, errors } = await testGateway(upstream.fetch).execute(`{ viewer { cart { packageListPrice { ${MONEY} } total { paise } } } }`, {}, signedIn);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ viewer: { cart: { packageListPrice: { paise: 14_500_000, currency: 'INR', label: '₹1,45,000' }, total: { paise: 0 } } } });
    expect(upstream.callsTo('/cart')).toHaveLength(1);
    expect(upstream.callsTo('/packages'), 'no catalogue call').toHaveLength(0);
  });

  it('is null when empty, and a visitor has no viewer and costs no call', async () => {
    const upstream = fakeCommerceUpstream();
    const gateway = testGateway(upstream.fetch);
    expect((await gateway.execute('{ viewer { cart { total { paise } } } }', {}, signedIn)).data).toEqual({ viewer: { cart: null } });
    expect((await gateway.execute('{ viewer { cart { total { paise } } } }')).data).toEqual({ viewer: null });
    expect(upstream.callsTo('/cart')).toHaveLength(1);
  });
});

describe('cart mutations', () => {
  it('adds with the REST body of spec §3 and answers the viewer’s cart without another /cart call', async () => {
    const upstream = fakeCommerceUpstream();
    const input = { packageId, date: ' 2027-06-12 ', occupancy: 'Twin Sharing', travellerIds, couponCode: ' welcome10 ' };
    const { data } = await testGateway(upstream.fetch).execute(ADD, { input }, signedIn);
    expect(data?.addToCart).toEqual({ cart: { total: { paise: 18_900_095 }, coupon: { code: 'WELCOME10' } }, viewer: { cart: { subtotal: { paise: 20_000_100 } } }, userErrors: [] });
    expect(upstream.callsTo('/cart/add')[0]?.body).toEqual({
      packageID: PACKAGE_ID, yatraDate: '2027-06-12', occupancy: 'Twin Sharing', PassengerList: [TRAVELLER_ID, SECOND_TRAVELLER_ID], couponCode: 'WELCOME10', source: 'web',
    });
    expect(upstream.callsTo('/cart').map((call) => call.url.pathname)).toEqual(['/api/v1/cart/add']);
  });

  it('answers IDs of another type as NOT_FOUND and a malformed date before any call', async () => {
    const upstream = fakeCommerceUpstream();
    const input = { packageId: travellerIds[0], date: '2027-02-30', travellerIds: [packageId, 'nonsense'] };
    const { data } = await testGateway(upstream.fetch).execute(ADD, { input }, signedIn);
    expect(data?.addToCart).toEqual({
      cart: null,
      viewer: { cart: null },
      userErrors: [
        { code: 'NOT_FOUND', message: 'Package not found', field: 'packageId' },
        { code: 'INVALID_INPUT', message: 'This date is not available for booking', field: 'date' },
        { code: 'NOT_FOUND', message: 'Traveller not found', field: 'travellerIds.0' },
        { code: 'NOT_FOUND', message: 'Traveller not found', field: 'travellerIds.1' },
      ],
    });
    expect(upstream.callsTo('/cart/add')).toHaveLength(0);
  });

  it('shows the api’s refusals verbatim: too few seats (409) on travellerIds, a refused date on date', async () => {
    const upstream = fakeCommerceUpstream({}, (call) =>
      (call.body as { yatraDate?: string } | undefined)?.yatraDate === '2027-01-01' ? failure(400, 'This date is not available for booking') : undefined,
    );
    const gateway = testGateway(upstream.fetch);
    const three = [...travellerIds, encodeGlobalId('Traveller', 'c'.repeat(24)), encodeGlobalId('Traveller', 'd'.repeat(24))];
    const seats = await gateway.execute(ADD, { input: { packageId, date: '2027-06-12', travellerIds: three } }, signedIn);
    expect((seats.data?.addToCart as { userErrors: unknown }).userErrors).toEqual([{ code: 'REJECTED', message: 'Only 3 seats are left on this date', field: 'travellerIds' }]);
    const date = await gateway.execute(ADD, { input: { packageId, date: '2027-01-01' } }, signedIn);
    expect((date.data?.addToCart as { userErrors: unknown }).userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'This date is not available for booking', field: 'date' }]);
  });

  it('applies and removes a coupon with the server’s messages', async () => {
    const upstream = fakeCommerceUpstream();
    const gateway = testGateway(upstream.fetch);
    const empty = await gateway.execute(APPLY, { input: { code: 'WELCOME10' } }, signedIn);
    expect((empty.data?.applyCoupon as { userErrors: unknown }).userErrors).toEqual([{ code: 'NOT_FOUND', message: 'Your cart is empty', field: null }]);
    await gateway.execute(ADD, { input: { packageId, date: '2027-06-12', travellerIds } }, signedIn);
    const refused = await gateway.execute(APPLY, { input: { code: 'NOPE' } }, signedIn);
    expect(refused.data?.applyCoupon).toEqual({ cart: null, viewer: { cart: { subtotal: { paise: 20_000_100 } } }, userErrors: [{ code: 'INVALID_INPUT', message: 'Invalid coupon code', field: 'code' }] });
    const blank = await gateway.execute(APPLY, { input: { code: '  ' } }, signedIn);
    expect((blank.data?.applyCoupon as { userErrors: unknown }).userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'Enter a coupon code', field: 'code' }]);
    const applied = await gateway.execute(APPLY, { input: { code: 'welcome10' } }, signedIn);
    expect(applied.data?.applyCoupon).toMatchObject({ cart: { coupon: { code: 'WELCOME10' } }, userErrors: [] });
    expect(upstream.callsTo('/cart/applyCoupon').at(-1)?.body).toEqual({ couponCode: 'WELCOME10', source: 'web' });
    const removed = await gateway.execute(REMOVE, {}, signedIn);
    expect(removed.data?.removeCoupon).toEqual({ cart: { coupon: null, discount: { paise: 0 } }, userErrors: [] });
  });

  it('sets and clears the GST details, the GSTIN sent upper-cased without spaces', async () => {
    const upstream = fakeCommerceUpstream({ cart: fakeCart([TRAVELLER_ID], null) });
    const gateway = testGateway(upstream.fetch);
    const set = await gateway.execute(GST, { input: { gstNumber: '27aapfu 0939f1zv', companyName: ' Yatra Traders ' } }, signedIn);
    expect(set.data?.setCartGstDetails).toMatchObject({ userErrors: [] });
    expect(upstream.callsTo('/cart/gst')[0]?.body).toEqual({ gstNumber: '27AAPFU0939F1ZV', companyName: 'Yatra Traders', source: 'web' });
    const refused = await gateway.execute(GST, { input: { gstNumber: '27AAPFU', companyName: 'X' } }, signedIn);
    expect((refused.data?.setCartGstDetails as { userErrors: unknown }).userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'Invalid GST number', field: 'gstNumber' }]);
    await gateway.execute(GST, { input: { gstNumber: null } }, signedIn);
    expect(upstream.callsTo('/cart/gst').at(-1)?.body).toEqual({ gstNumber: null, source: 'web' });
  });

  it('asks to sign in without a user token (no call) and when the api refuses the token', async () => {
    const upstream = fakeCommerceUpstream();
    const gateway = testGateway(upstream.fetch);
    const signInRequired = [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null }];
    expect((await gateway.execute(ADD, { input: { packageId, date: '2027-06-12' } })).data?.addToCart).toEqual({ cart: null, viewer: null, userErrors: signInRequired });
    expect((await gateway.execute(REMOVE)).data?.removeCoupon).toEqual({ cart: null, userErrors: signInRequired });
    expect(upstream.calls).toHaveLength(0);
    const revoked = await gateway.execute(APPLY, { input: { code: 'WELCOME10' } }, { authorization: 'Bearer revoked' });
    expect((revoked.data?.applyCoupon as { userErrors: unknown }).userErrors).toEqual(signInRequired);
  });
});
