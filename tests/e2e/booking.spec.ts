import { expect, test } from '@playwright/test';
import { banner, popup } from '../support/auth-popup.ts';
import {
  asCustomer,
  bookablePackage,
  longDate,
  newCustomer,
  openDatePicker,
  openDeparture,
  pickerDate,
  REGISTRATION_PACKAGE_SLUG,
  signInBrowser,
  signInThroughPopup,
  SOLD_OUT_PACKAGE_SLUG,
} from '../support/booking.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';

/** Issue 8: Book Now → date picker → (login) → /check-out; Register Now → (login) → /registration/kmy/add. */
test.describe('Book Now and Register Now', () => {
  test('the date picker groups departures by month with prices and seats, and disables the sold-out date', async ({ page }) => {
    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    const soldOut = pkg.departures[0];
    expect(soldOut?.status).toBe('SOLD_OUT');
    const dialog = await openDatePicker(page, pkg.path);

    const soldOutRadio = dialog.getByRole('radio', { name: new RegExp(`^${pickerDate(soldOut!.date)}`) });
    await expect(soldOutRadio).toBeDisabled();
    await expect(soldOutRadio).toHaveAccessibleName(/Sold out$/);
    const open = openDeparture(pkg);
    await expect(dialog.getByRole('radio', { name: new RegExp(`^${pickerDate(open.date)}\\s+from ₹[\\d,]+\\s+(Only )?\\d+ seats? left$`) })).toBeEnabled();
    const firstMonth = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${soldOut!.date}T00:00:00Z`));
    await expect(dialog.getByRole('group', { name: firstMonth })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('signed out: the date is kept through the login popup, then the cart holds it and /check-out shows it', async ({ page }) => {
    const customer = await newCustomer('book-now');
    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    const departure = openDeparture(pkg);

    const dialog = await openDatePicker(page, pkg.path);
    await dialog.getByRole('radio', { name: new RegExp(`^${pickerDate(departure.date)}`) }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // A reload while signing in loses nothing: the pending booking is in the persisted UI store.
    await expect(popup(page, 'Login')).toBeVisible();
    await page.reload();
    await actUntilVisible(popup(page, 'Login'), () => banner(page).getByRole('button', { name: 'Sign In' }).click(retryableClick));
    await signInThroughPopup(page, customer.email);

    await expect(page).toHaveURL(/\/check-out$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check-out' })).toBeVisible();
    await expect(page.getByRole('heading', { name: pkg.title })).toBeVisible();
    await expect(page.getByTestId('checkout-date')).toHaveText(longDate(departure.date));
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // No traveller yet, so the cart's total is ₹0; the booking is pending all the same and its package's inrPrice is
    // above 0: the header Cart shows its badge (spec §2).
    await expect(page.getByRole('checkbox').or(page.getByRole('button', { name: 'Add a traveller' })).first()).toBeVisible();
    await expect(page.getByTestId('price-traveller')).toHaveCount(0);
    await expect(banner(page).getByTestId('cart-badge')).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Cart, booking pending' })).toHaveAttribute('href', '/check-out');
    const { viewer } = await asCustomer<{ viewer: { cart: { total: { paise: number }; packageListPrice: { paise: number } } } }>(
      customer,
      '{ viewer { cart { total { paise } packageListPrice { paise } } } }',
    );
    expect(viewer.cart.total.paise).toBe(0);
    expect(viewer.cart.packageListPrice.paise).toBeGreaterThan(0);
  });

  test('signed in: Continue puts the date in the cart and goes to /check-out', async ({ page }) => {
    const customer = await newCustomer('book-now-in');
    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    const departure = openDeparture(pkg);
    await page.goto('/');
    await signInBrowser(page, customer);

    const dialog = await openDatePicker(page, pkg.path);
    await dialog.getByRole('radio', { name: new RegExp(`^${pickerDate(departure.date)}`) }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/check-out$/);
    await expect(page.getByTestId('checkout-date')).toHaveText(longDate(departure.date));
    await expect(banner(page).getByTestId('cart-badge')).toBeVisible();
  });

  test('signed out, the header Cart opens the login popup', async ({ page }) => {
    await page.goto('/');
    await actUntilVisible(popup(page, 'Login'), () => banner(page).getByRole('button', { name: 'Cart' }).click(retryableClick));
  });

  test('/check-out asks a visitor to sign in', async ({ page }) => {
    await page.goto('/check-out');
    await expect(page.getByText('Please sign in to continue booking.')).toBeVisible();
    await expect(popup(page, 'Login')).toBeVisible();
  });

  test('Register Now signed out: login popup, then /registration/kmy/add shows the package and what comes next', async ({ page }) => {
    const customer = await newCustomer('kmy-register');
    const pkg = await bookablePackage(REGISTRATION_PACKAGE_SLUG);
    await page.goto(pkg.path);
    await actUntilVisible(popup(page, 'Login'), () => page.getByRole('button', { name: 'Register Now' }).click(retryableClick));
    await signInThroughPopup(page, customer.email);

    await expect(page).toHaveURL(/\/registration\/kmy\/add/);
    await expect(page.getByRole('heading', { level: 1, name: 'Free KMY registration' })).toBeVisible();
    await expect(page.getByRole('heading', { name: pkg.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What comes next' })).toBeVisible();
  });
});
