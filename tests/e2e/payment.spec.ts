import { expect, test, type Page } from '@playwright/test';
import { banner } from '../support/auth-popup.ts';
import {
  asCustomer,
  bookablePackage,
  fillCart,
  newCustomer,
  openDeparture,
  orderCounts,
  saveTraveller,
  signInBrowser,
  SOLD_OUT_PACKAGE_SLUG,
  type Customer,
} from '../support/booking.ts';

/** A signed-in customer with one traveller on a departure of the seeded Kailash overland package, on /check-out. */
async function readyToPay(page: Page, tag: string): Promise<Customer> {
  const customer = await newCustomer(tag);
  const travellerId = await saveTraveller(customer, 'Uma', 'Iyer', '1965-11-02');
  const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
  await fillCart(customer, { packageId: pkg.id, date: openDeparture(pkg).date, travellerIds: [travellerId] });
  await signInBrowser(page, customer);
  await page.goto('/check-out');
  await expect(banner(page).getByTestId('cart-badge')).toBeVisible();
  return customer;
}

async function cartTotals(customer: Customer) {
  const { viewer } = await asCustomer<{ viewer: { cart: { total: { label: string; paise: number }; minimumAdvance: { label: string; paise: number } | null } | null } }>(
    customer,
    '{ viewer { cart { total { label paise } minimumAdvance { label paise } } } }',
  );
  return viewer.cart;
}

/** On the test provider's page, chooses the outcome. */
async function answerProvider(page: Page, outcome: RegExp): Promise<void> {
  await page.waitForURL(/\/payment-provider\/test\//);
  await page.getByRole('button', { name: outcome }).click();
  await page.waitForURL(/\/check-out\/payment\?/);
}

test.describe('payment through the test provider', () => {
  test('paid in full: the success screen shows the reference and the amount, the cart badge is gone, the order is PROCESSING', async ({ page }) => {
    const customer = await readyToPay(page, 'pay-success');
    const cart = await cartTotals(customer);
    await page.getByRole('button', { name: `Pay ${cart!.total.label}` }).click();
    await answerProvider(page, /^Success/);

    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByTestId('order-reference')).toHaveText(/\S+/);
    await expect(page.getByTestId('amount-paid')).toHaveText(cart!.total.label);
    await expect(page.getByTestId('balance-due')).toHaveText('₹0');
    await expect(page.getByRole('link', { name: 'View my bookings' })).toHaveAttribute('href', '/profile#booking');
    await expect(banner(page).getByRole('link', { name: 'Cart' })).toBeVisible();
    await expect(banner(page).getByTestId('cart-badge')).toHaveCount(0);
    expect((await orderCounts(customer)).processing).toBe(1);
    expect(await cartTotals(customer)).toBeNull();
  });

  test('failed: the failure screen offers Try again, no order is made and the cart is kept', async ({ page }) => {
    const customer = await readyToPay(page, 'pay-failure');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await answerProvider(page, /^Fail/);

    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(await orderCounts(customer)).toEqual({ processing: 0, completed: 0, cancelled: 0 });
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/check-out$/);
    await expect(page.getByTestId('price-traveller')).toHaveCount(1);
  });

  test('the advance: the success screen shows the balance still due', async ({ page }) => {
    const customer = await readyToPay(page, 'pay-advance');
    const cart = await cartTotals(customer);
    expect(cart?.minimumAdvance).not.toBeNull();
    await page.getByRole('radio', { name: /^Pay the advance/ }).check();
    await expect(page.getByText(/^Balance ₹[\d,.]+ due before the tour$/)).toBeVisible();
    await page.getByRole('button', { name: `Pay ${cart!.minimumAdvance!.label}` }).click();
    await answerProvider(page, /^Success/);

    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByTestId('amount-paid')).toHaveText(cart!.minimumAdvance!.label);
    await expect(page.getByTestId('balance-due')).not.toHaveText('₹0');
    expect((await orderCounts(customer)).processing).toBe(1);

    // A refused answer for the balance (a forged signature) shows the balance's failure screen, back to the bookings.
    const { viewer } = await asCustomer<{ viewer: { orders: { edges: { node: { id: string } }[] } } }>(customer, '{ viewer { orders(first: 1) { edges { node { id } } } } }');
    const { startBalancePayment } = await asCustomer<{ startBalancePayment: { payment: { internalId: string } | null } }>(
      customer,
      'mutation($input: StartBalancePaymentInput!) { startBalancePayment(input: $input) { payment { internalId } } }',
      { input: { orderId: viewer.orders.edges[0]?.node.id, returnPath: '/check-out/payment' } },
    );
    const forged = new URLSearchParams({ paymentId: startBalancePayment.payment?.internalId ?? '', providerPaymentId: 'pay_forged', signature: '0'.repeat(64), status: 'success' });
    await page.goto(`/check-out/payment?${forged}`);
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByText('Payment verification failed')).toBeVisible();
    await expect(page.getByText('Your booking is unchanged and its balance is still due.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/profile#booking');
  });
});
