/**
 * The cart (issue 8) over real HTTP through the gateway: totals in paise worked out by hand from the REST price
 * table for three packages (occupancy, passenger type by age on the tour start date, the date's surcharge, GST,
 * the part-payment minimum), the coupon rules and their messages, the GST details, the api's refusals as user
 * errors, and one `GET /cart` per operation however many fields ask.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackageCard } from '../support/catalogue-rest-types.ts';
import { allMenuPackages } from '../support/catalogue-scan.ts';
import {
  addTraveller,
  ADULT,
  APPLY_COUPON,
  CART_FIELDS,
  CHILD,
  commerceSteps,
  departureWithSeats,
  gstPaise,
  money,
  onSalePackages,
  REMOVE_COUPON,
  SET_GST,
  travellerPaise,
  yearsBefore,
  type CartAnswer,
  type CartPayload,
  type RestDeparture,
} from '../support/commerce.ts';
import { contractClient } from '../support/contract-users.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '96', clientIp: '198.51.100.10', label: 'cart' });
const steps = commerceSteps(client, stack);

const packageGlobalId = (id: string) => Buffer.from(`Package:${id}`).toString('base64');
/** India's calendar day now (UTC+05:30). */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** What the cart must show for these traveller prices, by hand (GST 5 %, part payment 25 % when the tour is over 30 days away). */
function expectedTotals(prices: number[], date: string, discount = 0) {
  const subtotal = prices.reduce((sum, price) => sum + price, 0);
  const gst = gstPaise(subtotal - discount, 5);
  const total = subtotal - discount + gst;
  return {
    subtotal: money(subtotal),
    discount: money(discount),
    gstRate: 5,
    gst: money(gst),
    total: money(total),
    // 25 % rounded up to whole rupees (₹90,037.50 → ₹90,038)
    minimumAdvance: daysBetween(todayInIndia(), date) > 30 ? money(Math.ceil((total * 25) / 10_000) * 100) : null,
  };
}

const cartOf = async (token: string) => (await client.run<{ viewer: { cart: CartAnswer | null } }>(`{ viewer { cart { ${CART_FIELDS} } } }`, {}, token)).viewer.cart;
const applyCoupon = async (token: string, code: string) => (await client.run<{ applyCoupon: CartPayload }>(APPLY_COUPON, { input: { code } }, token)).applyCoupon;

let ordinaryKailash: PackageCard;
let seatOption: PackageCard;
let charDham: PackageCard;
beforeAll(async () => {
  const kailash = await onSalePackages(stack, 'kailash-mansarovar');
  const kailashOrdinary = kailash.find((card) => !card.prices.isApplySeatOption);
  const kailashSeatOption = kailash.find((card) => card.prices.packagePrice.some((row) => row.title === 'Triple Sharing' && row.passengerTypePrice.some((price) => price.passengerType === CHILD)));
  const charDhamOrdinary = (await onSalePackages(stack, 'char-dham')).find((card) => !card.prices.isApplySeatOption);
  if (!kailashOrdinary || !kailashSeatOption || !charDhamOrdinary) throw new Error('the seed lacks an ordinary Kailash, a seat-option Kailash or an ordinary Char Dham package');
  [ordinaryKailash, seatOption, charDham] = [kailashOrdinary, kailashSeatOption, charDhamOrdinary];
});

