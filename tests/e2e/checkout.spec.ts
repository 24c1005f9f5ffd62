import { expect, test, type Page } from '@playwright/test';
import { toastWith } from '../support/auth-popup.ts';
import {
  asCustomer,
  BEST_SELLER_SLUG,
  bookablePackage,
  EXPIRED_COUPON,
  fillCart,
  FLAT_COUPON,
  longDate,
  newCustomer,
  openCheckoutWithTraveller,
  openDeparture,
  pickerDate,
  saveTraveller,
  signInBrowser,
  SOLD_OUT_PACKAGE_SLUG,
  type Customer,
} from '../support/booking.ts';
import { holdOperation } from '../support/held-operation.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { liveRegionsHolding } from '../support/live-regions.ts';

type ServerCart = {
  travellers: { traveller: { fullName: string }; price: { label: string } }[];
  subtotal: { label: string };
  discount: { label: string; paise: number };
  gst: { label: string };
  gstRate: number;
  total: { label: string };
};

/** The cart as the gateway computes it, to compare with what /check-out shows. */
async function serverCart(customer: Customer): Promise<ServerCart> {
  const { viewer } = await asCustomer<{ viewer: { cart: ServerCart } }>(
    customer,
    '{ viewer { cart { travellers { traveller { fullName } price { label } } subtotal { label } discount { label paise } gst { label } gstRate total { label } } } }',
  );
  return viewer.cart;
}

async function expectPricesOf(page: Page, cart: ServerCart): Promise<void> {
  const rows = page.getByTestId('price-traveller');
  await expect(rows).toHaveCount(cart.travellers.length);
  for (const [index, item] of cart.travellers.entries()) {
    await expect(rows.nth(index)).toContainText(item.traveller.fullName);
    await expect(rows.nth(index)).toContainText(item.price.label);
  }
  await expect(page.getByTestId('price-subtotal')).toHaveText(cart.subtotal.label);
  await expect(page.getByTestId('price-gst')).toHaveText(cart.gst.label);
  await expect(page.getByRole('rowheader', { name: `GST (${cart.gstRate}%)` })).toBeVisible();
  await expect(page.getByTestId('price-total')).toHaveText(cart.total.label);
}

