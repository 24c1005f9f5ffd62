import { expect, test, type Locator, type Page } from '@playwright/test';
import { toastWith, typeOtp } from '../support/auth-popup.ts';
import { axeViolations } from '../support/axe.ts';
import { actUntilVisible, retryableClick } from '../support/hydration.ts';
import { indianMobile, latestOtp, outboxCount } from '../support/outbox.ts';
import { sentOperationOf } from '../support/trusted-documents.ts';

/** Issue 9: the get-a-call popup (spec §2, §4, §5 call widget phone, §8, §9 8 s thank-you). */

const SUPPORT_TITLE = 'Pilgrim Yatra Support';
const WIDGET_TITLE = 'Get All Details on Mobile';
const OTP_TITLE = 'Verify With OTP';
const THANK_YOU = 'Thank you! Our agent will call you shortly.';
const PHONE_LABEL = 'Enter your mobile No.';
/** A package page (any will do: every one has the call widget). */
const PACKAGE_PATH = '/char-dham/char-dham-yatra-from-haridwar';

let sequence = 0;
/** A valid Indian mobile of this spec's own range (84…), unique in the run. */
function callMobile(): string {
  sequence = (sequence + 1) % 10;
  return `84${String(Date.now() * 10 + sequence).slice(-8)}`;
}

async function openSupportPopup(page: Page): Promise<Locator> {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: SUPPORT_TITLE });
  await actUntilVisible(dialog, () => page.getByRole('banner').getByRole('button', { name: /^Call 24\/7 support/ }).click(retryableClick));
  return dialog;
}

async function openWidgetPopup(page: Page): Promise<Locator> {
  await page.goto(PACKAGE_PATH);
  const dialog = page.getByRole('dialog', { name: WIDGET_TITLE });
  await actUntilVisible(dialog, () => page.getByRole('main').getByRole('button', { name: WIDGET_TITLE }).click(retryableClick));
  return dialog;
}

/** Submits `mobile` and waits for the OTP step. */
async function requestCall(page: Page, dialog: Locator, mobile: string): Promise<Locator> {
  await dialog.getByLabel(PHONE_LABEL).fill(mobile);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const otpStep = page.getByRole('dialog', { name: OTP_TITLE });
  await expect(otpStep).toBeVisible();
  return otpStep;
}