describe('cart totals, by hand from the REST price table', () => {
  it('prices two adults of an ordinary Kailash package on an ordinary date, in its only occupancy', async () => {
    const token = await client.signedInUser();
    const travellers = [await addTraveller(client, token, 'Asha', '1962-08-15'), await addTraveller(client, token, 'Ravi', '1990-01-01', 'MALE')];
    const departure = (await departureWithSeats(stack, ordinaryKailash._id, 2)) as RestDeparture;
    expect(departure.surchargePercent).toBe(0); // Kailash routes have fixed prices
    const { cart, viewer, userErrors } = await steps.addToCart(token, { packageId: packageGlobalId(ordinaryKailash._id), date: departure.date, travellerIds: travellers });
    expect(userErrors).toEqual([]);
    const occupancy = ordinaryKailash.prices.packagePrice[0]?.title as string;
    const adult = travellerPaise(ordinaryKailash, occupancy, ADULT, 0);
    expect(adult).toBe(ordinaryKailash.prices.inrPriceSpecial * 100);
    expect(cart).toMatchObject({
      package: { internalId: ordinaryKailash._id, slug: ordinaryKailash.slug },
      departure: { internalId: departure._id, date: departure.date },
      occupancy,
      travellers: [
        { traveller: { id: travellers[0], fullName: 'Asha Yatri' }, passengerType: ADULT, price: money(adult) },
        { traveller: { id: travellers[1], fullName: 'Ravi Yatri' }, passengerType: ADULT, price: money(adult) },
      ],
      coupon: null,
      gstDetails: null,
      ...expectedTotals([adult, adult], departure.date),
    });
    expect(viewer?.cart?.total).toEqual({ paise: cart?.total.paise });
    expect(await cartOf(token)).toEqual(cart);
  });

  it('answers the package’s list price (REST inrPrice) as packageListPrice while no traveller is chosen and the total is 0', async () => {
    const token = await client.signedInUser();
    const departure = (await departureWithSeats(stack, seatOption._id, 1)) as RestDeparture;
    const { cart, userErrors } = await steps.addToCart(token, { packageId: packageGlobalId(seatOption._id), date: departure.date, travellerIds: [] });
    expect(userErrors).toEqual([]);
    expect(seatOption.prices.inrPrice).toBeGreaterThan(0);
    const listPrice = (await client.run<{ viewer: { cart: { packageListPrice: { paise: number; label: string }; total: { paise: number } } | null } }>(
      '{ viewer { cart { packageListPrice { paise label } total { paise } } } }',
      {},
      token,
    )).viewer.cart;
    expect(listPrice).toEqual({ packageListPrice: { paise: seatOption.prices.inrPrice * 100, label: expect.stringMatching(/^₹[\d,]+$/) }, total: { paise: 0 } });
    expect(cart?.total.paise).toBe(0);
  });

  it('prices an adult and a child of 8 in Triple Sharing of a seat-option package', async () => {
    const token = await client.signedInUser();
    const departure = (await departureWithSeats(stack, seatOption._id, 2)) as RestDeparture;
    const travellers = [await addTraveller(client, token, 'Meera', '1980-03-01'), await addTraveller(client, token, 'Anu', yearsBefore(departure.date, 8))];
    const { cart } = await steps.addToCart(token, { packageId: packageGlobalId(seatOption._id), date: departure.date, occupancy: 'Triple Sharing', travellerIds: travellers });
    const adult = travellerPaise(seatOption, 'Triple Sharing', ADULT, departure.surchargePercent);
    const child = travellerPaise(seatOption, 'Triple Sharing', CHILD, departure.surchargePercent);
    expect(child).toBeLessThan(adult);
    expect(cart?.occupancyOptions).toEqual(seatOption.prices.packagePrice.map((row) => ({ title: row.title, adultPrice: money(travellerPaise(seatOption, row.title, ADULT, departure.surchargePercent)) })));
    expect(cart).toMatchObject({
      occupancy: 'Triple Sharing',
      travellers: [
        { passengerType: ADULT, price: money(adult) },
        { passengerType: CHILD, price: money(child) },
      ],
      ...expectedTotals([adult, child], departure.date),
    });
  });

  it('prices a date (Departure.price, the Dates tab and date picker’s `from …`) at the least check-out charges an adult that day', async () => {
    const token = await client.signedInUser();
    const departure = (await departureWithSeats(stack, seatOption._id, 1)) as RestDeparture;
    const { cart } = await steps.addToCart(token, { packageId: packageGlobalId(seatOption._id), date: departure.date, travellerIds: [] });
    const picker = await client.run<{ node: { departures: { date: string; price: { paise: number } }[] } }>(
      `query($id: ID!, $from: String) { node(id: $id) { ... on Package { departures(from: $from, first: 1) { date price { paise } } } } }`,
      { id: packageGlobalId(seatOption._id), from: departure.date },
    );
    const [shown] = picker.node.departures;
    expect(shown?.date).toBe(departure.date);
    const adultPrices = (cart?.occupancyOptions ?? []).map((option) => option.adultPrice.paise);
    expect(adultPrices.length).toBeGreaterThan(1);
    expect(shown?.price.paise).toBe(Math.min(...adultPrices));
    // By hand from the price table: each occupancy's Adult row with the date's surcharge, the cheapest of them.
    expect(shown?.price.paise).toBe(Math.min(...seatOption.prices.packagePrice.map((row) => travellerPaise(seatOption, row.title, ADULT, departure.surchargePercent))));
    expect(departure.inrPricePaise).toBe(shown?.price.paise);
  });

  it('prices a Char Dham peak date with its surcharge, a child as an adult where no child price is sold', async () => {
    const token = await client.signedInUser();
    const departure = await departureWithSeats(stack, charDham._id, 2, (candidate) => candidate.surchargePercent > 0);
    if (departure === null) throw new Error(`${charDham.slug} has no surcharged departure with 2 seats`);
    const travellers = [await addTraveller(client, token, 'Kamala', '1955-12-31'), await addTraveller(client, token, 'Ishaan', yearsBefore(departure.date, 6), 'MALE')];
    const { cart } = await steps.addToCart(token, { packageId: packageGlobalId(charDham._id), date: departure.date, travellerIds: travellers });
    const occupancy = charDham.prices.packagePrice[0]?.title as string;
    const adult = travellerPaise(charDham, occupancy, ADULT, departure.surchargePercent);
    expect(adult).toBe(Math.round((charDham.prices.inrPriceSpecial * (100 + departure.surchargePercent)) / 100) * 100);
    expect(adult).toBeGreaterThan(charDham.prices.inrPriceSpecial * 100);
    expect(cart).toMatchObject({
      travellers: [
        { passengerType: ADULT, price: money(adult) },
        { passengerType: ADULT, price: money(adult) },
      ],
      ...expectedTotals([adult, adult], departure.date),
    });
  });
});

