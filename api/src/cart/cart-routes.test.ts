import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { departures } from '../db/schema/departures.ts';
import { call } from '../test-support/accounts.ts';
import { addToCart, addTraveller, departuresOf, newCustomer, ordinaryDeparture, packageIdOf, type CartAnswer } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const ctx = testAppPerFile();
const VARANASI = 'varanasi-tour-package';
let token: string;
let asha: string;
let ravi: string;

beforeAll(async () => {
  token = await newCustomer(ctx.app);
  asha = await addTraveller(ctx.app, token);
  ravi = await addTraveller(ctx.app, token, { firstname: 'Ravi', gender: 'male', dob: '1960-02-01' });
});

const cartOf = async (answer: { body: { data: { data: CartAnswer } } }) => answer.body.data.data;

describe('POST /cart/add', () => {
  it('prices two adults on an ordinary Varanasi date: ₹14,999 each, 5 % GST, all in paise', async () => {
    const departure = await ordinaryDeparture(ctx.app, VARANASI);
    const answer = await addToCart(ctx.app, token, { packageID: packageIdOf(VARANASI), yatraDate: departure.date, PassengerList: [asha, ravi] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const cart = await cartOf(answer);
    expect(cart).toMatchObject({ subtotalPaise: 2_999_800, discountPaise: 0, gstPaise: 149_990, totalPaise: 3_149_790, inrPrice: 31_498, coupon: null });
    expect(cart.minimumAdvancePaise).toBe(787_500); // 3,149,790 × 25 / 100 = ₹7,874.475, rounded up to whole rupees: ₹7,875
    expect(cart.items[0]).toMatchObject({ yatraDate: departure.date, occupancy: 'Per Person (Twin Sharing)' });
    const stored = await call<{ data: { data: CartAnswer } }>(ctx.app, 'GET', '/cart', { token });
    expect(stored.body.data.data).toEqual(cart);
  });

  it('answers 404 for an unknown package and for a traveller that is not the caller’s', async () => {
    const departure = await ordinaryDeparture(ctx.app, VARANASI);
    const unknown = await addToCart(ctx.app, token, { packageID: '0123456789abcdef01234567', yatraDate: departure.date, PassengerList: [] });
    expect(unknown.body).toEqual({ status: 404, message: 'Package not found' });
    const other = await newCustomer(ctx.app);
    const theirs = await addTraveller(ctx.app, other);
    const stolen = await addToCart(ctx.app, token, { packageID: packageIdOf(VARANASI), yatraDate: departure.date, PassengerList: [asha, theirs] });
    expect(stolen.body).toEqual({ status: 404, message: 'Traveller not found' });
  });

  it('refuses a date without a departure, a past date and a Coming Soon.. package', async () => {
    const refused = { status: 400, message: 'This date is not available for booking' };
    expect((await addToCart(ctx.app, token, { packageID: packageIdOf(VARANASI), yatraDate: '2031-02-30', PassengerList: [] })).status).toBe(400);
    expect((await addToCart(ctx.app, token, { packageID: packageIdOf(VARANASI), yatraDate: '2020-01-01', PassengerList: [asha] })).body).toEqual(refused);
    const [first] = await departuresOf(ctx.app, VARANASI);
    const dayBefore = new Date(Date.parse(`${first!.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await addToCart(ctx.app, token, { packageID: packageIdOf(VARANASI), yatraDate: dayBefore, PassengerList: [asha] })).body).toEqual(refused);
    const comingSoon = await addToCart(ctx.app, token, { packageID: packageIdOf('char-dham-yatra-2027'), yatraDate: first!.date, PassengerList: [asha] });
    expect(comingSoon.body).toEqual({ status: 404, message: 'Package not found' });
  });

  it('answers 409 with the seats left when more travellers than seats are asked', async () => {
    const departure = await ordinaryDeparture(ctx.app, 'badrinath-yatra-from-haridwar');
    await ctx.database.db.update(departures).set({ seatsLeft: 1 }).where(eq(departures.id, departure._id));
    const answer = await addToCart(ctx.app, token, { packageID: packageIdOf('badrinath-yatra-from-haridwar'), yatraDate: departure.date, PassengerList: [asha, ravi] });
    expect(answer.body).toEqual({ status: 409, message: 'Only 1 seat is left on this date' });
  });

  it('refuses an unknown occupancy, naming the ones sold', async () => {
    const departure = await ordinaryDeparture(ctx.app, '12-jyotirlinga-yatra');
    const answer = await addToCart(ctx.app, token, { packageID: packageIdOf('12-jyotirlinga-yatra'), yatraDate: departure.date, PassengerList: [asha], occupancy: 'Quad Sharing' });
    expect(answer.body).toEqual({ status: 400, message: "Invalid body field 'occupancy': must be one of Twin Sharing, Triple Sharing, Single Occupancy" });
  });

  it('prices a child by the child price of the occupancy, and saves nothing when its coupon is refused', async () => {
    const departure = await ordinaryDeparture(ctx.app, '12-jyotirlinga-yatra');
    const birthday = new Date(Date.parse(`${departure.date}T00:00:00Z`) - 8 * 366 * 86_400_000).toISOString().slice(0, 10);
    const child = await addTraveller(ctx.app, token, { firstname: 'Meera', dob: birthday });
    const body = { packageID: packageIdOf('12-jyotirlinga-yatra'), yatraDate: departure.date, PassengerList: [asha, ravi, child], occupancy: 'Triple Sharing' };
    const before = (await call<{ data: { data: CartAnswer } }>(ctx.app, 'GET', '/cart', { token })).body.data.data;
    const refused = await addToCart(ctx.app, token, { ...body, couponCode: 'DIWALI2025' });
    expect(refused.body).toEqual({ status: 400, message: 'This coupon has expired' });
    expect((await call<{ data: { data: CartAnswer } }>(ctx.app, 'GET', '/cart', { token })).body.data.data).toEqual(before);
    const cart = await cartOf(await addToCart(ctx.app, token, { ...body, couponCode: 'pilgrim10' }));
    expect(cart.items[0]!.PassengerList.map((traveller) => [traveller.passengerType, traveller.pricePaise])).toEqual([
      ['Adult', 10_850_000],
      ['Adult', 10_850_000],
      ['Child (5-11 yrs)', 8_500_000],
    ]);
    expect(cart).toMatchObject({ coupon: { code: 'PILGRIM10' }, subtotalPaise: 30_200_000, discountPaise: 500_000, gstPaise: 1_485_000, totalPaise: 31_185_000 });
  });
});

describe('coupons', () => {
  beforeAll(async () => {
    const departure = await ordinaryDeparture(ctx.app, VARANASI);
    await addToCart(ctx.app, token, { packageID: packageIdOf(VARANASI), yatraDate: departure.date, PassengerList: [asha] });
  });
  const apply = (couponCode: string) => call<{ data: { data: CartAnswer } }>(ctx.app, 'POST', '/cart/applyCoupon', { token, body: { couponCode, source: 'web' } });

  it('answers each rule with its message', async () => {
    expect((await apply('NOSUCHCODE')).body).toEqual({ status: 400, message: 'Invalid coupon code' });
    expect((await apply('DIWALI2025')).body).toEqual({ status: 400, message: 'This coupon has expired' });
    expect((await apply('YATRA5000')).body).toEqual({ status: 400, message: 'This coupon needs a booking of at least ₹50,000' });
    expect((await apply('SHIVRATRI')).body).toEqual({ status: 400, message: 'This coupon has been fully used' });
  });

  it('applies a flat coupon, then removes it (twice: idempotent)', async () => {
    const applied = await apply(' flat1000 ');
    expect(applied.body.message).toBe('Coupon applied');
    // ₹14,999 − ₹1,000 = ₹13,999; GST ₹699.95.
    expect(applied.body.data.data).toMatchObject({ coupon: { code: 'FLAT1000' }, subtotalPaise: 1_499_900, discountPaise: 100_000, gstPaise: 69_995, totalPaise: 1_469_895 });
    for (let time = 0; time < 2; time += 1) {
      const removed = await call<{ data: { data: CartAnswer } }>(ctx.app, 'POST', '/cart/removeCoupon', { token, body: { source: 'web' } });
      expect(removed.body.data.data).toMatchObject({ coupon: null, discountPaise: 0, totalPaise: 1_574_895 });
    }
  });

  it('answers 404 Your cart is empty without a cart', async () => {
    const stranger = await newCustomer(ctx.app);
    const answer = await call(ctx.app, 'POST', '/cart/applyCoupon', { token: stranger, body: { couponCode: 'FLAT1000' } });
    expect(answer.body).toEqual({ status: 404, message: 'Your cart is empty' });
    expect((await call<{ data: { data: null } }>(ctx.app, 'GET', '/cart', { token: stranger })).body.data).toEqual({ data: null });
  });
});

describe('POST /cart/gst', () => {
  it('saves a valid GSTIN, refuses a wrong check character and clears with null', async () => {
    const gst = (gstNumber: string | null) => call<{ data: { data: { gst: unknown } } }>(ctx.app, 'POST', '/cart/gst', { token, body: { gstNumber, companyName: 'Shiv Yatra Trust', source: 'web' } });
    expect((await gst('27aapfu0939f1zv')).body.data.data.gst).toEqual({ gstNumber: '27AAPFU0939F1ZV', companyName: 'Shiv Yatra Trust' });
    expect((await gst('27AAPFU0939F1ZA')).body).toEqual({ status: 400, message: 'Invalid GST number' });
    expect((await gst(null)).body.data.data.gst).toBeNull();
  });
});
