import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departures } from '../db/schema/departures.ts';
import { call, createAccount, signInByMobile } from '../test-support/accounts.ts';
import { addToCart, addTraveller, initiate, movableClock, ordinaryDeparture, packageIdOf, pressOnProviderPage, type OrderAnswer, type PaymentAnswer } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';

const clock = movableClock();
const ctx = testAppPerFile({ now: clock.now });
const SLUG = 'tirupati-balaji-darshan';

const seatsLeft = async (id: string) => (await ctx.database.db.select().from(departures).where(eq(departures.id, id)))[0]!.seatsLeft;

// docs/security.md §34: a provider order stays payable after its hold; paid once the trip had left, it made an order.
describe('a booking paid on or after its departure date', () => {
  it('makes no order: the money is recorded REFUND_DUE and the seats it held go back', async () => {
    const account = await createAccount(ctx.app, { confirmEmail: false });
    const token = await signInByMobile(ctx.app, account);
    const departure = await ordinaryDeparture(ctx.app, SLUG);
    const before = await seatsLeft(departure._id);
    await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: [await addTraveller(ctx.app, token)] });
    const payment = (await initiate(ctx.app, token)).body.data;
    expect(await seatsLeft(departure._id)).toBe(before - 1);
    const minutesToTheDay = Math.ceil((Date.parse(`${departure.date}T00:00:00+05:30`) - clock.now().getTime()) / 60_000) + 60;
    clock.advanceMinutes(minutesToTheDay);
    try {
      // The customer's session has run out by then: they sign in again and pay the provider order they kept.
      const later = await signInByMobile(ctx.app, account);
      const returned = await pressOnProviderPage(ctx.app, payment, 'success');
      const answer = await call(ctx.app, 'PUT', '/payment/success', {
        token: later,
        body: { paymentId: payment._id, providerPaymentId: returned.get('providerPaymentId'), signature: returned.get('signature'), source: 'web' },
      });
      expect(answer.body).toEqual({ status: 409, message: MSG.refundDue });
      const recorded = (await call<{ data: PaymentAnswer & { refundDuePaise: number } }>(ctx.app, 'GET', `/payment/${payment._id}`, { token: later })).body.data;
      expect(recorded).toMatchObject({ status: 'REFUND_DUE', refundDuePaise: payment.amountPaise });
      expect((await call<{ data: OrderAnswer[] }>(ctx.app, 'GET', '/get-orders', { token: later })).body.data).toEqual([]);
      expect(await seatsLeft(departure._id)).toBe(before);
    } finally {
      clock.advanceMinutes(-minutesToTheDay);
    }
  });
});
