import { expect, test, type Locator, type Page } from '@playwright/test';
import { toastWith, typeOtp } from '../support/auth-popup.ts';
import { axeViolations } from '../support/axe.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { indianMobile, latestOtp } from '../support/outbox.ts';

/** Issue 9: the request-for-price popup (spec §2, §4, §5 price request, §8, §9 3 s thank-you) and /thank-you. */

/** A seeded 'Coming Soon..' package (special price 0) of a small category, and a priced one beside it. */
const COMING_SOON = {
  title: 'Sri Lanka Family Holiday with Ramayana Sites',
  path: '/sri-lanka/sri-lanka-family-holiday',
  duration: '6 Nights / 7 Days',
};
const PRICED_TITLE = 'Sri Lanka Ramayana Tour';
const CATEGORY_PATH = '/package/sri-lanka';
const REQUEST_PRICE = `Request Price for ${COMING_SOON.title}`;

let sequence = 0;
/** A valid Indian mobile of this spec's own range (84…), unique in the run. */
function priceMobile(): string {
  sequence = (sequence + 1) % 10;
  return `84${String(Date.now() * 10 + sequence).slice(-8)}`;
}

async function openFromPackagePage(page: Page): Promise<Locator> {
  await page.goto(COMING_SOON.path);
  const dialog = page.getByRole('dialog', { name: COMING_SOON.title });
  await actUntilVisible(dialog, () => page.getByRole('main').getByRole('button', { name: REQUEST_PRICE }).click(retryableClick));
  return dialog;
}

async function fillForm(dialog: Locator, { name, email, mobile }: { name: string; email: string; mobile: string }): Promise<void> {
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Mobile').fill(mobile);
}

function fieldError(dialog: Locator, text: string): Locator {
  return dialog.getByText(text, { exact: true });
}

