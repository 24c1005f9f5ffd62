import { expect, test, type Locator, type Page } from '@playwright/test';
import { toastWith, typeOtp } from '../support/auth-popup.ts';
import { axeViolations } from '../support/axe.ts';
import { holdBackOtp } from '../support/held-back-otp.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { indianMobile, latestOtp } from '../support/outbox.ts';
import { keepTimedPopupsClosed } from '../support/timed-popups.ts';
import { documentSearch } from '../support/trusted-documents.ts';
import { overlayQuickEnquiry } from '../support/search-overlay.ts';

/** Spec §5 enquiry rules, their exact messages. */
const MESSAGES = {
  name: 'Name must be at least 3 characters',
  email: 'Enter a valid email address',
  phone: 'Phone number must be at least 10 digits',
  packages: 'Package is required',
  person: 'Person is required',
};
const MAX_HINT = 'You can select max 3 package.';

/** This file's own Indian mobiles: prefix 85, then 8 digits from the clock and a counter. */
let sequence = 0;
function quickEnquiryMobile(): string {
  sequence = (sequence + 1) % 10;
  return `85${String(Date.now() * 10 + sequence).slice(-8)}`;
}

/** The picker's groups as the gateway orders them ('Popular Packages' first when any package lacks a classification). */
async function pickerGroupTitles(page: Page): Promise<string[]> {
  const response = await page.request.get(`/api/graphql?${documentSearch('PackagePickerQuery')}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { packagePicker: { title: string }[] } };
  return body.data.packagePicker.map((group) => group.title);
}

function picker(form: Locator): Locator {
  return form.getByRole('combobox', { name: 'Packages' });
}

/** Chooses the first `count` packages the picker offers (a chosen one leaves the list). */
async function choosePackages(form: Locator, count: number): Promise<string[]> {
  const chosen: string[] = [];
  await picker(form).click();
  const listbox = form.getByRole('listbox');
  for (let index = 0; index < count; index += 1) {
    const option = listbox.getByRole('option').first();
    const title = (await option.textContent()) ?? '';
    await option.click();
    chosen.push(title);
    await expect(form.getByRole('button', { name: `Remove ${title}` })).toBeVisible();
  }
  return chosen;
}

/** Fills a valid enquiry for `mobile` and sends it. */
async function fillAndSend(form: Locator, mobile: string): Promise<void> {
  await form.getByLabel('Name').fill('Asha Rao');
  await form.getByLabel('E-mail').fill(`quick-${mobile}@example.com`);
  await form.getByLabel('Phone', { exact: true }).fill(mobile);
  await form.getByLabel('No. of Persons').selectOption('11-20');
  // By keyboard: type, ArrowDown to the first match, Enter chooses it.
  await picker(form).fill('yatra');
  await picker(form).press('ArrowDown');
  const first = (await form.getByRole('listbox').getByRole('option').first().textContent()) ?? '';
  await picker(form).press('Enter');
  await expect(form.getByRole('button', { name: `Remove ${first}` })).toBeVisible();
  await picker(form).press('Escape');
  await form.getByLabel('Comment').fill('Two elders travelling');
  await form.getByRole('button', { name: 'Submit' }).click();
}

/**
 * The OTP step: a wrong code first when `wrongFirst`, then the right one; the thank-you for 3 s with the toast 'Query
 * submitted successfully soon you will notified', then /thank-you.
 */
async function verifyAndLand(page: Page, form: Locator, mobile: string, { wrongFirst = false } = {}): Promise<void> {
  await expect(form.getByText(`+91 ${mobile}`)).toBeVisible();
  const code = await latestOtp(indianMobile(mobile));
  if (wrongFirst) {
    // Wrong in its first digit only: the right code is then typed over three boxes already holding its digits.
    await typeOtp(form, `${(Number(code[0]) + 1) % 10}${code.slice(1)}`);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please enter valid OTP', { exact: true })).toBeVisible();
  }
  await typeOtp(form, code);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('THANK YOU!')).toBeVisible();
  await expect(form.getByText('Our travel advisor will get in touch with you shortly')).toBeVisible();
  // Spec §8's success message, as the gateway words it, with the thank-you.
  await expect(toastWith(page, 'Query submitted successfully soon you will notified')).toBeVisible();
  // Still thanking 2 s on (the 3 s of spec §9 are not up), then on to /thank-you.
  await page.clock.fastForward(2_000);
  await expect(form.getByText('THANK YOU!')).toBeVisible();
  await expect(page).not.toHaveURL(/\/thank-you$/);
  await page.clock.fastForward(1_000);
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(toastWith(page, 'Thank You')).toBeVisible();
}

test.describe('quick enquiry', () => {
  test('the mobile bar opens the popup: every enquiry message, the picker, a wrong OTP, then /thank-you', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Quick Enquiry' });
    const enquiry = page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Enquiry' });
    await actUntilVisible(dialog, () => enquiry.click(retryableClick));

    await dialog.getByRole('button', { name: 'Submit' }).click();
    for (const message of Object.values(MESSAGES)) await expect(dialog.getByText(message, { exact: true })).toBeVisible();

    await dialog.getByLabel('Name').fill('As');
    await dialog.getByLabel('E-mail').fill('asha@example.co');
    await dialog.getByLabel('Phone', { exact: true }).fill('98100-1234');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(MESSAGES.name, { exact: true })).toBeVisible();
    await expect(dialog.getByText(MESSAGES.email, { exact: true })).toBeVisible();
    await expect(dialog.getByText(MESSAGES.phone, { exact: true })).toBeVisible();

    // The picker: typing filters; nothing matches; grouped with 'Popular Packages' first; at most 3.
    await picker(dialog).fill('zzqx no such yatra');
    await expect(dialog.getByText('No options found', { exact: true })).toBeVisible();
    await picker(dialog).fill('');
    await picker(dialog).press('ArrowDown');
    const headings = dialog.getByRole('listbox').getByRole('group').locator('[role="presentation"]');
    await expect(headings).toHaveText(await pickerGroupTitles(page));
    await picker(dialog).fill('yatra');
    const filtered = await dialog.getByRole('listbox').getByRole('option').allTextContents();
    expect(filtered.length).toBeGreaterThan(0);
    for (const title of filtered) expect(title.toLowerCase()).toContain('yatra');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await picker(dialog).fill('');
    await picker(dialog).press('Escape');

    const chosen = await choosePackages(dialog, 3);
    await expect(dialog.getByText(MAX_HINT, { exact: true })).toBeVisible();
    const fourth = dialog.getByRole('listbox').getByRole('option').first();
    await expect(fourth).toHaveAttribute('aria-disabled', 'true');
    await fourth.click({ force: true });
    await expect(dialog.getByRole('list', { name: 'Selected packages' }).getByRole('listitem')).toHaveCount(3);
    await picker(dialog).press('Escape');
    await dialog.getByRole('button', { name: `Remove ${chosen[2]}` }).click();
    await expect(dialog.getByText(MAX_HINT, { exact: true })).toHaveCount(0);
    await expect(dialog.getByText(MESSAGES.packages, { exact: true })).toHaveCount(0);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    const mobile = quickEnquiryMobile();
    await dialog.getByLabel('Name').fill('Asha Rao');
    await dialog.getByLabel('E-mail').fill(`quick-${mobile}@example.com`);
    await dialog.getByLabel('Phone', { exact: true }).fill(mobile);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(MESSAGES.person, { exact: true })).toBeVisible();
    await dialog.getByLabel('No. of Persons').selectOption('40+');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await verifyAndLand(page, dialog, mobile, { wrongFirst: true });
    await expect(dialog).toHaveCount(0);
  });

  test('Escape closes the popup and opening it again starts a new enquiry', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Quick Enquiry' });
    const enquiry = page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Enquiry' });
    await actUntilVisible(dialog, () => enquiry.click(retryableClick));
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await dialog.getByLabel('Name').fill('Asha Rao');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(enquiry).toBeFocused();
    await enquiry.click();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
  });

  test('the picker keeps every key typed at once: right after focusing it, after its toggle, after Tab', async ({ page, context }) => {
    await keepTimedPopupsClosed(context);
    await page.goto('/');
    const card = page.getByTestId('footer-enquiry');
    await card.scrollIntoViewIfNeeded();
    const search = picker(card);
    await expect(search).toBeVisible();

    await search.focus();
    await page.keyboard.type('yatra');
    await expect(search).toHaveValue('yatra');
    const options = card.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    for (const title of await options.allTextContents()) expect(title.toLowerCase()).toContain('yatra');
    await search.fill('');
    await search.press('Escape');

    await card.getByRole('button', { name: 'Show packages' }).click();
    await expect(search).toBeFocused();
    await page.keyboard.type('kailash');
    await expect(search).toHaveValue('kailash');
    await search.fill('');
    await search.press('Escape');

    await card.getByLabel('No. of Persons').focus();
    await page.keyboard.press('Tab');
    await expect(search).toBeFocused();
    await page.keyboard.type('char dham');
    await expect(search).toHaveValue('char dham');
    // Escape and leaving the field keep the text; a choice clears it for the next one.
    await search.press('Escape');
    await expect(search).toHaveValue('char dham');
    await search.fill('yatra');
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(card.getByRole('list', { name: 'Selected packages' }).getByRole('listitem')).toHaveCount(1);
    await expect(search).toHaveValue('');
  });

  test('the footer form loads near the viewport without moving the page, and sends a FOOTER enquiry', async ({ page }) => {
    test.setTimeout(60_000);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    // The picker's placeholder is written only in the form's own code (the spec texts are shared with every form).
    const formCodeLoaded = async () => (await Promise.all(scripts)).some((text) => text.includes('Search packages'));
    await page.clock.install();
    await page.goto('/');
    await page.waitForLoadState('load');
    const card = page.getByTestId('footer-enquiry');
    await expect(card.getByRole('heading', { name: 'Quick Enquiry' })).toBeAttached();
    await expect(card.getByLabel('Name')).toHaveCount(0);
    expect(await formCodeLoaded()).toBe(false);
    const before = await card.boundingBox();

    await card.scrollIntoViewIfNeeded();
    await expect(card.getByLabel('Name')).toBeVisible();
    await expect(picker(card)).toBeVisible();
    expect(await formCodeLoaded()).toBe(true);
    const after = await card.boundingBox();
    expect(after?.height).toBe(before?.height);
    expect(await axeViolations(page, '[data-testid="footer-enquiry"]')).toEqual([]);

    const mobile = quickEnquiryMobile();
    await fillAndSend(card, mobile);
    await verifyAndLand(page, card, mobile);
    // The footer stays on the page; its form is back to an empty first step.
    await expect(page.getByTestId('footer-enquiry').getByLabel('Name')).toHaveValue('');
  });

  test("the search overlay's short-query view has the form, and sends an enquiry from it", async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await page.goto('/');
    const overlay = page.getByRole('dialog', { name: 'Search' });
    await actUntilVisible(overlay, () => page.locator('#site-search').click(retryableClick));
    const form = overlayQuickEnquiry(overlay);
    await expect(form.getByLabel('Name')).toBeVisible();
    await overlay.getByRole('searchbox').fill('ka');
    await expect(form.getByLabel('Name')).toBeVisible();
    await overlay.getByRole('searchbox').fill('kailash');
    await expect(form).toHaveCount(0);
    await overlay.getByRole('searchbox').fill('');
    await expect(form.getByLabel('Name')).toBeVisible();
    await expect(picker(form)).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    const mobile = quickEnquiryMobile();
    await fillAndSend(form, mobile);
    await verifyAndLand(page, form, mobile);
    await expect(overlay).toHaveCount(0);
  });

  test('an enquiry whose OTP the resend gap held back (a code sent under a minute ago) goes to the OTP step with the wait as the countdown', async ({ page }) => {
    const wait = 'Please wait 42 seconds before requesting a new OTP';
    await holdBackOtp(page, wait, 42);
    await page.goto('/');
    const card = page.getByTestId('footer-enquiry');
    await card.scrollIntoViewIfNeeded();
    const mobile = quickEnquiryMobile();
    await fillAndSend(card, mobile);
    await expect(toastWith(page, wait)).toBeVisible();
    await expect(card.getByRole('button', { name: /^Resend OTP in 00:4[0-2]$/ })).toBeDisabled();
  });

  test('an enquiry whose OTP another limit held back stays on the form with the server’s message: no OTP step, no countdown', async ({ page }) => {
    const hourlyCap = 'Too many OTP requests. Please try again after an hour';
    await holdBackOtp(page, hourlyCap, 2843);
    await page.goto('/');
    const card = page.getByTestId('footer-enquiry');
    await card.scrollIntoViewIfNeeded();
    await fillAndSend(card, quickEnquiryMobile());
    await expect(card.getByRole('alert')).toHaveText(hourlyCap);
    await expect(card.getByLabel('Name')).toHaveValue('Asha Rao');
    await expect(card.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveCount(0);
    await expect(card.getByText(/OTP sent to|Resend OTP/)).toHaveCount(0);
  });
});