test.describe('/check-out', () => {
  test('two travellers, one saved and one added inline, each priced, with subtotal, GST and total from the server', async ({ page }) => {
    const customer = await newCustomer('checkout-travellers');
    await saveTraveller(customer, 'Sita', 'Devi', '1960-02-01');
    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    await fillCart(customer, { packageId: pkg.id, date: openDeparture(pkg, 3).date });
    await signInBrowser(page, customer);
    await page.goto('/check-out');

    await page.getByRole('checkbox', { name: /^Sita Devi/ }).check();
    await expect(page.getByTestId('price-traveller')).toHaveCount(1);

    await page.getByRole('button', { name: 'Add a traveller' }).click();
    const form = page.getByRole('form', { name: 'New traveller' });
    await form.getByRole('button', { name: 'Save traveller' }).click();
    await expect(form.getByText('First name is required')).toBeVisible();
    // No gender is preset: one left as it was would go on the permits.
    await expect(form.getByText('Gender is required')).toBeVisible();
    await form.getByLabel('First name').fill('Ram');
    await form.getByLabel('Last name').fill('Kumar');
    await form.getByLabel('Gender').selectOption('MALE');
    await form.getByLabel('Date of birth').fill('2099-01-01');
    await form.getByRole('button', { name: 'Save traveller' }).click();
    // The gateway's field message shows under its field.
    await expect(form.getByText('Date of birth cannot be in the future')).toBeVisible();
    await form.getByLabel('Date of birth').fill('1958-07-15');
    await form.getByRole('button', { name: 'Save traveller' }).click();

    await expect(page.getByRole('checkbox', { name: /^Ram Kumar/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Sita Devi/ })).toBeChecked();
    await expectPricesOf(page, await serverCart(customer));
    expect((await serverCart(customer)).travellers.map((item) => item.traveller.fullName)).toEqual(['Sita Devi', 'Ram Kumar']);

    // Unchecking a traveller takes them off the booking on the server too.
    await page.getByRole('checkbox', { name: /^Sita Devi/ }).uncheck();
    await expect(page.getByTestId('price-traveller')).toHaveCount(1);
    await expectPricesOf(page, await serverCart(customer));
  });

  test('coupons: an unknown and an expired code show the server messages; a valid one applies and is removed', async ({ page }) => {
    const customer = await openCheckoutWithTraveller(page, 'checkout-coupon', 'Gita', 'Sharma', '1970-05-20');
    const before = await serverCart(customer);
    await expectPricesOf(page, before);

    const code = page.getByLabel('Coupon code');
    await code.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Invalid coupon code')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    await code.fill(EXPIRED_COUPON);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('This coupon has expired')).toBeVisible();

    // While the coupon is on its way (held at the browser's door), Pay is disabled: the total is about to change.
    const applying = await holdOperation(page, 'CheckoutCouponApplyMutation');
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    await expect(pay).toBeEnabled();
    await code.fill(FLAT_COUPON.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(pay).toBeDisabled();
    applying.release();
    await expect(page.getByTestId('applied-coupon')).toHaveText(FLAT_COUPON);
    await expect(pay).toBeEnabled();
    await page.unroute('**/api/graphql*');
    const withCoupon = await serverCart(customer);
    expect(withCoupon.discount.paise).toBe(100_000);
    await expect(page.getByTestId('price-discount')).toHaveText(`−${withCoupon.discount.label}`);
    await expectPricesOf(page, withCoupon);

    await page.getByRole('button', { name: `Remove coupon ${FLAT_COUPON}` }).click();
    await expect(page.getByTestId('applied-coupon')).toHaveCount(0);
    await expect(page.getByTestId('price-discount')).toHaveCount(0);
    await expectPricesOf(page, before);
  });

  test('a price changed since the page showed it: Pay shows the server’s message, charges nothing and shows the new total', async ({ page }) => {
    const customer = await openCheckoutWithTraveller(page, 'checkout-price-changed', 'Uma', 'Iyer', '1968-09-09');
    await expectPricesOf(page, await serverCart(customer));

    // Another tab applies a coupon meanwhile: this page still shows (and would send) the old total.
    await asCustomer(customer, 'mutation($input: ApplyCouponInput!) { applyCoupon(input: $input) { userErrors { message } } }', { input: { code: FLAT_COUPON } });
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const changed = 'The price of your booking has changed. Please review it and pay again.';
    await expect(page.getByRole('alert').filter({ hasText: changed })).toBeVisible();
    // Shown inline and as a toast, announced once: the inline alert is the one live region that holds it.
    await expect(toastWith(page, changed)).toBeVisible();
    expect(await liveRegionsHolding(page, changed)).toBe(1);
    await expect(page).toHaveURL(/\/check-out$/);
    await expectPricesOf(page, await serverCart(customer));
    await expect(page.getByTestId('applied-coupon')).toHaveText(FLAT_COUPON);
  });

  test("'Change' goes back to the package; a new date keeps the travellers of the booking", async ({ page }) => {
    const customer = await newCustomer('checkout-change-date');
    const travellerId = await saveTraveller(customer, 'Mira', 'Bai', '1975-03-09');
    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    const [first, second] = pkg.departures.filter((departure) => departure.status !== 'SOLD_OUT' && departure.seatsLeft >= 2);
    await fillCart(customer, { packageId: pkg.id, date: first!.date, travellerIds: [travellerId] });
    await signInBrowser(page, customer);
    await page.goto('/check-out');
    await expect(page.getByTestId('checkout-date')).toHaveText(longDate(first!.date));

    await page.getByRole('link', { name: 'Change the date' }).click();
    await expect(page).toHaveURL(new RegExp(`${pkg.path}$`));
    const dialog = page.getByRole('dialog', { name: 'Choose your departure date' });
    await actUntilVisible(dialog, () => page.getByRole('button', { name: 'Book Now' }).click(retryableClick));
    await dialog.getByRole('radio', { name: new RegExp(`^${pickerDate(second!.date)}`) }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/check-out$/);
    await expect(page.getByTestId('checkout-date')).toHaveText(longDate(second!.date));
    await expect(page.getByRole('checkbox', { name: /^Mira Bai/ })).toBeChecked();
    await expect(page.getByTestId('price-traveller')).toHaveCount(1);
  });

  test('GST invoice details: the server refuses a wrong GSTIN, keeps a valid one through a traveller change, and removes it', async ({ page }) => {
    const customer = await newCustomer('checkout-gst');
    await saveTraveller(customer, 'Hari', 'Prasad', '1968-08-08');
    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    await fillCart(customer, { packageId: pkg.id, date: openDeparture(pkg).date });
    await signInBrowser(page, customer);
    await page.goto('/check-out');

    await page.getByRole('button', { name: 'Add GST details for a business invoice' }).click();
    await page.getByLabel('GST number (GSTIN)').fill('27AAPFU0939F1ZA');
    await page.getByLabel('Company name').fill('Shiv Yatra Travels Pvt Ltd');
    await page.getByRole('button', { name: 'Save GST details' }).click();
    await expect(page.getByText('Invalid GST number')).toBeVisible();

    await page.getByLabel('GST number (GSTIN)').fill('27aapfu0939f1zv');
    await page.getByRole('button', { name: 'Save GST details' }).click();
    await expect(page.getByTestId('gst-details')).toHaveText(/27AAPFU0939F1ZV\s+Shiv Yatra Travels Pvt Ltd/);

    await page.getByRole('checkbox', { name: /^Hari Prasad/ }).check();
    await expect(page.getByTestId('price-traveller')).toHaveCount(1);
    await expect(page.getByTestId('gst-details')).toContainText('27AAPFU0939F1ZV');
    const { viewer } = await asCustomer<{ viewer: { cart: { gstDetails: { gstNumber: string } | null } } }>(customer, '{ viewer { cart { gstDetails { gstNumber } } } }');
    expect(viewer.cart.gstDetails?.gstNumber).toBe('27AAPFU0939F1ZV');

    await page.getByRole('button', { name: 'Remove GST details' }).click();
    await expect(page.getByRole('button', { name: 'Add GST details for a business invoice' })).toBeVisible();
  });

  test('no more travellers than seats left: with 2 seats, a third traveller cannot be chosen', async ({ page }) => {
    const customer = await newCustomer('checkout-seats');
    for (const [firstname, dateOfBirth] of [['Asha', '1961-01-10'], ['Bela', '1963-03-12'], ['Chitra', '1965-05-14']] as const) {
      await saveTraveller(customer, firstname, 'Rao', dateOfBirth);
    }
    // A best seller's second departure is seeded with 2 seats left (api/src/seed/departures.ts).
    const pkg = await bookablePackage(BEST_SELLER_SLUG);
    const twoSeats = pkg.departures.find((departure) => departure.seatsLeft === 2);
    await fillCart(customer, { packageId: pkg.id, date: twoSeats!.date });
    await signInBrowser(page, customer);
    await page.goto('/check-out');

    await expect(page.getByText('Choose who is travelling: 2 seats are left on this date.')).toBeVisible();
    await page.getByRole('checkbox', { name: /^Asha Rao/ }).check();
    await page.getByRole('checkbox', { name: /^Bela Rao/ }).check();
    await expect(page.getByTestId('price-traveller')).toHaveCount(2);
    await expect(page.getByRole('checkbox', { name: /^Chitra Rao/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add a traveller' })).toBeDisabled();
  });

  test('keyboard: applying and removing a coupon keeps focus on the control that replaces the last, and only the total is announced', async ({ page }) => {
    const customer = await openCheckoutWithTraveller(page, 'checkout-coupon-keys', 'Gauri', 'Shankar', '1962-03-14');
    const before = await serverCart(customer);
    await expectPricesOf(page, before);
    // The breakdown is not re-read on every change: a short status line says the new total.
    const price = page.getByRole('region', { name: 'Price' });
    await expect(price.getByRole('table')).not.toHaveAttribute('aria-live');
    await expect(page.locator('[aria-live]').filter({ has: page.getByRole('table') })).toHaveCount(0);
    await expect(price.getByRole('status')).toHaveText(`Total ${before.total.label}`);

    const code = page.getByLabel('Coupon code');
    await code.focus();
    await page.keyboard.type(FLAT_COUPON);
    await page.keyboard.press('Enter');
    const remove = page.getByRole('button', { name: `Remove coupon ${FLAT_COUPON}` });
    await expect(remove).toBeFocused();
    const withCoupon = await serverCart(customer);
    expect(withCoupon.discount.paise).toBe(100_000);
    await expect(price.getByRole('status')).toHaveText(`Total ${withCoupon.total.label}`);

    await page.keyboard.press('Enter');
    await expect(page.getByTestId('applied-coupon')).toHaveCount(0);
    await expect(code).toBeFocused();
    await expect(price.getByRole('status')).toHaveText(`Total ${before.total.label}`);
  });

  test('keyboard: ticking a traveller and choosing an occupancy keep focus on that control while the cart updates', async ({ page }) => {
    const customer = await newCustomer('checkout-travellers-keys');
    await saveTraveller(customer, 'Sita', 'Devi', '1960-02-01');
    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    await fillCart(customer, { packageId: pkg.id, date: openDeparture(pkg).date });
    await signInBrowser(page, customer);
    await page.goto('/check-out');

    // The checkbox is disabled while the cart updates; once the server has answered, it has focus again.
    const sita = page.getByRole('checkbox', { name: /^Sita Devi/ });
    await sita.focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('price-traveller')).toHaveCount(1);
    await expect(sita).toBeChecked();
    await expect(sita).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('price-traveller')).toHaveCount(0);
    await expect(sita).not.toBeChecked();
    await expect(sita).toBeFocused();

    // While the new occupancy is on its way (held at the browser's door), its options are aria-disabled and keep focus.
    const change = await holdOperation(page, 'addToCartMutation');
    const occupancy = page.getByRole('group', { name: 'Occupancy' });
    const second = occupancy.getByRole('radio').nth(1);
    await expect(second).not.toBeChecked();
    await second.focus();
    await page.keyboard.press('Space');
    await expect(occupancy).toHaveAttribute('aria-disabled', 'true');
    await expect(second).toBeFocused();
    // An arrow key meanwhile moves neither focus nor the check (the server's occupancy) to another option.
    const checked = occupancy.locator('input[type="radio"]:checked');
    const checkedMeanwhile = await checked.getAttribute('value');
    expect(checkedMeanwhile).not.toBeNull();
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await expect(checked).toHaveAttribute('value', checkedMeanwhile!);
    change.release();
    await expect(occupancy).not.toHaveAttribute('aria-disabled');
    await expect(second).toBeChecked();
    await expect(second).toBeFocused();
    expect(change.seen()).toBe(1);
  });

  test('keyboard: the GST disclosure says it is expanded, focuses the GSTIN field, and focus comes back on Cancel, save and remove', async ({ page }) => {
    const customer = await openCheckoutWithTraveller(page, 'checkout-gst-keys', 'Hari', 'Prasad', '1968-08-08');
    await expectPricesOf(page, await serverCart(customer));

    const add = page.getByRole('button', { name: 'Add GST details for a business invoice' });
    const gstin = page.getByLabel('GST number (GSTIN)');
    await add.focus();
    await expect(add).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(gstin).toBeFocused();
    await expect(add).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Company name')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save GST details' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gstin).toHaveCount(0);
    await expect(add).toBeFocused();
    await expect(add).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(gstin).toBeFocused();
    await page.keyboard.type('27AAPFU0939F1ZV');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Shiv Yatra Travels Pvt Ltd');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('gst-details')).toHaveText(/27AAPFU0939F1ZV\s+Shiv Yatra Travels Pvt Ltd/);
    const remove = page.getByRole('button', { name: 'Remove GST details' });
    await expect(remove).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(add).toBeFocused();
    await expect(add).toHaveAttribute('aria-expanded', 'false');
  });

  test('an empty cart says so, and its way back to the packages prefetches the home page on intent', async ({ page }) => {
    const customer = await newCustomer('checkout-empty');
    await signInBrowser(page, customer);
    const homeRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.headers()['rsc'] === '1' && url.pathname === '/') homeRequests.push(request.headers()['next-router-segment-prefetch'] ?? 'page');
    });
    await page.goto('/check-out');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

    // A link to a cached page (web/README.md "Prefetch on intent"): nothing until the mouse rests on it, then the whole page.
    const browse = page.getByRole('link', { name: 'Browse packages' });
    expect(homeRequests).toEqual([]);
    await expect(async () => {
      await page.mouse.move(0, 0);
      await browse.hover();
      await expect.poll(() => homeRequests.includes('page'), { timeout: 1_000 }).toBe(true);
    }).toPass({ timeout: 20_000 });
  });
});