test.describe('request-for-price popup', () => {
  test("a 'Coming Soon..' card has a Request Price button outside its link; a priced card has none", async ({ page }) => {
    await page.goto(CATEGORY_PATH);
    const main = page.getByRole('main');
    const card = main.locator('article').filter({ hasText: COMING_SOON.title });
    await expect(card.getByRole('link')).toContainText('Coming Soon..');
    await expect(card.getByRole('link').getByRole('button')).toHaveCount(0);
    await expect(card.getByRole('button', { name: REQUEST_PRICE })).toBeVisible();
    await expect(main.locator('article').filter({ hasText: PRICED_TITLE }).first().getByRole('button', { name: /^Request Price/ })).toHaveCount(0);
    await expect(main.getByRole('button', { name: /^Request Price for / })).toHaveCount(await main.getByText('Coming Soon..', { exact: true }).count());

    const dialog = page.getByRole('dialog', { name: COMING_SOON.title });
    await actUntilVisible(dialog, () => card.getByRole('button', { name: REQUEST_PRICE }).click(retryableClick));
    await expect(dialog.locator('img')).toHaveAttribute('width', '370');
    await expect(dialog.getByText(COMING_SOON.duration, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Package')).toHaveValue(COMING_SOON.title);
    await expect(dialog.getByLabel('Package')).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel('Name')).toBeFocused();
  });

  test('form → OTP (wrong code inline) → THANK YOU! with the toast Query submitted… for 3 s → /thank-you with the toast Thank You', async ({ page }) => {
    const mobile = priceMobile();
    await page.clock.install();
    const dialog = await openFromPackagePage(page);
    await fillForm(dialog, { name: 'Asha Verma', email: `price-${mobile}@example.com`, mobile });
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(dialog.getByRole('heading', { name: 'Verify Your Mobile Number' })).toBeVisible();
    await expect(dialog.getByText(`OTP has been sent to +91 ${mobile}`)).toBeVisible();
    const code = await latestOtp(indianMobile(mobile));

    await typeOtp(dialog, code.slice(0, 3));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldError(dialog, 'Please Enter OTP')).toBeVisible();

    await typeOtp(dialog, code === '0000' ? '1111' : '0000');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldError(dialog, 'Please enter valid OTP')).toBeVisible();

    await typeOtp(dialog, code);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('THANK YOU!', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Our travel advisor will get in touch with you shortly', { exact: true })).toBeVisible();
    // Spec §8's success message, as the gateway words it, with the thank-you.
    await expect(toastWith(page, 'Query submitted successfully soon you will notified')).toBeVisible();

    await page.clock.fastForward(2_000);
    await expect(dialog.getByText('THANK YOU!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(COMING_SOON.path);
    await page.clock.fastForward(1_500);
    await expect(page).toHaveURL('/thank-you');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toastWith(page, 'Thank You')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  });

  test('every spec §5 price request message shows under its field', async ({ page }) => {
    const dialog = await openFromPackagePage(page);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(fieldError(dialog, 'Name is required')).toBeVisible();
    await expect(fieldError(dialog, 'E-mail is required')).toBeVisible();
    await expect(fieldError(dialog, 'Phone number is required')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    await fillForm(dialog, { name: 'Asha', email: 'asha@example', mobile: '841234567' });
    await submit.click();
    await expect(fieldError(dialog, 'Name is required')).toHaveCount(0);
    await expect(fieldError(dialog, 'E-mail is required')).toBeVisible();
    await expect(fieldError(dialog, 'Phone number is required')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Verify Your Mobile Number' })).toHaveCount(0);
  });

  test("the mobile: 'Invalid phone number' on blur; a number the server refuses: 'Invalid mobile number'", async ({ page }) => {
    const dialog = await openFromPackagePage(page);
    await dialog.getByRole('button', { name: 'Country code: India +91' }).click();
    const search = dialog.getByRole('combobox', { name: 'Search country' });
    await search.fill('nep');
    await search.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Country code: Nepal +977' })).toBeVisible();
    const mobile = dialog.getByLabel('Mobile');
    // Nepal's mobiles have 10 digits: 11 pass the §5 rule (at least 10) but are no valid number.
    await fillForm(dialog, { name: 'Asha Verma', email: 'asha@example.com', mobile: '98412345678' });
    await mobile.blur();
    await expect(mobile).toHaveAccessibleDescription('Invalid phone number');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(mobile).toHaveAccessibleDescription('Invalid mobile number');
    await expect(dialog.getByRole('heading', { name: 'Verify Your Mobile Number' })).toHaveCount(0);
  });

  test('Escape closes the popup and reopening starts from an empty form', async ({ page }) => {
    const dialog = await openFromPackagePage(page);
    await dialog.getByLabel('Name').fill('Asha');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const button = page.getByRole('main').getByRole('button', { name: REQUEST_PRICE });
    await expect(button).toBeFocused();
    await button.click();
    await expect(page.getByRole('dialog', { name: COMING_SOON.title }).getByLabel('Name')).toHaveValue('');
  });

  test('closing at the OTP step resets the popup to its form', async ({ page }) => {
    const mobile = priceMobile();
    const dialog = await openFromPackagePage(page);
    await fillForm(dialog, { name: 'Asha Verma', email: `price-${mobile}@example.com`, mobile });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('heading', { name: 'Verify Your Mobile Number' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: REQUEST_PRICE }).click();
    const reopened = page.getByRole('dialog', { name: COMING_SOON.title });
    await expect(reopened.getByLabel('Mobile')).toHaveValue('');
    await expect(reopened.getByRole('heading', { name: 'Verify Your Mobile Number' })).toHaveCount(0);
  });

  test('the open popup has no axe violations, with its errors shown', async ({ page }) => {
    const dialog = await openFromPackagePage(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(fieldError(dialog, 'Name is required')).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('the OTP step has no axe violations', async ({ page }) => {
    const mobile = priceMobile();
    const dialog = await openFromPackagePage(page);
    await fillForm(dialog, { name: 'Asha Verma', email: `price-${mobile}@example.com`, mobile });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('heading', { name: 'Verify Your Mobile Number' })).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });
});

test.describe('/thank-you', () => {
  test('is server-rendered, not indexable, with next steps, contacts and links back to packages', async ({ page }) => {
    const response = await page.request.get('/thank-you');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain('What happens next');

    await page.goto('/thank-you');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
    await expect(main.getByRole('link', { name: '+91 98100 00000' })).toHaveAttribute('href', 'tel:+919810000000');
    await expect(main.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(main.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(main.getByRole('link', { name: 'Kailash Mansarovar Yatra' })).toHaveAttribute('href', '/package/kailash-mansarovar');
    expect(await axeViolations(page)).toEqual([]);
  });
});
