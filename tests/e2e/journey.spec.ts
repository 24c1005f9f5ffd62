import { expect, test, type Page } from '@playwright/test';
import { banner, expectSignedInAsGuest, openSignUp, popup, testPassword, toastWith, typeOtp, uniqueEmail, uniqueMobile } from '../support/auth-popup.ts';
import { bookablePackage, FLAT_COUPON, longDate, openDeparture, pickerDate, SOLD_OUT_PACKAGE_SLUG } from '../support/booking.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { indianMobile, latestOtp } from '../support/outbox.ts';
import { heartOf, wishlistButton } from '../support/wishlist.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

/** A new pilgrim signs up through the popup, as on the site. */
async function signUp(page: Page, tag: string): Promise<void> {
  const mobile = uniqueMobile();
  await page.goto('/');
  const form = await openSignUp(page);
  await form.getByLabel('E-mail').fill(uniqueEmail(tag, mobile));
  await form.getByLabel('Mobile').fill(mobile);
  await form.getByLabel('Password', { exact: true }).fill(testPassword);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  const otpStep = popup(page, 'Enter OTP');
  await expect(toastWith(page, 'OTP has been sent to the mobile for verify')).toBeVisible();
  await typeOtp(otpStep, await latestOtp(indianMobile(mobile)));
  await otpStep.getByRole('button', { name: 'Submit' }).click();
  await expectSignedInAsGuest(page);
}

/** Adds a traveller through the check-out page's inline form; the new traveller is ticked for the booking. */
async function addTraveller(page: Page, firstname: string, lastname: string, dateOfBirth: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a traveller' }).click();
  const form = page.getByRole('form', { name: 'New traveller' });
  await form.getByLabel('First name').fill(firstname);
  await form.getByLabel('Last name').fill(lastname);
  await form.getByLabel('Gender').selectOption('FEMALE');
  await form.getByLabel('Date of birth').fill(dateOfBirth);
  await form.getByRole('button', { name: 'Save traveller' }).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${firstname} ${lastname}`) })).toBeChecked();
}

// Long tests: the promo (30 s) and newsletter (60 s) popups must not open over what they check.
test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

/** Issue 8 "Done when": wishlist a package, book a departure for two travellers with a coupon, pay, find the order. */
test('a new pilgrim wishlists a package, books it for two with a coupon, pays and finds the booking in the profile', async ({ page }) => {
  test.setTimeout(90_000); // sign-up, six pages, the provider round trip
  await signUp(page, 'journey');
  const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
  const departure = openDeparture(pkg, 2);

  await page.goto(pkg.path);
  const heart = heartOf(page, pkg.title);
  await actUntilVisible(wishlistButton(page, 1), () => heart.click(retryableClick));
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  const picker = popup(page, 'Choose your departure date');
  await actUntilVisible(picker, () => page.getByRole('button', { name: 'Book Now' }).click(retryableClick));
  await picker.getByRole('radio', { name: new RegExp(`^${pickerDate(departure.date)}`) }).check();
  await picker.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/check-out$/);
  await expect(page.getByTestId('checkout-date')).toHaveText(longDate(departure.date));

  await addTraveller(page, 'Gauri', 'Shankar', '1962-03-14');
  await addTraveller(page, 'Parvati', 'Shankar', '1965-08-30');
  await expect(page.getByTestId('price-traveller')).toHaveCount(2);
  await page.getByLabel('Coupon code').fill(FLAT_COUPON);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('applied-coupon')).toHaveText(FLAT_COUPON);
  await expect(banner(page).getByTestId('cart-badge')).toBeVisible();

  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  const amount = ((await pay.textContent()) ?? '').replace(/^Pay /, '').trim();
  await pay.click();
  await page.waitForURL(/\/payment-provider\/test\//);
  await page.getByRole('button', { name: /^Success/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('amount-paid')).toHaveText(amount);
  const reference = (await page.getByTestId('order-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^PT-\d{4}-\d{6}$/);

  await page.getByRole('link', { name: 'View my bookings' }).click();
  await expect(page).toHaveURL(/\/profile#booking$/);
  const bookings = page.getByRole('region', { name: 'Bookings' });
  await expect(bookings.getByRole('tab', { name: 'Processing (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(bookings.getByTestId('order')).toContainText(reference);
  await expect(bookings.getByTestId('order')).toContainText(pkg.title);
  await expect(page.getByRole('region', { name: 'Wishlist' })).toContainText(pkg.title);
});
