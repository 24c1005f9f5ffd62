import { describe, expect, it } from 'vitest';
import { call } from '../test-support/accounts.ts';
import { addToCart, addTraveller, completeThroughPage, initiate, newCustomer, ordinaryDeparture, packageIdOf, type OrderAnswer, type PaymentAnswer } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';
import { MAX_OPEN_OFFLINE_CLAIMS } from './pending-offline.ts';

const ctx = testAppPerFile();
const SLUG = 'tirupati-balaji-darshan';

async function paidAdvance(): Promise<{ token: string; order: OrderAnswer }> {
  const token = await newCustomer(ctx.app);
  const departure = await ordinaryDeparture(ctx.app, SLUG);
  await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: [await addTraveller(ctx.app, token)] });
  const paid = await completeThroughPage(ctx.app, token, (await initiate(ctx.app, token, 'ADVANCE')).body.data);
  return { token, order: paid.body.data.order };
}

const claim = (token: string, orderId: string, n: number) =>
  call<{ data: PaymentAnswer; message: string }>(ctx.app, 'PUT', '/payment/pending-success-offline', {
    token,
    body: { orderId, amountPaise: 100_000, reference: `UTR ${n}`, paidOn: new Date().toISOString().slice(0, 10) },
  });

// docs/security.md §33: ten claims of one order in a row, each holding up to five 5 MB proofs in the database.
describe('open offline claims of one order', () => {
  it('refuses a claim past the cap, even when all are sent at once, and takes one again once a claim is withdrawn', async () => {
    const { token, order } = await paidAdvance();
    const answers = await Promise.all(Array.from({ length: MAX_OPEN_OFFLINE_CLAIMS + 4 }, (_, n) => claim(token, order._id, n)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_OPEN_OFFLINE_CLAIMS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(MSG.tooManyOfflineClaims(MAX_OPEN_OFFLINE_CLAIMS));
    const open = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.data._id);
    expect((await call(ctx.app, 'PUT', '/payment/fail', { token, body: { paymentId: open[0], reason: 'sent twice' } })).status).toBe(200);
    expect((await claim(token, order._id, 99)).status).toBe(200);
    expect((await claim(token, order._id, 100)).status).toBe(409);
  });
});