describe('coupons', () => {
  it('applies and removes a coupon, with the discount by hand and each rule’s message verbatim', async () => {
    const token = await client.signedInUser();
    expect((await applyCoupon(token, 'PILGRIM10')).userErrors).toEqual([{ code: 'NOT_FOUND', message: 'Your cart is empty', field: null }]);
    const travellers = [await addTraveller(client, token, 'Asha', '1962-08-15'), await addTraveller(client, token, 'Ravi', '1990-01-01', 'MALE')];
    const departure = (await departureWithSeats(stack, ordinaryKailash._id, 2)) as RestDeparture;
    await steps.addToCart(token, { packageId: packageGlobalId(ordinaryKailash._id), date: departure.date, travellerIds: travellers });
    const adult = travellerPaise(ordinaryKailash, ordinaryKailash.prices.packagePrice[0]?.title as string, ADULT, 0);

    const applied = await applyCoupon(token, ' pilgrim10 ');
    const discount = Math.min(Math.round((2 * adult * 10) / 100), 500_000); // 10 % up to ₹5,000
    expect(applied.userErrors).toEqual([]);
    expect(applied.cart).toMatchObject({ coupon: { code: 'PILGRIM10', description: '10% off, up to ₹5,000' }, ...expectedTotals([adult, adult], departure.date, discount) });

    const refusals: [string, string][] = [
      ['NOPE123', 'Invalid coupon code'],
      ['DIWALI2025', 'This coupon has expired'],
      ['SHIVRATRI', 'This coupon has been fully used'],
    ];
    for (const [code, message] of refusals) {
      const refused = await applyCoupon(token, code);
      expect(refused, code).toMatchObject({ cart: null, userErrors: [{ code: 'INVALID_INPUT', message, field: 'code' }] });
      expect(refused.viewer?.cart?.total.paise, `${code} leaves the cart as it was`).toBe(applied.cart?.total.paise);
    }

    const removed = (await client.run<{ removeCoupon: CartPayload }>(REMOVE_COUPON, {}, token)).removeCoupon;
    expect(removed.cart).toMatchObject({ coupon: null, ...expectedTotals([adult, adult], departure.date) });
    const again = (await client.run<{ removeCoupon: CartPayload }>(REMOVE_COUPON, {}, token)).removeCoupon;
    expect(again).toMatchObject({ cart: { coupon: null }, userErrors: [] });
  });

  it('refuses a coupon below its minimum booking with the amount in its message', async () => {
    const token = await client.signedInUser();
    const cheap = (await allMenuPackages(stack)).find((card) => !card.isRegistration && !card.prices.isApplySeatOption && card.prices.inrPriceSpecial > 0 && card.prices.inrPriceSpecial < 40_000);
    if (cheap === undefined) throw new Error('the seed has no package under ₹40,000');
    const departure = await departureWithSeats(stack, cheap._id, 1);
    if (departure === null) throw new Error(`${cheap.slug} has no departure with a seat`);
    await steps.addToCart(token, { packageId: packageGlobalId(cheap._id), date: departure.date, travellerIds: [await addTraveller(client, token, 'Asha', '1962-08-15')] });
    expect((await applyCoupon(token, 'YATRA5000')).userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'This coupon needs a booking of at least ₹50,000', field: 'code' }]);
    const flat = await applyCoupon(token, 'FLAT1000');
    expect(flat.cart).toMatchObject({ coupon: { code: 'FLAT1000' }, discount: money(100_000) });
  });
});