test.describe('get-a-call popup', () => {
  test('the header Call asks for a number, verifies it by OTP, thanks for 8 s, then closes and resets', async ({ page }) => {
    const mobile = callMobile();
    await page.clock.install();
    const dialog = await openSupportPopup(page);
    await expect(dialog.getByRole('link', { name: '+91 98100 00000' })).toHaveAttribute('href', 'tel:+919810000000');
    await expect(dialog.getByLabel(PHONE_LABEL)).toBeFocused();

    const otpStep = await requestCall(page, dialog, mobile);
    await expect(toastWith(page, 'Please check OTP sent on your phone number')).toBeVisible();
    await expect(otpStep.getByText(`+91 ${mobile}`)).toBeVisible();
    await expect(otpStep.getByRole('button', { name: /^Resend OTP in 00:\d\d$/ })).toBeDisabled();

    await typeOtp(otpStep, await latestOtp(indianMobile(mobile)));
    await otpStep.getByRole('button', { name: 'Submit' }).click();
    const thanks = page.getByRole('dialog', { name: SUPPORT_TITLE }).getByText(THANK_YOU);
    await expect(thanks).toBeVisible();

    await page.clock.fastForward(7_000);
    await expect(thanks).toBeVisible();
    await page.clock.fastForward(1_500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const reopened = await openSupportPopupAgain(page);
    await expect(reopened.getByLabel(PHONE_LABEL)).toHaveValue('');
  });

  test("an incomplete code shows 'Please Enter OTP', a wrong one 'Invalid OTP'; the edit icon returns to the number", async ({ page }) => {
    const mobile = callMobile();
    const dialog = await openSupportPopup(page);
    const otpStep = await requestCall(page, dialog, mobile);
    const code = await latestOtp(indianMobile(mobile));

    await typeOtp(otpStep, code.slice(0, 2));
    await otpStep.getByRole('button', { name: 'Submit' }).click();
    await expect(otpStep.getByText('Please Enter OTP', { exact: true })).toBeVisible();

    await typeOtp(otpStep, code === '0000' ? '1111' : '0000');
    await otpStep.getByRole('button', { name: 'Submit' }).click();
    await expect(otpStep.getByText('Invalid OTP', { exact: true })).toBeVisible();

    await otpStep.getByRole('button', { name: 'Edit mobile number' }).click();
    const phoneStep = page.getByRole('dialog', { name: SUPPORT_TITLE });
    await expect(phoneStep.getByLabel(PHONE_LABEL)).toHaveValue(mobile);
  });

  test("spec §5 call widget phone: 'Phone number is required' when empty or short, input capped at 14 (+91) or 17", async ({ page }) => {
    const dialog = await openSupportPopup(page);
    const phone = dialog.getByLabel(PHONE_LABEL);
    const submit = dialog.getByRole('button', { name: 'Submit' });

    await submit.click();
    await expect(dialog.getByText('Phone number is required', { exact: true })).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');

    // 91 + 9 digits = 11 < 12.
    await phone.fill('841234567');
    await submit.click();
    await expect(dialog.getByText('Phone number is required', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: OTP_TITLE })).toHaveCount(0);

    await expect(phone).toHaveAttribute('maxlength', '14');
    await dialog.getByRole('button', { name: 'Country code: India +91' }).click();
    const search = dialog.getByRole('combobox', { name: 'Search country' });
    await search.fill('nep');
    await search.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Country code: Nepal +977' })).toBeVisible();
    await expect(phone).toHaveAttribute('maxlength', '17');
  });

  test("a number invalid for its country: 'Invalid phone number' on blur, then 'Invalid mobile number' when the server refuses it", async ({ page }) => {
    const dialog = await openSupportPopup(page);
    await dialog.getByRole('button', { name: 'Country code: India +91' }).click();
    const search = dialog.getByRole('combobox', { name: 'Search country' });
    await search.fill('nep');
    await search.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Country code: Nepal +977' })).toBeVisible();

    // Nepal's mobiles have 10 digits: 9 pass the §5 length rule (977 + 9 ≥ 10) but are no valid number.
    const phone = dialog.getByLabel(PHONE_LABEL);
    await phone.fill('984123456');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('Invalid phone number');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(phone).toHaveAccessibleDescription('Invalid mobile number');
    await expect(dialog.getByText('Phone number is required', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: OTP_TITLE })).toHaveCount(0);

    // A valid number clears the blur message.
    await phone.fill('9841234567');
    await phone.blur();
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('an OTP limit other than the resend gap keeps the number step with the server’s message: no OTP step, no countdown', async ({ page }) => {
    const hourlyCap = 'Too many OTP requests. Please try again after an hour';
    await page.route('**/api/graphql*', async (route) => {
      if (sentOperationOf(route.request())?.operationName !== 'CallBackPhoneStepMutation') return route.fallback();
      return route.fulfill({
        json: {
          data: {
            requestCallBack: {
              enquiryId: 'held-back-enquiry',
              otpSent: false,
              verified: false,
              retryAfterSeconds: 2843,
              mobile: '+918412345678',
              message: null,
              userErrors: [{ code: 'RATE_LIMITED', message: hourlyCap, field: null }],
            },
          },
        },
      });
    });
    const dialog = await openSupportPopup(page);
    await dialog.getByLabel(PHONE_LABEL).fill(callMobile());
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(hourlyCap);
    await expect(page.getByRole('dialog', { name: OTP_TITLE })).toHaveCount(0);
    await expect(dialog.getByText(/OTP sent to|Resend OTP/)).toHaveCount(0);
    await expect(dialog.getByLabel(PHONE_LABEL)).toBeVisible();
  });

  test('the package page widget opens the popup titled Get All Details on Mobile; Escape closes it', async ({ page }) => {
    const dialog = await openWidgetPopup(page);
    await expect(dialog.getByLabel(PHONE_LABEL)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: WIDGET_TITLE })).toBeFocused();
  });

  test('closing at the OTP step resets the popup; the number gets no second OTP', async ({ page }) => {
    const mobile = callMobile();
    const dialog = await openWidgetPopup(page);
    const otpStep = await requestCall(page, dialog, mobile);
    const sent = await outboxCount(indianMobile(mobile));
    await otpStep.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('main').getByRole('button', { name: WIDGET_TITLE }).click();
    const reopened = page.getByRole('dialog', { name: WIDGET_TITLE });
    await expect(reopened.getByLabel(PHONE_LABEL)).toHaveValue('');
    expect(await outboxCount(indianMobile(mobile))).toBe(sent);
  });

  test('a second request within the resend gap still reaches the OTP step, counting down the wait, and the first code verifies', async ({ page }) => {
    const mobile = callMobile();
    const dialog = await openSupportPopup(page);
    const otpStep = await requestCall(page, dialog, mobile);
    const code = await latestOtp(indianMobile(mobile));
    await otpStep.getByRole('button', { name: 'Edit mobile number' }).click();

    const again = await requestCall(page, page.getByRole('dialog', { name: SUPPORT_TITLE }), mobile);
    await expect(page.locator('[data-toaster] [data-toast-kind="error"]')).toBeVisible();
    await expect(again.getByRole('button', { name: /^Resend OTP in 00:[0-5]\d$/ })).toBeDisabled();
    expect(await outboxCount(indianMobile(mobile))).toBe(1);

    await typeOtp(again, code);
    await again.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: SUPPORT_TITLE }).getByText(THANK_YOU)).toBeVisible();
  });

  test('the global loading bar shows while the request runs; a failed call shows the spec §8 text', async ({ page }) => {
    const dialog = await openSupportPopup(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/graphql*', async (route) => {
      if (sentOperationOf(route.request())?.operationName !== 'CallBackPhoneStepMutation') return route.continue();
      await held;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"boom"}]}' });
    });
    await dialog.getByLabel(PHONE_LABEL).fill(callMobile());
    await dialog.getByRole('button', { name: 'Submit' }).click();

    const bar = page.getByTestId('global-loading');
    await expect(bar).toHaveAttribute('data-active', '');
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
    release();
    await expect(dialog.getByRole('alert')).toHaveText('Some unexpected error occurred, Pls try again later.');
    await expect(bar).not.toHaveAttribute('data-active', '');
  });

  test("at phone width, where the header's Call is hidden, the bottom bar's Call opens the same popup", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: /^Call 24\/7 support/ })).toBeHidden();
    const dialog = page.getByRole('dialog', { name: SUPPORT_TITLE });
    const call = page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Call' });
    await actUntilVisible(dialog, () => call.click(retryableClick));
    await expect(dialog.getByLabel(PHONE_LABEL)).toBeFocused();
    await expect(dialog.getByRole('link', { name: '+91 98100 00000' })).toHaveAttribute('href', 'tel:+919810000000');
  });

  test('the open popup has no axe violations, with its error shown', async ({ page }) => {
    const dialog = await openSupportPopup(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Phone number is required', { exact: true })).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('the OTP step has no axe violations', async ({ page }) => {
    const dialog = await openWidgetPopup(page);
    await requestCall(page, dialog, callMobile());
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test("the popup's code is not in the page's JavaScript until the popup is opened", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(PACKAGE_PATH);
    await expect(page.getByRole('main').getByRole('button', { name: WIDGET_TITLE })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = await Promise.all(scripts);
    expect(before.some((text) => text.includes(THANK_YOU))).toBe(false);

    await actUntilVisible(page.getByRole('dialog', { name: WIDGET_TITLE }), () =>
      page.getByRole('main').getByRole('button', { name: WIDGET_TITLE }).click(retryableClick),
    );
    await page.waitForLoadState('networkidle');
    const after = await Promise.all(scripts);
    expect(after.some((text) => text.includes(THANK_YOU))).toBe(true);
  });
});

async function openSupportPopupAgain(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: /^Call 24\/7 support/ }).click();
  const dialog = page.getByRole('dialog', { name: SUPPORT_TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}
