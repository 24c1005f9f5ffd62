import type { DepartureModel } from '../rest/booking/departures.ts';
import type { CartModel } from '../rest/cart/types.ts';
import type { OrderModel } from '../rest/orders/types.ts';
import type { PaymentModel } from '../rest/payments/types.ts';
import { fakeCatalogueUpstream } from './fake-catalogue.ts';
import { USER_TOKEN, userProfile } from './fake-accounts.ts';
import { passenger, TRAVELLER_ID } from './fake-travellers.ts';
import { failure, fakeUpstream, ok, paged, type FakeReply, type RecordedCall } from './fake-upstream.ts';
import { objectId } from './fixtures.ts';
import { standardCatalogue } from './standard-catalogue.ts';

export const PACKAGE_ID = objectId('a', 1);
export const DEPARTURE_ID = objectId('d', 1);
export const SECOND_TRAVELLER_ID = 'b'.repeat(24);
/** The api's 409 when the cart's amount is not the one the customer was shown. */
export const PRICE_CHANGED = 'The price of your booking has changed. Please review it and pay again.';
/** The signature the fake provider accepts; anything else is a forgery. */
export const GOOD_SIGNATURE = 'f'.repeat(64);

const departure: DepartureModel = {
  _id: DEPARTURE_ID,
  packageId: PACKAGE_ID,
  date: '2027-06-12',
  seatsTotal: 20,
  seatsLeft: 3,
  inrPrice: 145001,
  inrPricePaise: 14_500_050,
  surchargePercent: 0,
  status: 'FEW_LEFT',
};

/** A cart of package-1 on 2027-06-12 for the given travellers at ₹1,00,000.50 each, 5 % GST, an optional 10 % coupon. */
function cartOf(travellerIds: string[], coupon: string | null, gst: CartModel['gst'] = null): CartModel {
  const subtotalPaise = travellerIds.length * 10_000_050;
  const discountPaise = coupon === null ? 0 : Math.round(subtotalPaise / 10);
  const gstPaise = Math.round(((subtotalPaise - discountPaise) * 5) / 100);
  const totalPaise = subtotalPaise - discountPaise + gstPaise;
  return {
    _id: 'c'.repeat(24),
    items: [
      {
        packageID: PACKAGE_ID,
        yatraDate: departure.date,
        departureId: DEPARTURE_ID,
        seatsLeft: departure.seatsLeft,
        occupancy: 'Twin Sharing',
        occupancyOptions: [
          { title: 'Twin Sharing', adultPricePaise: 10_000_050 },
          { title: 'Single', adultPricePaise: 13_000_000 },
        ],
        packageDetails: { _id: PACKAGE_ID, slug: 'package-1', title: 'Package 1', image: '/media/packages/package-1', prices: { inrPrice: 145000 } },
        PassengerList: travellerIds.map((id, index) => ({
          passengerId: id,
          firstname: index === 0 ? 'Asha' : 'Ravi',
          lastname: 'Rao',
          gender: index === 0 ? 'female' : 'male',
          dob: index === 0 ? '1962-08-15' : '1990-01-01',
          passengerType: 'Adult',
          pricePaise: 10_000_050,
        })),
      },
    ],
    coupon: coupon === null ? null : { code: coupon, description: '10% off' },
    gst,
    gstRatePercent: 5,
    subtotalPaise,
    discountPaise,
    gstPaise,
    totalPaise,
    minimumAdvancePaise: Math.ceil(totalPaise / 4),
    giftCard: null,
    giftCardPaise: 0,
    amountDuePaise: totalPaise,
    inrPrice: Math.ceil(totalPaise / 100),
  };
}