describe('GST details and refusals', () => {
  it('sets, refuses and clears the GST invoice details', async () => {
    const token = await client.signedInUser();
    const departure = (await departureWithSeats(stack, ordinaryKailash._id, 1)) as RestDeparture;
    await steps.addToCart(token, { packageId: packageGlobalId(ordinaryKailash._id), date: departure.date, travellerIds: [await addTraveller(client, token, 'Asha', '1962-08-15')] });
    const set = async (input: Record<string, unknown>) => (await client.run<{ setCartGstDetails: CartPayload }>(SET_GST, { input }, token)).setCartGstDetails;
    expect((await set({ gstNumber: '27AAPFU0939F1ZA', companyName: 'Yatra Traders' })).userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'Invalid GST number', field: 'gstNumber' }]);
    const saved = await set({ gstNumber: '27aapfu 0939f1zv', companyName: 'Yatra Traders' });
    expect(saved).toMatchObject({ cart: { gstDetails: { gstNumber: '27AAPFU0939F1ZV', companyName: 'Yatra Traders' } }, userErrors: [] });
    expect((await set({ gstNumber: null })).cart?.gstDetails).toBeNull();
  });

  it('answers the api’s refusals as user errors: a date with no departure, more travellers than seats, a signed-out caller', async () => {
    const token = await client.signedInUser();
    const asha = await addTraveller(client, token, 'Asha', '1962-08-15');
    const packageId = packageGlobalId(ordinaryKailash._id);
    expect((await steps.addToCart(token, { packageId, date: '2027-01-15', travellerIds: [asha] })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'This date is not available for booking', field: 'date' },
    ]);
    const few = (await Promise.all((await onSalePackages(stack, 'kailash-mansarovar')).map(async (card) => ({ card, departure: await departureWithSeats(stack, card._id, 1, (d) => d.seatsLeft <= 3) })))).find(
      (candidate) => candidate.departure !== null,
    );
    if (few?.departure == null) throw new Error('the seed has no Kailash departure with 1 to 3 seats left');
    const many = [asha];
    while (many.length <= few.departure.seatsLeft) many.push(await addTraveller(client, token, `Yatri ${'abcd'[many.length]}`, '1970-01-01'));
    const seats = few.departure.seatsLeft;
    expect((await steps.addToCart(token, { packageId: packageGlobalId(few.card._id), date: few.departure.date, travellerIds: many })).userErrors).toEqual([
      { code: 'REJECTED', message: `Only ${seats} ${seats === 1 ? 'seat is' : 'seats are'} left on this date`, field: 'travellerIds' },
    ]);
    expect(await cartOf(token)).toBeNull();
    expect((await steps.addToCart(undefined, { packageId, date: '2027-06-12' })).userErrors).toEqual([
      { code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null },
    ]);
  });
});

describe('upstream calls of the cart', () => {
  it('reads the cart once per operation however many fields ask, and not at all after a change', async () => {
    const token = await client.signedInUser();
    const departure = (await departureWithSeats(stack, ordinaryKailash._id, 1)) as RestDeparture;
    const asha = await addTraveller(client, token, 'Asha', '1962-08-15');
    const query = `{ viewer { cart { ${CART_FIELDS} } again: cart { total { label } travellers { price { paise } } } } }`;
    const { calls } = await countUpstreamCalls(stack.proxyUrl, async () => {
      await steps.addToCart(token, { packageId: packageGlobalId(ordinaryKailash._id), date: departure.date, travellerIds: [asha] });
    });
    expect(callsTo(calls, '/cart').map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/v1/cart/add']);
    const read = await countUpstreamCalls(stack.proxyUrl, () => client.run(query, {}, token));
    expect(callsTo(read.calls, '/cart')).toHaveLength(1);
    expect(callsTo(read.calls, '/passenger/list')).toHaveLength(1);
  });
});
