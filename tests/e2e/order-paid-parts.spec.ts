/**
 * What a booking was paid with, on its order page (/profile#booking → 'View details'): a booking of the Varanasi
 * Tour Package for 2 with PILGRIM10, a ₹5,000 gift card redeemed at /check-out, the advance through the test
 * provider, part of the balance from the wallet and from reward credit, the rest through the provider. Every part
 * is a line labelled by its source, and the paid lines add up to 'Paid'.
 */
import { expect, test, type Page } from '@playwright/test';
import { asCustomer, bookablePackage, fillCart, newCustomer, saveTraveller, signInBrowser, type Customer } from '../support/booking.ts';
import { moneyLabel } from '../support/commerce.ts';
import { testStackPorts } from '../support/ports.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

// The stack's api runs as development, with the development staff token (api/.env.example).
const STAFF_TOKEN = process.env.API_STAFF_TOKEN ?? 'dev-staff-token';
const paiseOf = (label: string) => Math.round(Number(label.replace(/[₹,\s]/g, '')) * 100);
const DAY_MS = 86_400_000;

/** On the test provider's page, presses Success and waits for the return page `returnPath`. */
async function payOnProviderPage(page: Page, returnPath: RegExp): Promise<void> {
  await page.waitForURL(/\/payment-provider\/test\//);
  await page.getByRole('button', { name: /^Success/ }).click();
  await page.waitForURL(returnPath);
}

/** Staff credit the customer's wallet (`customer`) or reward credit (`reward`). */
async function credit(customer: Customer, wallettype: 'customer' | 'reward', amountPaise: number): Promise<void> {
  const { viewer } = await asCustomer<{ viewer: { internalId: string } }>(customer, '{ viewer { internalId } }');
  const response = await fetch(`http://localhost:${testStackPorts.api}/api/v1/wallet/staff/credit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userId: viewer.internalId, wallettype, amountPaise, description: 'E2E credit' }),
  });
  expect(response.status).toBe(200);
}

async function payFromWallet(customer: Customer, orderId: string, amount: number, walletType: 'CUSTOMER' | 'REWARD'): Promise<void> {
  const { payFromWallet } = await asCustomer<{ payFromWallet: { userErrors: unknown[] } }>(
    customer,
    'mutation($input: PayFromWalletInput!) { payFromWallet(input: $input) { userErrors { message } } }',
    { input: { orderId, amount, walletType } },
  );
  expect(payFromWallet.userErrors).toEqual([]);
}

test('a booking paid with a gift card, the provider, the wallet and reward credit lists every part on its order page, adding up to Paid', async ({ page, context }) => {
  test.setTimeout(150_000); // a sign-up and three provider round trips
  await keepTimedPopupsClosed(context);
  const customer = await newCustomer('paid-parts');
  await asCustomer(customer, 'mutation ($input: BuyGiftCardInput!) { buyGiftCard(input: $input) { giftCard { id } } }', {
    input: { amount: 500_000, recipientName: 'Self', recipientEmail: customer.email },
  });
  await signInBrowser(page, customer);
  await page.goto('/profile#giftCards');
  await page.getByRole('button', { name: 'Pay ₹5,000' }).click();
  await payOnProviderPage(page, /\/profile\/gift-cards\/payment\?/);
  const code = (await page.getByTestId('gift-card-code').textContent()) ?? '';
  const card = `Gift card ····${code.slice(-4)}`;

  // Varanasi Tour Package, 2 travellers, PILGRIM10, a date far enough away for the advance.
  const pkg = await bookablePackage('varanasi-tour-package');
  const later = new Date(Date.now() + 45 * DAY_MS).toISOString().slice(0, 10);
  const departure = pkg.departures.find((one) => one.date > later && one.status !== 'SOLD_OUT' && one.seatsLeft >= 2);
  if (!departure) throw new Error('no Varanasi departure with 2 seats 45 days away');
  const travellerIds = [await saveTraveller(customer, 'Uma', 'Iyer', '1965-11-02'), await saveTraveller(customer, 'Ravi', 'Iyer', '1963-04-10')];
  await fillCart(customer, { packageId: pkg.id, date: departure.date, travellerIds, couponCode: 'PILGRIM10' });

  await page.goto('/check-out');
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByTestId('price-gift-card')).toHaveText('−₹5,000');
  const { viewer } = await asCustomer<{ viewer: { cart: { total: { paise: number }; minimumAdvance: { label: string } } } }>(customer, '{ viewer { cart { total { paise } minimumAdvance { label } } } }');
  const advance = viewer.cart.minimumAdvance.label;
  await page.getByRole('radio', { name: /^Pay the advance/ }).check();
  await page.getByRole('button', { name: `Pay ${advance}` }).click();
  await payOnProviderPage(page, /\/check-out\/payment\?/);

  // The return page names the card's part beside the amount paid.
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('amount-paid')).toHaveText(advance);
  await expect(page.getByTestId('gift-card-paid')).toHaveText(`${card}₹5,000`);

  // Part of the balance from the wallet and from reward credit, the rest through the provider.
  const { viewer: after } = await asCustomer<{ viewer: { orders: { edges: { node: { id: string } }[] } } }>(customer, '{ viewer { orders(first: 1) { edges { node { id } } } } }');
  const orderId = after.orders.edges[0]!.node.id;
  await credit(customer, 'customer', 100_000);
  await credit(customer, 'reward', 50_000);
  await payFromWallet(customer, orderId, 100_000, 'CUSTOMER');
  await payFromWallet(customer, orderId, 50_000, 'REWARD');
  await page.goto('/profile#booking');
  const order = page.locator('section#booking').getByTestId('order');
  await order.getByRole('button', { name: /^Pay balance/ }).click();
  await payOnProviderPage(page, /\/check-out\/payment\?/);
  await expect(page.getByTestId('balance-due')).toHaveText('₹0');
  await expect(page.getByTestId('gift-card-paid')).toHaveCount(0);

  await page.goto('/profile#booking');
  await order.getByRole('button', { name: 'View details' }).click();
  const total = moneyLabel(viewer.cart.total.paise);
  await expect(order.getByTestId('order-paid')).toHaveText(total);
  await expect(order.getByTestId('order-gift-card-amount')).toHaveText('₹5,000');
  const payments = order.getByRole('table', { name: 'Payments' });
  const lines = payments.getByTestId('paid-part');
  await expect(lines).toHaveCount(5);
  const rows = await lines.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).slice(1).map((td) => td.textContent ?? '')));
  expect(rows.map(([label, , status]) => [label, status])).toEqual([
    [card, 'Paid'],
    ['Advance', 'Paid'],
    ['Wallet', 'Paid'],
    ['Reward credit', 'Paid'],
    ['Balance', 'Paid'],
  ]);
  expect(rows.slice(0, 4).map(([, amount]) => amount)).toEqual(['₹5,000', advance, '₹1,000', '₹500']);
  expect(rows.reduce((sum, [, amount]) => sum + paiseOf(amount ?? ''), 0)).toBe(viewer.cart.total.paise);
  await expect(payments.getByTestId('payments-paid')).toHaveText(total);
});
