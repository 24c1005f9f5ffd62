import { expect, test, type Page } from '@playwright/test';
import { createUser, uniqueEmail, uniqueMobile } from '../support/auth-popup.ts';
import { axeRuleViolations, axeViolations } from '../support/axe.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { bookablePackage, fillCart, newCustomer, openDatePicker, openDeparture, saveTraveller, signInBrowser, SOLD_OUT_PACKAGE_SLUG } from '../support/booking.ts';
import { signInInPage } from '../support/session.ts';
import { categoryPackages, signInNewUser, wishlistButton, wishlistThroughGateway } from '../support/wishlist.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

async function firstPackagePath(page: Page): Promise<string> {
  await page.goto('/package/char-dham');
  const href = await page.locator('main article a').first().getAttribute('href');
  if (!href) throw new Error('the category page lists no package');
  return href;
}

// Long tests: the promo (30 s) and newsletter (60 s) popups must not open over what they check.
test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const path of ['/', '/package/kailash-mansarovar']) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the home page at phone width, with the bottom bar, has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a package page has no violations', async ({ page }) => {
    await page.goto(await firstPackagePath(page));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the open search overlay with results has no violations', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await actUntilVisible(dialog, () => page.locator('#site-search').click(retryableClick));
    await dialog.getByRole('searchbox').fill('kailash');
    await expect(dialog.getByRole('tab', { name: /^Packages/ })).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test("the open search overlay's Quick Enquiry is the only region of that name a screen reader meets (axe landmark-unique)", async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await actUntilVisible(dialog, () => page.locator('#site-search').click(retryableClick));
    await expect(dialog.getByRole('heading', { name: 'Quick Enquiry' })).toBeVisible();
    expect(await axeRuleViolations(page, ['landmark-unique'])).toEqual([]);
    // The footer's card of the same name is behind the overlay, inert.
    expect(await page.getByTestId('footer-enquiry').evaluate((card) => card.closest('[inert]') !== null)).toBe(true);
    // And the names are distinct by themselves: with the footer exposed again, still one region of each name.
    await page.getByTestId('footer-enquiry').evaluate((card) => card.closest('[inert]')?.removeAttribute('inert'));
    expect(await axeRuleViolations(page, ['landmark-unique'])).toEqual([]);
  });

  test('an open popup leaves the page behind inert but the toasts, and hands it back on close', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await actUntilVisible(dialog, () => signIn.click(retryableClick));
    const inertness = () =>
      page.evaluate(() => {
        const inert = (selector: string) => document.querySelector(selector)?.closest('[inert]') != null;
        return { header: inert('header'), main: inert('main'), footer: inert('footer'), toasts: inert('[data-toaster]'), dialog: inert('[role="dialog"]') };
      });
    expect(await inertness()).toEqual({ header: true, main: true, footer: true, toasts: false, dialog: false });

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expect(signIn).toBeFocused();
  });

  test('the open login and sign-up popups have no violations', async ({ page }) => {
    await page.goto('/');
    await actUntilVisible(page.getByRole('dialog'), () =>
      page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click(retryableClick),
    );
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Sign Up' })).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('the open header Wishlist dropdown and the hearts have no violations', async ({ page }) => {
    const { email } = await signInNewUser(page, 'a11y-wishlist');
    await wishlistThroughGateway(email, await categoryPackages('char-dham', 3));
    await page.goto('/package/char-dham');
    const button = wishlistButton(page, 3);
    const dropdown = page.getByRole('banner').getByTestId('wishlist-dropdown');
    await actUntilVisible(dropdown, () => button.click(retryableClick));
    expect(await axeViolations(page, 'header')).toEqual([]);
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  test('the open Confirm e-mail dialog has no violations', async ({ page }) => {
    const mobile = uniqueMobile();
    const email = uniqueEmail('a11y-confirm', mobile);
    await createUser(mobile, email, undefined, { confirmEmail: false });
    await page.goto('/');
    expect((await signInInPage(page, email, { mobile })).status).toBe(200);
    await page.goto('/');
    const banner = page.getByRole('banner');
    const dialog = page.getByRole('dialog', { name: 'Confirm e-mail' });
    const item = banner.getByRole('button', { name: 'Confirm e-mail' });
    await actUntilVisible(dialog, async () => {
      if (!(await item.isVisible())) await banner.getByRole('button', { name: /^Account menu/ }).click(retryableClick);
      await item.click(retryableClick);
    });
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('the signed-in profile page and its open traveller form have no violations', async ({ page }) => {
    test.setTimeout(60_000); // a sign-up, a sign-in and two axe scans of a long page
    const mobile = uniqueMobile();
    const email = uniqueEmail('a11y-profile', mobile);
    await createUser(mobile, email);
    await page.goto('/');
    expect((await signInInPage(page, email)).status).toBe(200);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-details')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bookings' }).getByText('Loading…')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Wallet' }).getByText('Loading…')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    const dialog = page.getByRole('dialog', { name: 'Add traveller' });
    await actUntilVisible(dialog, () => page.getByRole('button', { name: 'Add traveller' }).click(retryableClick));
    await dialog.getByRole('button', { name: 'Add traveller' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('the signed-out profile page with its login popup has no violations', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the open Book Now date picker has no violations', async ({ page }) => {
    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    const dialog = await openDatePicker(page, pkg.path);
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('/check-out with a booking, travellers, the inline traveller form and a refused coupon has no violations', async ({ page }) => {
    const customer = await newCustomer('a11y-checkout');
    const travellerId = await saveTraveller(customer, 'Sita', 'Devi', '1960-02-01');
    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    await fillCart(customer, { packageId: pkg.id, date: openDeparture(pkg).date, travellerIds: [travellerId] });
    await signInBrowser(page, customer);
    await page.goto('/check-out');
    await expect(page.getByTestId('price-traveller')).toHaveCount(1);
    await page.getByRole('button', { name: 'Add a traveller' }).click();
    await page.getByLabel('Coupon code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Invalid coupon code')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the payment success and failure screens have no violations', async ({ page }) => {
    const customer = await newCustomer('a11y-payment');
    const travellerId = await saveTraveller(customer, 'Uma', 'Iyer', '1965-11-02');
    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    await fillCart(customer, { packageId: pkg.id, date: openDeparture(pkg).date, travellerIds: [travellerId] });
    await signInBrowser(page, customer);
    await page.goto('/check-out');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/payment-provider\/test\//);
    await page.getByRole('button', { name: 'Success' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/check-out/payment?paymentId=65f1a2b3c4d5e6f708192a3b&status=failed');
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