export function fakeOrder(n: number, overrides: Partial<OrderModel> = {}): OrderModel {
  return {
    _id: objectId('e', n),
    reference: `PT-2027-${String(n).padStart(6, '0')}`,
    status: 'PROCESSING',
    packageId: objectId('a', n),
    packageSlug: `package-${n}`,
    packageTitle: `Package ${n}`,
    departureDate: '2027-06-12',
    occupancy: 'Twin Sharing',
    passengers: [{ firstname: 'Asha', lastname: 'Rao', gender: 'female', dob: '1962-08-15', passengerType: 'Adult', pricePaise: 10_000_050 }],
    couponCode: null,
    subtotalPaise: 10_000_050,
    discountPaise: 0,
    gstPaise: 500_003,
    totalPaise: 10_500_053,
    paidPaise: 10_500_053,
    balancePaise: 0,
    payments: [],
    giftCardPaise: 0,
    giftCards: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function payment(n: number, overrides: Partial<PaymentModel>): PaymentModel {
  return {
    _id: objectId('f', n),
    orderId: null,
    kind: 'FULL',
    amountPaise: 0,
    status: 'CREATED',
    provider: 'test',
    providerOrderId: `test_order_${n}`,
    providerPaymentId: null,
    checkoutUrl: `http://api.test/payment-provider/test/test_order_${n}`,
    providerKeyId: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    paidAt: null,
    refundDuePaise: 0,
    walletType: null,
    ...overrides,
  };
}

/**
 * A fake api with one user (`USER_TOKEN`, travellers Asha and Ravi) holding a cart, payments and orders in memory,
 * over the standard fake catalogue (package-1 departs on 2027-06-12). Its rules are the fixture's, not the api's:
 * enough to see what the gateway sends and how it maps the answers. `override` answers first when it returns a reply.
 */
export function fakeCommerceUpstream(state: { cart?: CartModel | null; orders?: OrderModel[] } = {}, override?: (call: RecordedCall) => FakeReply | undefined) {
  let cart = state.cart ?? null;
  const orders = [...(state.orders ?? [])];
  const payments = new Map<string, PaymentModel>();
  const catalogue = standardCatalogue();
  catalogue.departures = [departure];
  const catalogueFetch = fakeCatalogueUpstream(catalogue).fetch;
  const travellers = [passenger(), passenger({ _id: SECOND_TRAVELLER_ID, firstname: 'Ravi', gender: 'male', dob: '1990-01-01' })];
  const cartAnswer = () => ok({ data: cart });

  const settle = (found: PaymentModel, providerPaymentId: string): FakeReply => {
    const paid = { ...found, status: 'SUCCEEDED' as const, providerPaymentId, paidAt: '2026-11-23T10:05:00.000Z' };
    payments.set(paid._id, paid);
    let order = orders.find((candidate) => candidate._id === found.orderId);
    if (order === undefined) {
      const booked = cart ?? cartOf([TRAVELLER_ID], null);
      order = fakeOrder(orders.length + 1, { packageId: PACKAGE_ID, totalPaise: booked.totalPaise, paidPaise: 0, balancePaise: booked.totalPaise });
      orders.unshift(order);
      cart = null;
    }
    payments.set(paid._id, { ...paid, orderId: order._id });
    Object.assign(order, { paidPaise: order.paidPaise + paid.amountPaise, balancePaise: order.balancePaise - paid.amountPaise, payments: [...order.payments.filter((listed) => listed._id !== paid._id), { ...paid, orderId: order._id }] });
    return ok({ payment: { ...paid, orderId: order._id }, order });
  };

  const routes: Record<string, (call: RecordedCall, id: string) => FakeReply | undefined> = {
    'GET /user': () => ok(userProfile()),
    'GET /passenger/list': () => ok(travellers),
    'GET /cart': cartAnswer,
    'POST /cart/add': (call) => {
      const body = call.body as { PassengerList: string[]; couponCode?: string };
      if (body.PassengerList.length > departure.seatsLeft) return failure(409, `Only ${departure.seatsLeft} seats are left on this date`);
      cart = cartOf(body.PassengerList, body.couponCode ?? null);
      return cartAnswer();
    },
    'POST /cart/applyCoupon': (call) => {
      if (cart === null) return failure(404, 'Your cart is empty');
      const code = (call.body as { couponCode: string }).couponCode;
      if (code !== 'WELCOME10') return failure(400, 'Invalid coupon code');
      cart = cartOf(cart.items[0].PassengerList.map((line) => line.passengerId), code, cart.gst);
      return cartAnswer();
    },
    'POST /cart/removeCoupon': () => {
      if (cart !== null) cart = cartOf(cart.items[0].PassengerList.map((line) => line.passengerId), null, cart.gst);
      return cartAnswer();
    },
    'POST /cart/gst': (call) => {
      const body = call.body as { gstNumber: string | null; companyName?: string };
      if (cart === null) return failure(404, 'Your cart is empty');
      if (body.gstNumber !== null && body.gstNumber.length !== 15) return failure(400, 'Invalid GST number');
      cart = { ...cart, gst: body.gstNumber === null ? null : { gstNumber: body.gstNumber, companyName: body.companyName ?? '' } };
      return cartAnswer();
    },
    'PUT /payment/initiate': (call) => {
      if (cart === null) return failure(400, 'Your cart is empty');
      const { kind, expectedAmountPaise } = call.body as { kind: 'FULL' | 'ADVANCE'; expectedAmountPaise?: number };
      const amountPaise = kind === 'FULL' ? cart.totalPaise : (cart.minimumAdvancePaise ?? 0);
      if (expectedAmountPaise !== undefined && expectedAmountPaise !== amountPaise) return failure(409, PRICE_CHANGED);
      const created = payment(payments.size + 1, { kind, amountPaise });
      payments.set(created._id, created);
      return ok(created);
    },
    'PUT /payment/pending-initiate': (call) => {
      const order = orders.find((candidate) => candidate._id === (call.body as { orderId: string }).orderId);
      if (order === undefined) return failure(404, 'Order not found');
      if (order.balancePaise === 0) return failure(400, 'Nothing is due on this order');
      const created = payment(payments.size + 1, { kind: 'BALANCE', orderId: order._id, amountPaise: order.balancePaise });
      payments.set(created._id, created);
      order.payments = [...order.payments, created]; // like the api: a balance payment is on its order from the start
      return ok(created);
    },
    'PUT /payment/success': (call) => confirm(call, false),
    'PUT /payment/pending-success': (call) => confirm(call, true),
    'PUT /payment/fail': (call) => {
      const found = payments.get((call.body as { paymentId: string }).paymentId);
      if (found === undefined) return failure(404, 'Payment not found');
      if (found.status === 'SUCCEEDED') return failure(409, 'This payment has already succeeded');
      const failed = { ...found, status: 'FAILED' as const };
      payments.set(failed._id, failed);
      return ok(failed);
    },
    'GET /payment': (_call, id) => {
      const found = payments.get(id) ?? orders.flatMap((order) => order.payments).find((listed) => listed._id === id);
      return found === undefined ? failure(404, 'Payment not found') : ok(found);
    },
    'GET /get-order': (_call, id) => {
      const order = orders.find((candidate) => candidate._id === id);
      return order === undefined ? failure(404, 'Order not found') : ok(order);
    },
    'GET /get-orders': (call) => {
      const query = call.url.searchParams;
      const status = query.get('status');
      const [page, limit] = [Number(query.get('page')), Number(query.get('limit'))];
      if (limit > 50) return failure(400, "Invalid query parameter 'limit': must be at most 50");
      const matching = orders.filter((order) => status === null || order.status === status);
      return paged(matching.slice((page - 1) * limit, page * limit), matching.length, page, limit);
    },
    'GET /get-orders-count': (call) =>
      ok(Object.fromEntries(call.url.searchParams.getAll('status').map((status) => [status, orders.filter((order) => order.status === status).length]))),
  };

  function confirm(call: RecordedCall, balance: boolean): FakeReply {
    const body = call.body as { paymentId: string; providerPaymentId: string; signature: string };
    const found = payments.get(body.paymentId);
    if (found === undefined) return failure(404, 'Payment not found');
    // Stricter than the api (which settles either kind on either route): the wrong route is refused, so tests see the gateway pick.
    if ((found.kind === 'BALANCE') !== balance) return failure(409, 'Wrong confirmation route for this payment');
    if (body.signature !== GOOD_SIGNATURE) return failure(400, 'Payment verification failed');
    if (found.status === 'FAILED') return failure(409, 'This payment has failed');
    if (found.status === 'SUCCEEDED') {
      const order = orders.find((candidate) => candidate.payments.some((paid) => paid._id === found._id));
      return ok({ payment: { ...found, orderId: order?._id ?? null }, order });
    }
    return settle(found, body.providerPaymentId);
  }

  return fakeUpstream(async (url, call) => {
    const overridden = override?.(call);
    if (overridden) return overridden;
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const exact = routes[`${call.method} ${path}`];
    const [, base, id] = /^(\/[^/]+)\/([^/]+)$/.exec(path) ?? [];
    const byId = base === undefined ? undefined : routes[`${call.method} ${base}`];
    const handler = exact ?? (base === '/get-order' || (base === '/payment' && call.method === 'GET') ? byId : undefined);
    if (handler !== undefined) {
      if (call.authorization !== `Bearer ${USER_TOKEN}`) return failure(401, 'Please sign in to continue');
      return handler(call, id ?? '');
    }
    const response = await catalogueFetch(url.href, { method: call.method, headers: call.headers });
    return { status: response.status, body: await response.json() };
  });
}

export { cartOf as fakeCart };
