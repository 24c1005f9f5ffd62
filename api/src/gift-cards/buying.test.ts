import { describe, expect, it } from 'vitest';
import { call, createAccount, outboxFor, signInByMobile } from '../test-support/accounts.ts';
import { newCustomer, pressOnProviderPage } from '../test-support/commerce.ts';
import { addGiftCard, buyGiftCard, initGiftCardPayment, type GiftCardAnswer } from '../test-support/gift-cards.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const ctx = testAppPerFile();
type Lists = { data: { sent: GiftCardAnswer[]; received: GiftCardAnswer[] } };

describe('buying a gift card', () => {
  it('records razorpay as the method, issues a code on a verified success and e-mails it to the recipient', async () => {
    const token = await newCustomer(ctx.app);
    const { card, code } = await buyGiftCard(ctx.app, token, 500_000, 'meera.buying@example.com');
    expect(card).toMatchObject({ status: 'PAID', amountPaise: 500_000, balancePaise: 500_000, paymentMethod: 'razorpay', provider: 'test', sent: true });
    expect(code).toMatch(/^GIFT(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    const [mail] = await outboxFor(ctx.app, 'meera.buying@example.com');
    expect(mail?.body).toContain('₹5,000');
  });

  it('refuses amounts outside ₹500..₹1,00,000 and a bad e-mail, naming the field', async () => {
    const token = await newCustomer(ctx.app);
    for (const [amount, email, field] of [[49_900, 'a@example.com', 'amountPaise'], [10_000_100, 'a@example.com', 'amountPaise'], [50_000, 'not-an-email', 'recipientEmail']] as const) {
      const answer = await addGiftCard(ctx.app, token, amount, email);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(field);
    }
  });

  it('answers a replayed success the same, refuses a forged signature, and keeps a paid card from failing', async () => {
    const token = await newCustomer(ctx.app);
    const added = await addGiftCard(ctx.app, token, 100_000, 'replay@example.com');
    const started = await initGiftCardPayment(ctx.app, token, added.body.data._id);
    const returned = await pressOnProviderPage(ctx.app, { providerOrderId: started.body.data.providerOrderId! }, 'success');
    const body = { GiftcartId: added.body.data._id, providerPaymentId: returned.get('providerPaymentId'), signature: returned.get('signature') };
    const forged = await call(ctx.app, 'POST', '/gift-cart/success', { token, body: { ...body, signature: 'f'.repeat(64) } });
    expect(forged.status).toBe(400);
    const [first, again] = await Promise.all([1, 2].map(() => call<{ data: GiftCardAnswer }>(ctx.app, 'POST', '/gift-cart/success', { token, body })));
    expect([first!.status, again!.status]).toEqual([200, 200]);
    expect(again!.body.data.code).toBe(first!.body.data.code);
    expect(await outboxFor(ctx.app, 'replay@example.com')).toHaveLength(1);
    expect((await call(ctx.app, 'POST', '/gift-cart/fail', { token, body: { GiftcartId: added.body.data._id } })).status).toBe(409);
  });

  it('issues the code once when an earlier checkout is paid after a later one started', async () => {
    const token = await newCustomer(ctx.app);
    const added = await addGiftCard(ctx.app, token, 100_000, 'earlier@example.com');
    const earlier = await initGiftCardPayment(ctx.app, token, added.body.data._id);
    const later = await initGiftCardPayment(ctx.app, token, added.body.data._id);
    expect(later.body.data.providerOrderId).not.toBe(earlier.body.data.providerOrderId);
    const returned = await pressOnProviderPage(ctx.app, { providerOrderId: earlier.body.data.providerOrderId! }, 'success');
    const body = { GiftcartId: added.body.data._id, providerPaymentId: returned.get('providerPaymentId'), signature: returned.get('signature') };
    const [first, again] = await Promise.all([1, 2].map(() => call<{ data: GiftCardAnswer }>(ctx.app, 'POST', '/gift-cart/success', { token, body })));
    expect(first!.body.data).toMatchObject({ status: 'PAID', providerOrderId: earlier.body.data.providerOrderId, balancePaise: 100_000 });
    expect(again!.body.data.code).toBe(first!.body.data.code);
    expect(await outboxFor(ctx.app, 'earlier@example.com')).toHaveLength(1);
  });

  it('marks a failed payment FAILED with no code, and lets it be paid again', async () => {
    const token = await newCustomer(ctx.app);
    const added = await addGiftCard(ctx.app, token, 100_000, 'failed@example.com');
    await initGiftCardPayment(ctx.app, token, added.body.data._id);
    const failed = await call<{ data: GiftCardAnswer }>(ctx.app, 'POST', '/gift-cart/fail', { token, body: { GiftcartId: added.body.data._id } });
    expect(failed.body.data).toMatchObject({ status: 'FAILED', code: null, balancePaise: 0 });
    expect((await initGiftCardPayment(ctx.app, token, added.body.data._id)).body.data.status).toBe('PENDING');
  });

  it("lists bought cards as sent and cards to the caller's confirmed e-mail as received; another user's card is 404", async () => {
    const recipient = await createAccount(ctx.app);
    const recipientToken = await signInByMobile(ctx.app, recipient);
    const buyer = await newCustomer(ctx.app);
    const { card } = await buyGiftCard(ctx.app, buyer, 200_000, recipient.email);
    const bought = await call<Lists>(ctx.app, 'GET', '/card-order/get-user-order', { token: buyer });
    expect(bought.body.data.sent.map((one) => one._id)).toEqual([card._id]);
    const received = await call<Lists>(ctx.app, 'GET', '/card-order/get-user-order', { token: recipientToken });
    expect(received.body.data.received).toMatchObject([{ _id: card._id, sent: false, code: card.code }]);
    const stranger = await newCustomer(ctx.app);
    expect((await call(ctx.app, 'GET', `/card-order/${card._id}`, { token: stranger })).status).toBe(404);
    expect((await initGiftCardPayment(ctx.app, stranger, card._id)).status).toBe(404);
    expect((await call(ctx.app, 'POST', '/gift-cart/fail', { token: stranger, body: { GiftcartId: card._id } })).status).toBe(404);
    expect((await call(ctx.app, 'GET', `/card-order/${card._id}`, { token: recipientToken })).status).toBe(200);
  });
});
