import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupSharePayments } from '../db/schema/group-orders.ts';
import { call, createAccount, signInByMobile } from '../test-support/accounts.ts';
import { addTraveller, movableClock, ordinaryDeparture, packageIdOf, pressOnProviderPage, RETURN_URL } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';
import type { GroupOrder, SharePayment } from './schemas.ts';

const clock = movableClock();
const t = testAppPerFile({ now: clock.now });
const SLUG = 'varanasi-bodhgaya-tour';

// docs/security.md §34: a share's provider order stays payable after its hold; paid once the trip had left, the share was PAID.
describe('a group share paid on or after its departure date', () => {
  it('leaves the share unpaid and records the money REFUND_DUE', async () => {
    const organiser = await signInByMobile(t.app, await createAccount(t.app, { confirmEmail: false }));
    const memberAccount = await createAccount(t.app, { confirmEmail: false });
    const member = await signInByMobile(t.app, memberAccount);
    const departure = await ordinaryDeparture(t.app, SLUG, 1);
    const created = await call<{ data: GroupOrder }>(t.app, 'POST', '/group-orders', {
      token: organiser,
      body: { title: 'Temple friends', packageID: packageIdOf(SLUG), yatraDate: departure.date, members: [{ contact: memberAccount.e164, persons: 1 }], source: 'web' },
    });
    const groupId = created.body.data._id;
    await call(t.app, 'PUT', `/group-order-passenger/update-cart/${groupId}`, { token: member, body: { PassengerList: [await addTraveller(t.app, member)], source: 'web' } });
    const started = await call<{ data: SharePayment }>(t.app, 'PUT', '/group-order-passenger/init-payment', { token: member, body: { groupOrderId: groupId, returnUrl: RETURN_URL } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const minutesToTheDay = Math.ceil((Date.parse(`${departure.date}T00:00:00+05:30`) - clock.now().getTime()) / 60_000) + 60;
    clock.advanceMinutes(minutesToTheDay);
    try {
      const later = await signInByMobile(t.app, memberAccount);
      const back = await pressOnProviderPage(t.app, started.body.data, 'success');
      const body = { paymentId: back.get('paymentId'), providerPaymentId: back.get('providerPaymentId'), signature: back.get('signature') };
      expect((await call(t.app, 'PUT', '/group-order-passenger/payment-success', { token: later, body })).body).toEqual({ status: 409, message: MSG.departedRefund });
      const group = (await call<{ data: GroupOrder }>(t.app, 'GET', `/get-group-order/${groupId}`, { token: later })).body.data;
      expect(group.shares.map((share) => share.status)).not.toContain('PAID');
      const [recorded] = await t.database.db.select().from(groupSharePayments).where(eq(groupSharePayments.id, started.body.data._id));
      expect(recorded).toMatchObject({ status: 'REFUND_DUE', providerPaymentId: back.get('providerPaymentId'), failureReason: MSG.departedRefund });
      // A replay answers the same.
      expect((await call(t.app, 'PUT', '/group-order-passenger/payment-success', { token: later, body })).body).toEqual({ status: 409, message: MSG.departedRefund });
    } finally {
      clock.advanceMinutes(-minutesToTheDay);
    }
  });
});
