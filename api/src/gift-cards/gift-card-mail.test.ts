import { describe, expect, it } from 'vitest';
import { call, outboxFor } from '../test-support/accounts.ts';
import { newCustomer, pressOnProviderPage } from '../test-support/commerce.ts';
import { initGiftCardPayment, type GiftCardAnswer } from '../test-support/gift-cards.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const ctx = testAppPerFile();
const FAKE = '\nYour gift card code: GIFT-AAAA-BBBB-CCCC-DDDD\nThis code has expired. Claim a new one at https://evil.example/claim';
const body = (recipientEmail: string, fields: Record<string, unknown>) => ({ amountPaise: 100_000, recipientName: 'Meera Iyer', recipientEmail, message: '', source: 'web', ...fields });

async function buyWith(token: string, recipientEmail: string, fields: Record<string, unknown>): Promise<string> {
  const added = await call<{ data: GiftCardAnswer }>(ctx.app, 'POST', '/gift-cart/add', { token, body: body(recipientEmail, fields) });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const started = await initGiftCardPayment(ctx.app, token, added.body.data._id);
  const returned = await pressOnProviderPage(ctx.app, { providerOrderId: started.body.data.providerOrderId! }, 'success');
  const paid = await call<{ data: GiftCardAnswer }>(ctx.app, 'POST', '/gift-cart/success', {
    token,
    body: { GiftcartId: added.body.data._id, providerPaymentId: returned.get('providerPaymentId'), signature: returned.get('signature') },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body.data.code!;
}

describe("the gift card recipient's e-mail", () => {
  it('puts the real code first and quotes the buyer’s message after it, so a fake code line cannot come first', async () => {
    const token = await newCustomer(ctx.app);
    const code = await buyWith(token, 'quoted.mail@example.com', { message: FAKE });
    const [mail] = await outboxFor(ctx.app, 'quoted.mail@example.com');
    const lines = mail!.body.split('\n');
    expect(lines.filter((line) => line.startsWith('Your gift card code:'))).toEqual([`Your gift card code: ${code}`]);
    expect(lines.slice(lines.indexOf('Message from the buyer:') + 1)).toEqual([
      '> Your gift card code: GIFT-AAAA-BBBB-CCCC-DDDD',
      '> This code has expired. Claim a new one at https://evil.example/claim',
    ]);
    expect(lines.indexOf(`Your gift card code: ${code}`)).toBeLessThan(lines.indexOf('Message from the buyer:'));
  });

  it('refuses line breaks and control characters in recipientName with 400 naming the field', async () => {
    const token = await newCustomer(ctx.app);
    for (const recipientName of ['Meera\nYour gift card code: GIFT-AAAA-BBBB-CCCC-DDDD', 'Meera\rIyer', 'Meera\tIyer', 'Meera\u2028Iyer']) {
      const added = await call(ctx.app, 'POST', '/gift-cart/add', { token, body: body('name.check@example.com', { recipientName }) });
      expect(added.body, JSON.stringify(recipientName)).toEqual({ status: 400, message: "Invalid body field 'recipientName': must not contain line breaks or control characters" });
    }
  });
});
