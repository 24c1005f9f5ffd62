import { expect, test, type Locator, type Page } from '@playwright/test';
import { popup } from '../support/auth-popup.ts';
import {
  bookablePackage,
  fillCart,
  longDate,
  newCustomer,
  openDatePicker,
  openDeparture,
  pickerDate,
  saveTraveller,
  signInBrowser,
  SOLD_OUT_PACKAGE_SLUG,
} from '../support/booking.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';

/** The audit of the booking flow on a phone (390×844, touch): where check-out opens, the picker's message, prices. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.beforeEach(async ({ context }) => keepTimedPopupsClosed(context));

const rupees = (text: string): number => Number(/₹([\d,]+)/.exec(text)?.[1]?.replaceAll(',', '') ?? Number.NaN);

/** Opens the date picker from Book Now where the package page shows it, leaving the page scrolled down there. */
async function openDatePickerScrolled(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const book = page.getByRole('button', { name: 'Book Now' });
  await book.scrollIntoViewIfNeeded();
  // The button is below the fold on a phone: the page is scrolled well down when the picker opens.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const dialog = popup(page, 'Choose your departure date');
  await actUntilVisible(dialog, () => book.click(retryableClick));
  return dialog;
}

test.describe('booking on a phone', () => {
  test("'Continue' from a scrolled package page opens /check-out at its top: heading, package and tour date in view", async ({ page }) => {
    const customer = await newCustomer('phone-checkout-top');
    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    const departure = openDeparture(pkg);
    await signInBrowser(page, customer);

    const dialog = await openDatePickerScrolled(page, pkg.path);
    await dialog.getByRole('radio', { name: new RegExp(`^${pickerDate(departure.date)}`) }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/check-out$/);
    // Once the booking shows (the page has its full height), the view is at the top, not at the package page's offset.
    await expect(page.getByTestId('checkout-date')).toHaveText(longDate(departure.date));
    await expect(page.getByRole('heading', { level: 1, name: 'Check-out' })).toBeInViewport();
    await expect(page.getByRole('heading', { name: pkg.title })).toBeInViewport();
    await expect(page.getByTestId('checkout-date')).toBeInViewport();
  });

  test("the picker's 'Choose a departure date' goes once a date is chosen", async ({ page }) => {
    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    const departure = openDeparture(pkg);
    const dialog = await openDatePicker(page, pkg.path);

    await dialog.getByRole('button', { name: 'Continue' }).click();
    const message = dialog.getByRole('alert').filter({ hasText: 'Choose a departure date' });
    await expect(message).toBeVisible();
    await dialog.getByRole('radio', { name: new RegExp(`^${pickerDate(departure.date)}`) }).check();
    await expect(message).toHaveCount(0);
  });

  test("after 'Save traveller' the new traveller is in view and focused; 'Cancel' gives focus back to 'Add a traveller'", async ({ page }) => {
    const customer = await newCustomer('phone-save-traveller');
    await saveTraveller(customer, 'Sita', 'Devi', '1960-02-01');
    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    await fillCart(customer, { packageId: pkg.id, date: openDeparture(pkg, 3).date });
    await signInBrowser(page, customer);
    await page.goto('/check-out');

    const addButton = page.getByRole('button', { name: 'Add a traveller' });
    const form = page.getByRole('form', { name: 'New traveller' });
    await actUntilVisible(form, () => addButton.click(retryableClick));
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    await expect(addButton).toBeFocused();

    await addButton.click();
    await form.getByLabel('First name').fill('Ram');
    await form.getByLabel('Last name').fill('Kumar');
    await form.getByLabel('Gender').selectOption('MALE');
    await form.getByLabel('Date of birth').fill('1958-07-15');
    await form.getByRole('button', { name: 'Save traveller' }).click();

    const saved = page.getByRole('checkbox', { name: /^Ram Kumar/ });
    await expect(saved).toBeChecked();
    await expect(saved).toBeInViewport();
    await expect(saved).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Travellers' })).toBeInViewport();
  });

  test('a date shows one price everywhere: the Dates tab and the picker say `from` the least check-out charges an adult that day', async ({ page }) => {
    const customer = await newCustomer('phone-prices');
    // A seat-option package: its card's rule (spec §4) averages Twin Sharing and its adult price, which nobody pays.
    const pkg = await bookablePackage(SOLD_OUT_PACKAGE_SLUG);
    const departure = openDeparture(pkg);
    await signInBrowser(page, customer);
    await page.goto(pkg.path);

    const tabs = page.getByRole('tablist', { name: 'Package details' });
    const datesPanel = page.getByRole('tabpanel', { name: 'Dates' });
    await actUntilVisible(datesPanel, () => tabs.getByRole('tab', { name: 'Dates' }).click(retryableClick));
    await expect(datesPanel.getByRole('columnheader', { name: 'Price per adult' })).toBeVisible();
    const row = datesPanel.getByRole('row').filter({ has: page.locator(`time[datetime="${departure.date}"]`) });
    await expect(row.getByRole('cell').first()).toHaveText(/^from ₹[\d,]+$/);
    const onDatesTab = (await row.getByRole('cell').first().textContent()) ?? '';

    const dialog = popup(page, 'Choose your departure date');
    await actUntilVisible(dialog, () => page.getByRole('button', { name: 'Book Now' }).click(retryableClick));
    const radio = dialog.getByRole('radio', { name: new RegExp(`^${pickerDate(departure.date)}`) });
    await expect(radio).toHaveAccessibleName(new RegExp(`^${pickerDate(departure.date)}\\s+${onDatesTab}\\s`));
    await radio.check();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByTestId('checkout-date')).toHaveText(longDate(departure.date));
    const occupancies = page.getByRole('radio', { name: / per adult$/ });
    await expect(occupancies).not.toHaveCount(0);
    const perAdult = (await occupancies.evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent ?? ''))).map(rupees);
    expect(perAdult.length).toBeGreaterThan(1);
    expect(Math.min(...perAdult)).toBe(rupees(onDatesTab));
  });
});
